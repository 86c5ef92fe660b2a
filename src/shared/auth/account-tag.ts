// Who a device draft belongs to: a hash of the account's stable identity, the same at every login of that
// account, so a draft outlives the session it was written in (docs/product.md, 暂存). The identity itself
// (an id, a credit code) never reaches the device's storage: only this tag (32 hex digits) does. Loaded with
// the login-info answer it reads, not with the first screen.
import type { LoginType } from '../api/contract';
import type { LoginInfo } from '../api/schemas/account';

/**
 * The account's stable identity from its login info: the platform's account id when sent, else the
 * enterprise's unified social credit code, else the person's name with the masked identity card and mobile.
 * Null when the answer names no stable identity (the drafts then stay with the session, as before).
 */
export function accountIdentity(kind: LoginType, info: LoginInfo): string | null {
  if (info.accountId) return `id:${info.accountId}`;
  if (kind === 2) return info.enterpriseCode ? `enterprise:${info.enterpriseCode}` : null;
  return info.idCardMasked ? `person:${info.userName}|${info.idCardMasked}|${info.phoneMasked ?? ''}` : null;
}

/** The identity's tag (SHA-256, hex); null where the browser has no digest (an insecure origin). */
export async function accountTag(identity: string | null): Promise<string | null> {
  if (!identity || typeof crypto === 'undefined' || !crypto.subtle) return null;
  try {
    const bytes = new TextEncoder().encode(`portal-account|${identity}`);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}
