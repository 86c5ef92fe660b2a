// The accessibility tools: text size steps, high contrast, large pointer, reading guide and read-aloud.
import { useId, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { announce } from '../../shared/a11y/announce';
import { readTargetText } from '../../shared/a11y/read-target';
import {
  DEFAULT_SETTINGS,
  TEXT_STEPS,
  effectiveStep,
  updateSettings,
  useA11ySettings,
  type A11ySettings,
} from '../../shared/a11y/settings';
import { pauseSpeech, resumeSpeech, speak, stopSpeech } from '../../shared/a11y/speech';
import { useLang, useT } from '../../shared/i18n/language';
import type { MessageKey } from '../../shared/i18n/catalogue';

type Flag = 'contrast' | 'pointer' | 'guide';
const FLAGS: { flag: Flag; label: MessageKey }[] = [
  { flag: 'contrast', label: 'a11y.contrast' },
  { flag: 'pointer', label: 'a11y.pointer' },
  { flag: 'guide', label: 'a11y.guide' },
];

const percent = (step: number) => String(TEXT_STEPS[step]);

function ReadAloud() {
  const t = useT();
  const lang = useLang();
  const [problem, setProblem] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const read = async () => {
    const text = readTargetText();
    if (!text) {
      setProblem(t('a11y.nothingToRead'));
      return;
    }
    const outcome = await speak(text, lang);
    setPaused(false);
    if (outcome === 'speaking') {
      setProblem(null);
      announce(t('a11y.announce.reading'));
    } else setProblem(t(outcome === 'no-voice' ? 'a11y.noVoice' : 'a11y.noSpeech'));
  };
  const pauseOrResume = () => {
    if (paused) resumeSpeech();
    else pauseSpeech();
    setPaused(!paused);
  };
  return (
    <Stack gap={6}>
      <Group gap={6}>
        <Button size="compact-sm" onClick={() => void read()} title={t('a11y.readAloudHint')}>
          {t('a11y.readAloud')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={pauseOrResume} aria-pressed={paused}>
          {t(paused ? 'a11y.resume' : 'a11y.pause')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            stopSpeech();
            setPaused(false);
          }}
        >
          {t('a11y.stop')}
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red.9" role="alert" data-testid="read-aloud-problem">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

export function A11yPanel() {
  const t = useT();
  const settings = useA11ySettings();
  const sizeLabel = useId();
  const step = effectiveStep(settings);
  const setStep = (next: number) => {
    updateSettings({ textStep: next });
    announce(
      t('a11y.announce.textSize', { percent: percent(effectiveStep({ ...settings, textStep: next })) }),
    );
  };
  const toggle = (flag: Flag, label: MessageKey) => {
    const on = !settings[flag];
    updateSettings({ [flag]: on } as Partial<A11ySettings>);
    announce(t(on ? 'a11y.announce.on' : 'a11y.announce.off', { name: t(label) }));
  };
  return (
    <Stack gap="sm" role="group" aria-label={t('a11y.panelTitle')}>
      <Text fw={700}>{t('a11y.panelTitle')}</Text>
      <div>
        <Text size="sm" id={sizeLabel} mb={4}>
          {t('a11y.textSize')}
        </Text>
        <Group gap={6} role="group" aria-labelledby={sizeLabel}>
          {TEXT_STEPS.map((value, i) => (
            <Button
              key={value}
              size="compact-sm"
              variant={step === i ? 'filled' : 'default'}
              aria-pressed={step === i}
              onClick={() => setStep(i)}
            >
              {t('a11y.textSizeStep', { percent: String(value) })}
            </Button>
          ))}
        </Group>
      </div>
      <Group gap={6}>
        {FLAGS.map(({ flag, label }) => (
          <Button
            key={flag}
            size="compact-sm"
            variant={settings[flag] ? 'filled' : 'default'}
            aria-pressed={settings[flag]}
            onClick={() => toggle(flag, label)}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
      <ReadAloud />
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          updateSettings({ ...DEFAULT_SETTINGS, elder: settings.elder });
          announce(t('a11y.announce.reset'));
        }}
      >
        {t('a11y.reset')}
      </Button>
    </Stack>
  );
}
