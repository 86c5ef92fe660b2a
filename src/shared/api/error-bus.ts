// Transport publishes failures here; app/ decides how each one reads to the user.
import type { ApiError } from './api-error';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishApiError(error: ApiError): void {
  listeners.forEach((listener) => listener(error));
}
