// Device drafts belong to the account, not to the session: kept under a hash of the account's identity, found
// again by the same account's next login, never by another account (who is asked about them instead), adopted
// from the session scope older builds wrote, removed only on the person's own logout, and honest about where a
// save was kept when the device refuses it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear, createStore, entries, set } from 'idb-keyval';
import { accountScope } from '../../../src/shared/auth/account-scope';
import { accountIdentity, accountTag } from '../../../src/shared/auth/account-tag';
import { sessionStore } from '../../../src/shared/auth/session';
import {
  applicationDrafts,
  draftOwner,
  type ApplicationDraft,
} from '../../../src/shared/offline/application-drafts';

const raw = createStore('portal-application-drafts', 'drafts');
const CREDIT_CODE = '91350502MA2Y8K3L4Q';

const draft = (policyId: string, savedAt = 1000, description = '尚未写完的申报说明'): ApplicationDraft => ({
  policyId,
  policyName: `政策 ${policyId}`,
  requestId: `r-${policyId}-${savedAt}`,
  values: {
    contactName: '林建华',
    contactPhone: '13905955678',
    countyCode: '350502',
    address: '',
    description,
    promise: false,
  },
  files: {
    营业执照: [{ localId: 'l1', name: '营业执照.png', size: 3, kind: 'png', blob: new Blob(['png']) }],
  },
  savedAt,
});

async function tagOf(kind: 1 | 2, info: Parameters<typeof accountIdentity>[1]): Promise<string> {
  const tag = await accountTag(accountIdentity(kind, info));
  if (!tag) throw new Error('no tag');
  return tag;
}
const enterpriseTag = () => tagOf(2, { userName: '林建华', enterpriseCode: CREDIT_CODE });
const personTag = () =>
  tagOf(1, { userName: '陈志明', idCardMasked: '3505**********1234', phoneMasked: '138****1234' });

/** A login as the portal makes it: a new token, then the account's tag read with the user info. */
function login(token: string, kind: 1 | 2, tag: string | null) {
  sessionStore.clear();
  sessionStore.setLogin(token, kind);
  if (tag) sessionStore.setUserInfo({ userName: 'x' }, tag);
}

const storedKeys = async () => (await entries(raw)).map(([k]) => String(k)).sort();

beforeEach(async () => {
  await clear(raw);
  sessionStore.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the account tag', () => {
  it('is the same at every login of the account, differs between accounts, and names nobody', async () => {
    const tag = await enterpriseTag();
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(await enterpriseTag()).toBe(tag);
    expect(await personTag()).not.toBe(tag);
    expect(await tagOf(2, { userName: '林建华', enterpriseCode: '91350582MA31QW7E2D' })).not.toBe(tag);
    // the platform's own account id, when the backend sends one, is preferred
    expect(accountIdentity(2, { userName: 'x', enterpriseCode: CREDIT_CODE, accountId: 'u-1' })).toBe(
      'id:u-1',
    );
    // nothing stable to go by: no tag (the drafts stay with the session)
    expect(accountIdentity(1, { userName: '陈志明' })).toBeNull();
    expect(accountIdentity(2, { userName: '林建华' })).toBeNull();
  });
});

describe('application drafts on the device', () => {
  it('are kept under the account, not the session: the next login of the same account reopens them', async () => {
    const tag = await enterpriseTag();
    login('token-of-monday-0001', 2, tag);
    expect(await applicationDrafts.save(draft('p-0001'))).toBe('device');

    // the session ends without the person choosing to log out (platform logout, expiry, a lost session)
    sessionStore.clear();
    expect(await applicationDrafts.load('p-0001')).toBeNull();
    expect(await storedKeys()).toHaveLength(1);

    login('token-of-tuesday-0002', 2, tag);
    const reopened = await applicationDrafts.load('p-0001');
    expect(reopened?.values.description).toBe('尚未写完的申报说明');
    expect(reopened?.files.营业执照?.[0]?.blob).toBeInstanceOf(Blob);
    expect(await applicationDrafts.list()).toEqual([{ policyId: 'p-0001', policyName: '政策 p-0001' }]);

    // no identifier in plain text in the device's keys or records
    const stored = JSON.stringify(await entries(raw));
    expect(stored).not.toContain(CREDIT_CODE);
    expect(await storedKeys()).toEqual([`${tag}:p-0001`]);
  });

  it('another account never opens them, is asked about them once, and can keep or delete them', async () => {
    const owner = await enterpriseTag();
    const other = await personTag();
    login('token-of-the-owner-1', 2, owner);
    await applicationDrafts.save(draft('p-0001'));
    await applicationDrafts.save(draft('p-0002'));

    login('token-of-the-other-2', 1, other);
    expect(await applicationDrafts.load('p-0001')).toBeNull();
    expect(await applicationDrafts.list()).toEqual([]);
    const asked = await applicationDrafts.others(other);
    expect(asked.count).toBe(2);

    // kept for their account: not asked again, and still the owner's
    await applicationDrafts.keepOthers(other, asked.keys);
    expect((await applicationDrafts.others(other)).count).toBe(0);
    login('token-of-the-owner-3', 2, owner);
    expect((await applicationDrafts.others(owner)).count).toBe(0);
    expect((await applicationDrafts.load('p-0001'))?.values.description).toBe('尚未写完的申报说明');

    // the owner changes one: the other account is asked again about that one only
    await applicationDrafts.save(draft('p-0002', 2000, '又改了一次'));
    login('token-of-the-other-4', 1, other);
    const again = await applicationDrafts.others(other);
    expect(again.keys).toEqual([`${owner}:p-0002`]);

    // deleted: gone from the device, for the owner too
    await applicationDrafts.removeOthers(again.keys);
    login('token-of-the-owner-5', 2, owner);
    expect(await applicationDrafts.load('p-0002')).toBeNull();
    expect(await applicationDrafts.load('p-0001')).not.toBeNull();
  });

  it('adopts the drafts older builds kept under the session token once the account is known', async () => {
    const tag = await enterpriseTag();
    // as the previous build wrote them: keyed by the session token's scope, no owner in the record
    await set(`${accountScope('token-before-upgrade')}:p-0001`, draft('p-0001', 500), raw);
    await set(`${accountScope('an-older-session-token')}:p-0003`, draft('p-0003', 400), raw);
    // the same login, its account not read yet: it still finds its draft
    login('token-before-upgrade', 2, null);
    expect(draftOwner()).toBe(accountScope('token-before-upgrade'));
    expect((await applicationDrafts.load('p-0001'))?.savedAt).toBe(500);

    // the account is read: the draft becomes the account's and reopens at the next login
    sessionStore.setUserInfo({ userName: '林建华' }, tag);
    expect((await applicationDrafts.load('p-0001'))?.savedAt).toBe(500);
    expect(await storedKeys()).toContain(`${tag}:p-0001`);
    expect(await storedKeys()).not.toContain(`${accountScope('token-before-upgrade')}:p-0001`);
    login('a-later-token-000001', 2, tag);
    expect((await applicationDrafts.load('p-0001'))?.savedAt).toBe(500);
    // a draft of a session nobody can name any more is another account's: asked about, never opened
    expect((await applicationDrafts.others(tag)).count).toBe(1);
    expect(await applicationDrafts.load('p-0003')).toBeNull();
  });

  it('a logout the person chose removes their drafts only', async () => {
    const owner = await enterpriseTag();
    const other = await personTag();
    login('token-of-the-other-1', 1, other);
    await applicationDrafts.save(draft('p-0005'));
    login('token-of-the-owner-2', 2, owner);
    await applicationDrafts.save(draft('p-0001'));
    await applicationDrafts.removeOwn();
    expect(await storedKeys()).toEqual([`${other}:p-0005`]);
  });

  it('reads an unreadable record as no draft and removes it', async () => {
    const tag = await enterpriseTag();
    login('token-of-the-owner-1', 2, tag);
    await set(`${tag}:p-0001`, { policyId: 'p-0001', values: 'not a form' }, raw);
    expect(await applicationDrafts.load('p-0001')).toBeNull();
    expect(await applicationDrafts.list()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it('says where a save was kept: nowhere when the device is full or refuses', async () => {
    const tag = await enterpriseTag();
    login('token-of-the-owner-1', 2, tag);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    put.mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await applicationDrafts.save(draft('p-0001'))).toBe('full');
    put.mockImplementationOnce(() => {
      throw new DOMException('The operation failed for reasons unrelated to the database.', 'UnknownError');
    });
    expect(await applicationDrafts.save(draft('p-0001'))).toBe('refused');
    expect(await applicationDrafts.load('p-0001')).toBeNull();
    // not logged in: nowhere to keep it
    sessionStore.clear();
    expect(await applicationDrafts.save(draft('p-0001'))).toBe('refused');
    expect(await storedKeys()).toEqual([]);
  });
});
