// Transport publishes failures here; app/ decides how each one reads to the user.
import type { ApiError } from './api-error';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/**
 * Failures published while nobody listens: on the first load a route loader's call can fail before
 * the app's reactions have mounted. They wait here (the latest few) for the first listener that
 * asks for them, so a 403 or a maintenance notice met by a loader still reaches the user.
 */
const held: ApiError[] = [];
export const HELD_MAX = 5;

export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** As onApiError, first handing over the failures held while nobody listened (the app's reactions). */
export function onApiErrorSinceStart(listener: Listener): () => void {
  const off = onApiError(listener);
  held.splice(0).forEach(listener);
  return off;
}

export function publishApiError(error: ApiError): void {
  if (listeners.size === 0) {
    held.push(error);
    if (held.length > HELD_MAX) held.shift();
    return;
  }
  listeners.forEach((listener) => listener(error));
}
