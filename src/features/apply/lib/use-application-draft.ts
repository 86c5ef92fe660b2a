// The application being written (暂存, docs/product.md): saved on the device as it changes (files
// included) and on the server when online; reopened from the newer of the two, saying which; and saying
// honestly where the latest change is kept when the device cannot store it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplyContext } from '../../../shared/api/contract';
import {
  applicationDrafts,
  draftOwner,
  type ApplicationDraft,
  type DeviceSave,
} from '../../../shared/offline/application-drafts';
import { useOnline } from '../../../shared/offline/online-status';
import { deleteServerDraft, fetchServerDraft, saveServerDraft } from '../api/apply-api';
import { chooseDraft, type DraftSource } from './draft-choice';
import { useMaterialFiles, type MaterialFileMap } from './use-material-files';

export type { UploadState } from './use-material-files';

const DEVICE_SAVE_MS = 300;
const SERVER_SAVE_MS = 1200;

function newDraft(
  policy: { id: string; name?: string },
  prefill: ApplyContext['prefill'] | undefined,
): ApplicationDraft {
  return {
    policyId: policy.id,
    policyName: policy.name,
    requestId: crypto.randomUUID(),
    values: {
      contactName: prefill?.contactName ?? '',
      contactPhone: prefill?.contactPhone ?? '',
      countyCode: prefill?.countyCode ?? '',
      address: prefill?.address ?? '',
      description: '',
      promise: false,
    },
    files: {},
    savedAt: 0,
  };
}

/** The draft as the server keeps it: the values and the files it has already. */
const forServer = (d: ApplicationDraft) => ({
  requestId: d.requestId,
  values: d.values,
  materials: Object.entries(d.files).map(([material, files]) => ({
    material,
    fileIds: files.flatMap((f) => (f.fileId ? [f.fileId] : [])),
  })),
  changedAt: d.savedAt,
});

export function useApplicationDraft(
  policy: { id: string; name?: string },
  prefill: ApplyContext['prefill'] | undefined,
) {
  const online = useOnline();
  const [draft, setDraft] = useState<ApplicationDraft | null>(null);
  const [restored, setRestored] = useState<{ source: DraftSource; at: number } | null>(null);
  const [saved, setSaved] = useState<{ where: DraftSource; at: number } | null>(null);
  /** the device's last answer to a save: kept there, only in this page, or nowhere (full, refused) */
  const [device, setDevice] = useState<{ kept: DeviceSave; at: number } | null>(null);
  const onServer = useRef(0);
  /** when the account's copy on the server was last saved (null: it holds none) */
  const [serverAt, setServerAt] = useState<number | null>(null);
  // the account the draft was opened for: a save that lands just after the session ended is still theirs
  const owner = useRef<string | null>(null);
  const policyId = policy.id;

  // open: the newer of the device's and the server's draft, or a new one from the account's data
  useEffect(() => {
    let live = true;
    owner.current = draftOwner();
    const fromServer = navigator.onLine
      ? fetchServerDraft(policyId).catch(() => null)
      : Promise.resolve(null);
    void Promise.all([applicationDrafts.load(policyId, owner.current), fromServer]).then(
      ([device, server]) => {
        if (!live) return;
        const chosen = chooseDraft(device, server);
        onServer.current = server?.changedAt ?? 0;
        setServerAt(server?.changedAt ?? null);
        setRestored(chosen ? { source: chosen.source, at: chosen.draft.savedAt } : null);
        // the policy's name goes with the draft: logout names the drafts it would remove
        setDraft(chosen ? { ...chosen.draft, policyName: policy.name } : newDraft(policy, prefill));
      },
    );
    return () => {
      live = false;
    };
    // the prefill only seeds a new draft; it must not replace one being written
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [policyId]);

  /** every change is stamped: the stamp decides which draft is newer */
  const change = useCallback(
    (fn: (d: ApplicationDraft) => ApplicationDraft) =>
      setDraft((d) => (d && d.savedAt !== -1 ? { ...fn(d), savedAt: Date.now() } : d)),
    [],
  );

  // on the device a moment after each change (files included)
  useEffect(() => {
    if (!draft || draft.savedAt <= 0) return;
    const timer = setTimeout(() => {
      void applicationDrafts.save(draft, owner.current).then((kept) => {
        setDevice({ kept, at: draft.savedAt });
        if (kept === 'device')
          setSaved((s) =>
            s?.where === 'server' && s.at >= draft.savedAt ? s : { where: 'device', at: draft.savedAt },
          );
      });
    }, DEVICE_SAVE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  // on the server when online, a little later (typing runs together); again after a reconnection
  useEffect(() => {
    if (!draft || draft.savedAt <= onServer.current || !online) return;
    const timer = setTimeout(() => {
      const stamp = draft.savedAt;
      void saveServerDraft(policyId, forServer(draft))
        .then(() => {
          onServer.current = Math.max(onServer.current, stamp);
          setServerAt(onServer.current);
          setSaved({ where: 'server', at: stamp });
        })
        .catch(() => undefined);
    }, SERVER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, online, policyId]);

  const updateFiles = useCallback(
    (update: (files: MaterialFileMap) => MaterialFileMap) =>
      change((d) => ({ ...d, files: update(d.files) })),
    [change],
  );
  const materials = useMaterialFiles(draft?.files ?? null, updateFiles, online);

  const setValues = (patch: Partial<ApplicationDraft['values']>) =>
    change((d) => ({ ...d, values: { ...d.values, ...patch } }));

  /** after the application is sent: the draft leaves the device and the server, and is not saved again */
  const discard = async () => {
    setDraft((d) => (d ? { ...d, savedAt: -1 } : d));
    await Promise.allSettled([
      applicationDrafts.remove(policyId, owner.current),
      deleteServerDraft(policyId),
    ]);
  };

  return { draft, restored, saved, device, serverAt, online, materials, setValues, discard };
}
