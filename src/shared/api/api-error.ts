import type { ErrorPolicy } from './error-policy';

export type ClientName = 'primary' | 'second';

export type ApiErrorKind =
  /** the server answered an envelope with a failure code */
  | 'code'
  /** HTTP status outside 2xx */
  | 'http'
  /** no answer within the client's timeout */
  | 'timeout'
  /** the network failed or the device is offline */
  | 'network'
  /** the answer was not the expected shape */
  | 'parse'
  /** the caller cancelled */
  | 'aborted';

/** The one error type the transport throws; UI reactions are chosen by app/ from these fields. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly client: ClientName;
  readonly path: string;
  readonly method: string;
  readonly status: number | null;
  /** which part of the error catalogue the call gets (the table in error-policy.ts) */
  readonly policy: ErrorPolicy;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    code?: string | number;
    client: ClientName;
    path: string;
    method: string;
    status?: number | null;
    policy?: ErrorPolicy;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code === undefined ? '' : String(init.code);
    this.client = init.client;
    this.path = init.path;
    this.method = init.method;
    this.status = init.status ?? null;
    this.policy = init.policy ?? 'catalogue';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The request was more than the server, or a proxy before it (nginx's client_max_body_size), takes: HTTP 413
 * or an envelope with code 413. Sending it again cannot help: a form says its own size message instead.
 */
export function isTooLarge(error: unknown): boolean {
  return isApiError(error) && (error.status === 413 || error.code === '413');
}
