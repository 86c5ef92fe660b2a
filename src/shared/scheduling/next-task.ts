// Long start-up work split into tasks: between two, the browser paints and answers input. A slow phone's CPU
// otherwise runs the app's start as one task of 100 ms and more, in which a tap waits.

/** Resolves in a task of its own, after what is already queued (a timer: it runs in a background tab too). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
