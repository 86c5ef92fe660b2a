// The error catalogue (docs/product.md#errors-and-timeouts) as a pure decision: which reaction an ApiError
// gets. The component renders it.
import { isTooLarge, type ApiError } from '../shared/api/api-error';
import { paths } from '../shared/api/paths';

export const ERROR_TOAST_MS = 5000;
export const TIMEOUT_TOAST_MS = 3000;
export const EXPIRED_ALERT_THROTTLE_MS = 3000;
import { QUESTIONNAIRE_MARKER } from '../shared/api/error-markers';
const EXPIRED_CODES = new Set(['10000', '10001', '10002']);

export type Reaction =
  | { type: 'none' }
  | { type: 'toast'; message: string; ms: number }
  /** the server answered outside 2xx: the catalogue's words with the status, never "HTTP 502" */
  | { type: 'httpToast'; status: number | null }
  | { type: 'timeoutToast' }
  | { type: 'networkToast' }
  | { type: 'badDataToast' }
  | { type: 'relogin'; message: string }
  | { type: 'warningDialog'; message: string }
  | { type: 'confirmDialog'; message: string }
  | { type: 'expiredAlert' }
  | { type: 'warningNotice'; message: string };

export interface ReactionContext {
  online: boolean;
  now: number;
  /** when the last login-expired alert was shown */
  lastExpiredAlertAt: number;
  /**
   * The visitor is on the login callback, logging in now: a "login expired" answer is about the session before this
   * login (a call of the previous account's that was still on its way), so it asks nothing.
   */
  loggingIn?: boolean;
}

/** The uploads whose forms say a 413 themselves: the file is too large (their own size message), no retry. */
const UPLOADS: ReadonlySet<string> = new Set([paths.applyFileUpload, paths.imgFile]);

/** Search and background calls get nothing; inline calls lose only what their screen already says. */
export function reactionFor(error: ApiError, ctx: ReactionContext): Reaction {
  if (error.policy === 'search' || error.policy === 'background') return { type: 'none' };
  // "please try again later" would be wrong for a file too large for the server or a proxy before it
  if (isTooLarge(error) && UPLOADS.has(error.path)) return { type: 'none' };
  const reaction = catalogueReaction(error, ctx);
  const saysItself =
    reaction.type === 'toast' ||
    reaction.type === 'httpToast' ||
    reaction.type === 'networkToast' ||
    reaction.type === 'badDataToast';
  return error.policy === 'inline' && saysItself ? { type: 'none' } : reaction;
}

function catalogueReaction(error: ApiError, ctx: ReactionContext): Reaction {
  if (error.kind === 'aborted') return { type: 'none' };
  if (error.kind === 'timeout') return { type: 'timeoutToast' };
  // offline: the banner already says so; each failed call need not
  if (error.kind === 'network') return ctx.online ? { type: 'networkToast' } : { type: 'none' };
  if (error.kind === 'parse') return { type: 'badDataToast' };
  if (error.kind === 'http') return { type: 'httpToast', status: error.status };

  if (error.client === 'second') {
    if (EXPIRED_CODES.has(error.code)) {
      if (ctx.loggingIn) return { type: 'none' };
      return ctx.now - ctx.lastExpiredAlertAt < EXPIRED_ALERT_THROTTLE_MS
        ? { type: 'none' }
        : { type: 'expiredAlert' };
    }
    return { type: 'warningNotice', message: error.message };
  }

  if (error.code === '403')
    return ctx.loggingIn ? { type: 'none' } : { type: 'relogin', message: error.message };
  if (error.code === '600') {
    if (error.message.includes(QUESTIONNAIRE_MARKER)) return { type: 'none' };
    return error.message.includes('\n')
      ? { type: 'confirmDialog', message: error.message }
      : { type: 'warningDialog', message: error.message };
  }
  return { type: 'toast', message: error.message, ms: ERROR_TOAST_MS };
}
