// What a failed read says to a user, from the catalogue: the cause in plain words, never transport text.
import { isApiError } from '../api/api-error';
import type { MessageKey } from '../i18n/catalogue';
import type { Params } from '../i18n/language';

type Translate = (key: MessageKey, params?: Params) => string;

/** offline: the device has no way to the server (the offline panel, not an error) */
export type FailureCause = 'offline' | 'network' | 'timeout' | 'http' | 'refused' | 'badData' | 'other';

export function failureCause(error: unknown, online: boolean): FailureCause {
  if (!isApiError(error)) return online ? 'other' : 'offline';
  switch (error.kind) {
    case 'network':
      return online ? 'network' : 'offline';
    case 'timeout':
      return online ? 'timeout' : 'offline';
    case 'http':
      return 'http';
    case 'code':
      return 'refused';
    case 'parse':
      return 'badData';
    default:
      return 'other';
  }
}

/** The sentence under a failed load's title; "check your network" only when the network is the cause. */
export function failureText(error: unknown, online: boolean, t: Translate): string {
  const cause = failureCause(error, online);
  switch (cause) {
    case 'offline':
      return t('connection.offlineBody');
    case 'network':
      return t('connection.network');
    case 'timeout':
      return t('connection.timeout');
    case 'http':
      return t('connection.http', { status: isApiError(error) ? (error.status ?? '') : '' });
    case 'refused': {
      const reason = isApiError(error) ? error.message.trim() : '';
      return reason ? t('connection.refused', { reason }) : t('common.loadFailed');
    }
    case 'badData':
      return t('connection.badData');
    default:
      return t('common.loadFailed');
  }
}
