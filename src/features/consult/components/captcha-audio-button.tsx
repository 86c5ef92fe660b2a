// 语音播报验证码: the captcha as sound from the server, played in the dialog through read-aloud's
// player (its pause and stop act on it). Same 5 s rule as 换一张: one playback per 5 seconds.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { playClip } from '../../../shared/a11y/speech';
import { useT } from '../../../shared/i18n/language';
import { fetchCaptchaAudio } from '../api/consult-api';
import { createRefreshGate } from '../lib/captcha-rules';

interface Props {
  uuid: string | undefined;
  disabled: boolean;
  /** a message for the captcha field (too frequent, not fetched, cannot play), or null when it played */
  onProblem: (message: string | null) => void;
}

export function CaptchaAudioButton({ uuid, disabled, onProblem }: Props) {
  const t = useT();
  const gate = useRef(createRefreshGate());
  const player = useRef<HTMLAudioElement>(null);
  const [busy, setBusy] = useState(false);

  const play = async () => {
    if (!uuid || !player.current) return;
    if (!gate.current.tryRefresh()) {
      onProblem(t('captcha.tooFrequent'));
      return;
    }
    setBusy(true);
    try {
      const outcome = await playClip(player.current, await fetchCaptchaAudio(uuid));
      onProblem(outcome === 'speaking' ? null : t('captcha.audioFailed'));
    } catch {
      onProblem(t('captcha.audioFailed'));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    const audio = player.current;
    // the dialog closing silences the captcha (a detached player would go on playing)
    return () => {
      audio?.pause();
      if (audio?.src.startsWith('blob:')) URL.revokeObjectURL(audio.src);
    };
  }, []);

  return (
    <>
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
      <audio ref={player} preload="none" data-testid="captcha-audio-player" hidden />
    </>
  );
}
