// A bounded pool: the worker's install fetches its files a few at a time.

/**
 * Runs `task` for every item with at most `limit` running at once, in order of start. The first failure rejects
 * (the tasks already running finish; no new one starts), as a failed precache must fail the install.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
