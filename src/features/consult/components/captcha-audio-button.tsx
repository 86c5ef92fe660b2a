// 语音播报验证码 (issue 14): the captcha's four characters spoken one by one, slowly, for those who cannot read
// the picture. Same 5 s rule as 换一张: one playback per 5 seconds.
import { useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { speakCharacters } from '../../../shared/a11y/speech';
import { useLang, useT } from '../../../shared/i18n/language';
import { fetchCaptchaAudio } from '../api/consult-api';
import { createRefreshGate } from '../lib/captcha-rules';

interface Props {
  uuid: string | undefined;
  disabled: boolean;
  /** a message for the captcha field (too frequent, no voice, not fetched), or null when it played */
  onProblem: (message: string | null) => void;
}

export function CaptchaAudioButton({ uuid, disabled, onProblem }: Props) {
  const t = useT();
  const lang = useLang();
  const gate = useRef(createRefreshGate());
  const [busy, setBusy] = useState(false);

  const play = async () => {
    if (!uuid) return;
    if (!gate.current.tryRefresh()) {
      onProblem(t('captcha.tooFrequent'));
      return;
    }
    setBusy(true);
    try {
      const chars = await fetchCaptchaAudio(uuid);
      const outcome = await speakCharacters(chars, lang);
      if (outcome === 'speaking') onProblem(null);
      else onProblem(t(outcome === 'no-voice' ? 'a11y.noVoice' : 'a11y.noSpeech'));
    } catch {
      onProblem(t('captcha.audioFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => void play()}
      loading={busy}
      disabled={disabled || !uuid}
      data-testid="captcha-audio"
    >
      {t('captcha.audio')}
    </Button>
  );
}
