// "Lie-fi": the browser says online but requests reach nothing. Failed requests feed the query
// layer's online state (setOnline) and the banner's wording; the first answer from the server clears it.
import { useSyncExternalStore } from 'react';
import { isOnline, setOnline, subscribeOnline } from './online-status';

export type Connection = 'online' | 'offline' | 'unstable';

/** Back-off of the quiet probe while unstable: 2 s, 4 s, 8 s … at most 30 s. */
export const PROBE_FIRST_MS = 2000;
export const PROBE_MAX_MS = 30_000;

/** Exponential, bounded: the delay before retry `attempt` (0-based). */
export function backoffMs(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt));
}

let unstable = false;
let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probeAttempt = 0;
const listeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;
const notify = () => listeners.forEach((l) => l());

function stopProbe(): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  probeAttempt = 0;
}

function scheduleProbe(): void {
  if (!probe || probeTimer !== null) return;
  const run = probe;
  probeTimer = setTimeout(
    () => {
      probeTimer = null;
      probeAttempt += 1;
      // success and failure both arrive through reportReached / reportUnreachable
      void run()
        .catch(() => undefined)
        .finally(() => {
          if (unstable) scheduleProbe();
        });
    },
    backoffMs(probeAttempt, PROBE_FIRST_MS, PROBE_MAX_MS),
  );
}

/** A request failed for the network or timed out. Only counts while the browser believes it is online. */
export function reportUnreachable(): void {
  if (!browserOnline()) return;
  if (!unstable) {
    unstable = true;
    notify();
  }
  if (isOnline()) setOnline(false);
  scheduleProbe();
}

/** The server answered (any status): the connection works. */
export function reportReached(): void {
  if (!unstable) return;
  unstable = false;
  stopProbe();
  notify();
  if (browserOnline() && !isOnline()) setOnline(true);
}

/** How to check the connection quietly while it is unstable (one small GET). */
export function setConnectionProbe(run: (() => Promise<unknown>) | null): void {
  probe = run;
}

export function connectionState(): Connection {
  if (!browserOnline()) return 'offline';
  if (unstable) return 'unstable';
  return isOnline() ? 'online' : 'offline';
}

/** The browser's own offline event ends any lie-fi episode: it is plain offline now. */
subscribeOnline((online) => {
  if (online && unstable) {
    unstable = false;
    stopProbe();
  }
  notify();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, connectionState, () => 'online');
}

/** For tests: forget the episode. */
export function resetConnectionForTests(): void {
  unstable = false;
  stopProbe();
  probe = null;
}
