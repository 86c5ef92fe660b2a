import { useCallback, useEffect, useState } from 'react';
import { useInterval } from '@mantine/hooks';

/** A seconds countdown (the 60 s wait before another SMS code may be sent); 0 means idle. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  // Mantine's interval clears itself on unmount
  const { start: startTicking, stop } = useInterval(() => setRemaining((n) => Math.max(n - 1, 0)), 1000);

  useEffect(() => {
    if (remaining === 0) stop();
  }, [remaining, stop]);

  const start = useCallback(() => {
    stop(); // a restart counts whole seconds again from now
    setRemaining(seconds);
    startTicking();
  }, [seconds, startTicking, stop]);

  return { remaining, running: remaining > 0, start };
}
