import { useCallback, useEffect, useRef, useState } from 'react';
import { REFRESH_DELAY_MS } from './matching-model';

export type RefreshPhase = 'idle' | 'waiting' | 'done';

/** After a submit, wait 3 s, then run the refresh once. Unmounting cancels it. */
export function useDelayedRefresh(onRefresh: () => void, delayMs: number = REFRESH_DELAY_MS) {
  const [phase, setPhase] = useState<RefreshPhase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setPhase('waiting');
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
      setPhase('done');
    }, delayMs);
  }, [delayMs]);

  return { phase, start };
}
