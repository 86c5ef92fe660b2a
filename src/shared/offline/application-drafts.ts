// Application drafts on this device (IndexedDB, files included), per account and policy: the form is reopened
// where it was left, offline too. A draft belongs to the account, not to the session (docs/product.md, 暂存):
// only a logout the person chose removes it (after asking); an ended session (platform logout, expiry, a
// restarted server) leaves it for that account's next login, and another account never opens it.
import { storedDraftSchema, type ApplicationDraft, type StoredDraft } from '../api/schemas/apply';
import { accountScope } from '../auth/account-scope';
import { sessionStore, type Session } from '../auth/session';
import { deviceStorage } from '../storage/device-db';
import { defineDeviceStore } from '../storage/device-store';

export type { ApplicationDraft, DraftFile } from '../api/schemas/apply';

/** keyed `<owner>:<policyId>`: a draft kept under another policy's key is damaged */
const store = defineDeviceStore({
  db: 'portal-application-drafts',
  store: 'drafts',
  name: 'application-drafts',
  schema: storedDraftSchema,
  belongs: (draft, key) => key.endsWith(`:${draft.policyId}`),
});

/**
 * Whose drafts a session writes and reads: the account's tag once known (shared/auth/account-tag.ts), else
 * the session's own scope (a login whose account has not been read yet, or names no stable identity).
 */
export function draftOwner(session: Session = sessionStore.get()): string | null {
  return session.account ?? (session.token ? accountScope(session.token) : null);
}

const keyOf = (owner: string, policyId: string) => `${owner}:${policyId}`;
const ownerOfKey = (key: string) => key.slice(0, key.lastIndexOf(':'));

/** Where a draft was kept: on the device, only in this page (the device refuses), or nowhere. */
export type DeviceSave = 'device' | 'memory' | 'full' | 'refused';

/** Every readable draft with its key; unreadable ones are removed and counted (store health). */
const allDrafts = async (): Promise<[string, StoredDraft][]> => (await store.entries()).entries;

const withoutStorageFields = ({ owner: _owner, keptBy: _kept, ...draft }: StoredDraft): ApplicationDraft =>
  draft;

function failureOf(error: unknown): DeviceSave {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'QuotaExceededError' ? 'full' : 'refused';
}

/** Drafts of other accounts this account has not been asked about yet (another login on the device). */
export interface OtherDrafts {
  count: number;
  keys: string[];
}

export const applicationDrafts = {
  async load(policyId: string, owner = draftOwner()): Promise<ApplicationDraft | null> {
    if (!owner) return null;
    try {
      await applicationDrafts.adopt().catch(() => undefined);
      const draft = await store.get(keyOf(owner, policyId));
      return draft ? withoutStorageFields(draft) : null;
    } catch {
      return null;
    }
  },
  /** Keeps the draft for `owner`; says where it was kept (never throws). */
  async save(draft: ApplicationDraft, owner = draftOwner()): Promise<DeviceSave> {
    if (!owner) return 'refused';
    try {
      const stored: StoredDraft = { ...draft, owner, keptBy: [] };
      await store.set(keyOf(owner, draft.policyId), stored);
      return (await deviceStorage()) === 'memory' ? 'memory' : 'device';
    } catch (error) {
      return failureOf(error);
    }
  },
  async remove(policyId: string, owner = draftOwner()): Promise<void> {
    if (owner) await store.del(keyOf(owner, policyId));
  },
  /** this account's drafts on the device (logout asks first when there are some) */
  async list(owner = draftOwner()): Promise<{ policyId: string; policyName: string }[]> {
    if (!owner) return [];
    try {
      await applicationDrafts.adopt().catch(() => undefined);
      return (await allDrafts())
        .filter(([key]) => ownerOfKey(key) === owner)
        .map(([, d]) => ({ policyId: d.policyId, policyName: d.policyName ?? d.policyId }));
    } catch {
      return [];
    }
  },
  /** A logout the person chose (and was asked about): their drafts leave the device, nobody else's. */
  async removeOwn(session: Session = sessionStore.get()): Promise<void> {
    const mine = new Set([session.account, session.token && accountScope(session.token)]);
    const keys = (await allDrafts()).flatMap(([key]) => (mine.has(ownerOfKey(key)) ? [key] : []));
    await store.delMany(keys);
  },

  /**
   * A login whose account is now known: drafts written under this session's own scope (before the account
   * was read, or before drafts belonged to accounts) become the account's. The newer one wins a clash.
   */
  async adopt(session: Session = sessionStore.get()): Promise<void> {
    if (!session.account || !session.token) return;
    const scope = accountScope(session.token);
    const all = await allDrafts();
    const byKey = new Map(all);
    for (const [key, draft] of all) {
      if (ownerOfKey(key) !== scope) continue;
      const target = keyOf(session.account, draft.policyId);
      const existing = byKey.get(target);
      if (!existing || existing.savedAt < draft.savedAt)
        await store.set(target, { ...draft, owner: session.account, keptBy: [] });
      await store.del(key);
    }
  },
  /** Drafts on the device that belong to other accounts and that `owner` has not been asked about. */
  async others(owner: string): Promise<OtherDrafts> {
    const keys = (await allDrafts()).flatMap(([key, d]) =>
      ownerOfKey(key) !== owner && !d.keptBy.includes(owner) ? [key] : [],
    );
    return { count: keys.length, keys };
  },
  /** `owner` chose to keep other accounts' drafts for them: not asked again about these. */
  async keepOthers(owner: string, keys: readonly string[]): Promise<void> {
    const all = new Map(await allDrafts());
    for (const key of keys) {
      const draft = all.get(key);
      if (draft && !draft.keptBy.includes(owner))
        await store.set(key, { ...draft, keptBy: [...draft.keptBy, owner] });
    }
  },
  /** `owner` chose to delete other accounts' drafts from this device. */
  removeOthers: (keys: readonly string[]) => store.delMany(keys),
  store,
};
