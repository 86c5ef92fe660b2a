// Anything that keeps user data on the device registers how to remove it; logout runs them all.
type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

export function registerLogoutCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function runLogoutCleanups(): Promise<void> {
  await Promise.allSettled([...cleanups].map(async (c) => c()));
}
