// The application being written: its values and files, saved to the device as they change, uploaded
// when online (waiting while offline), and each file's upload state for the form to show.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import type { ApplyContext } from '../../../shared/api/contract';
import {
  applicationDrafts,
  type ApplicationDraft,
  type DraftFile,
} from '../../../shared/offline/application-drafts';
import { useOnline } from '../../../shared/offline/online-status';
import { uploadMaterial } from '../api/apply-api';

export type UploadState =
  { kind: 'uploading'; progress: number } | { kind: 'failed'; message: string | null } | { kind: 'waiting' };

const SAVE_DELAY_MS = 300;

function newDraft(policyId: string, prefill: ApplyContext['prefill'] | undefined): ApplicationDraft {
  return {
    policyId,
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

export function useApplicationDraft(policyId: string, prefill: ApplyContext['prefill'] | undefined) {
  const online = useOnline();
  const [draft, setDraft] = useState<ApplicationDraft | null>(null);
  const [restored, setRestored] = useState(false);
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const running = useRef(new Map<string, AbortController>());

  // open: the device's draft, or a new one from the account's data
  useEffect(() => {
    let live = true;
    void applicationDrafts.load(policyId).then((stored) => {
      if (!live) return;
      setRestored(stored !== null);
      setDraft(stored ?? newDraft(policyId, prefill));
    });
    return () => {
      live = false;
    };
    // the prefill only seeds a new draft; it must not replace one being written
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [policyId]);

  // save as the applicant types and uploads
  useEffect(() => {
    if (!draft || draft.savedAt === -1) return;
    const timer = setTimeout(() => {
      void applicationDrafts.save({ ...draft, savedAt: Date.now() }).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const patchFile = useCallback((material: string, localId: string, patch: Partial<DraftFile>) => {
    setDraft((d) =>
      d
        ? {
            ...d,
            files: {
              ...d.files,
              [material]: (d.files[material] ?? []).map((f) =>
                f.localId === localId ? { ...f, ...patch } : f,
              ),
            },
          }
        : d,
    );
  }, []);

  const setUpload = (localId: string, state: UploadState | null) =>
    setUploads((u) => {
      const next = { ...u };
      if (state) next[localId] = state;
      else delete next[localId];
      return next;
    });

  const startUpload = useCallback(
    (material: string, file: DraftFile) => {
      if (!file.blob || file.fileId || running.current.has(file.localId)) return;
      const controller = new AbortController();
      running.current.set(file.localId, controller);
      setUpload(file.localId, { kind: 'uploading', progress: 0 });
      uploadMaterial(
        file.blob,
        file.name,
        (loaded, total) =>
          setUpload(file.localId, { kind: 'uploading', progress: total ? loaded / total : 0 }),
        controller.signal,
      )
        .then((uploaded) => {
          patchFile(material, file.localId, { fileId: uploaded.fileId, blob: undefined });
          setUpload(file.localId, null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const transient = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
          setUpload(
            file.localId,
            transient && !navigator.onLine
              ? { kind: 'waiting' }
              : {
                  kind: 'failed',
                  message: isApiError(error) && error.kind === 'code' ? error.message : null,
                },
          );
        })
        .finally(() => running.current.delete(file.localId));
    },
    [patchFile],
  );

  // online: every file not yet on the server goes up (again after a reconnection); offline: they wait
  useEffect(() => {
    if (!draft) return;
    for (const [material, files] of Object.entries(draft.files))
      for (const f of files) {
        if (f.fileId || running.current.has(f.localId)) continue;
        const state = uploads[f.localId];
        if (online && (!state || state.kind === 'waiting')) startUpload(material, f);
      }
  }, [draft, online, uploads, startUpload]);

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  const setValues = (patch: Partial<ApplicationDraft['values']>) =>
    setDraft((d) => (d ? { ...d, values: { ...d.values, ...patch } } : d));

  const addFiles = (material: string, files: DraftFile[]) =>
    setDraft((d) =>
      d ? { ...d, files: { ...d.files, [material]: [...(d.files[material] ?? []), ...files] } } : d,
    );

  const removeFile = (material: string, localId: string) => {
    running.current.get(localId)?.abort();
    running.current.delete(localId);
    setUpload(localId, null);
    setDraft((d) =>
      d
        ? {
            ...d,
            files: { ...d.files, [material]: (d.files[material] ?? []).filter((f) => f.localId !== localId) },
          }
        : d,
    );
  };

  const replaceFile = (material: string, localId: string, file: DraftFile) => {
    removeFile(material, localId);
    addFiles(material, [file]);
  };

  const retry = (material: string, localId: string) => {
    setUpload(localId, null);
    const file = draft?.files[material]?.find((f) => f.localId === localId);
    if (file && online) startUpload(material, file);
  };

  /** after the application is sent: the draft leaves the device and is not saved again */
  const discard = async () => {
    setDraft((d) => (d ? { ...d, savedAt: -1 } : d));
    await applicationDrafts.remove(policyId).catch(() => undefined);
  };

  // a file not on the server and not being sent is waiting for the connection
  const view: Record<string, UploadState> = {};
  for (const f of Object.values(draft?.files ?? {}).flat())
    if (!f.fileId)
      view[f.localId] =
        uploads[f.localId] ?? (online ? { kind: 'uploading', progress: 0 } : { kind: 'waiting' });

  return {
    draft,
    restored,
    uploads: view,
    online,
    setValues,
    addFiles,
    removeFile,
    replaceFile,
    retry,
    discard,
  };
}
