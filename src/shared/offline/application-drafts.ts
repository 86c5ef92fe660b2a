// Application drafts on this device (IndexedDB, files included), per account and policy: the form is
// reopened where it was left, offline too. A draft is the user's data: logout removes them all.
import { clear, del, get, getMany, keys, set, type UseStore } from 'idb-keyval';
import type { ContentKind } from '../apply/material-rules';
import { accountScope } from '../auth/account-scope';
import { deviceStore } from '../storage/device-db';

export interface DraftFile {
  localId: string;
  name: string;
  size: number;
  kind: ContentKind;
  /** the file itself until the server has it */
  blob?: Blob;
  /** the server's id once uploaded */
  fileId?: string;
}

export interface ApplicationDraft {
  policyId: string;
  /** for the question logout asks when drafts are unsent */
  policyName?: string | undefined;
  /** one id per application attempt: a submit sent again is answered with the first application */
  requestId: string;
  values: {
    contactName: string;
    contactPhone: string;
    countyCode: string;
    address: string;
    description: string;
    promise: boolean;
  };
  files: Record<string, DraftFile[]>;
  /** when the applicant last changed it (ms); the newer of device and server draft reopens */
  savedAt: number;
}

let store: UseStore | null = null;
const draftStore = () => (store ??= deviceStore('portal-application-drafts', 'drafts'));
const keyOf = (policyId: string) => `${accountScope()}:${policyId}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A stored draft read back defensively: anything malformed reads as no draft. */
function parseDraft(value: unknown, policyId: string): ApplicationDraft | null {
  if (!isRecord(value) || value.policyId !== policyId || typeof value.requestId !== 'string') return null;
  if (!isRecord(value.values) || !isRecord(value.files)) return null;
  return value as unknown as ApplicationDraft;
}

export const applicationDrafts = {
  async load(policyId: string): Promise<ApplicationDraft | null> {
    try {
      return parseDraft(await get<unknown>(keyOf(policyId), draftStore()), policyId);
    } catch {
      return null;
    }
  },
  async save(draft: ApplicationDraft): Promise<void> {
    await set(keyOf(draft.policyId), draft, draftStore());
  },
  async remove(policyId: string): Promise<void> {
    await del(keyOf(policyId), draftStore());
  },
  /** this account's drafts on the device (logout asks first when there are some) */
  async list(): Promise<{ policyId: string; policyName: string }[]> {
    try {
      const prefix = `${accountScope()}:`;
      const mine = (await keys(draftStore())).map(String).filter((k) => k.startsWith(prefix));
      const drafts = await getMany<unknown>(mine, draftStore());
      return drafts.flatMap((d, i) => {
        const draft = parseDraft(d, mine[i]!.slice(prefix.length));
        return draft ? [{ policyId: draft.policyId, policyName: draft.policyName ?? draft.policyId }] : [];
      });
    } catch {
      return [];
    }
  },
  clear: () => clear(draftStore()),
};
