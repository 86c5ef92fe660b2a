// The files of an application's materials as they are chosen and uploaded: each file checked (type by
// content, sizes, counts), uploaded when online (waiting while offline), retried, removed or replaced.
// The application form keeps them in its draft, the correction form in its own state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isTooLarge } from '../../../shared/api/api-error';
import { MAX_MATERIAL_BYTES } from '../../../shared/apply/material-rules';
import type { DraftFile } from '../../../shared/offline/application-drafts';
import { uploadMaterial } from '../api/apply-api';
import { intakeFiles, MB, type Refusal } from './file-intake';

export type UploadState =
  { kind: 'uploading'; progress: number } | { kind: 'failed'; message: string | null } | { kind: 'waiting' };

export type MaterialFileMap = Record<string, DraftFile[]>;
type FilesUpdate = (update: (files: MaterialFileMap) => MaterialFileMap) => void;

const mapOne = (files: MaterialFileMap, material: string, fn: (list: DraftFile[]) => DraftFile[]) => ({
  ...files,
  [material]: fn(files[material] ?? []),
});

export function useMaterialFiles(files: MaterialFileMap | null, update: FilesUpdate, online: boolean) {
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const [problems, setProblems] = useState<Record<string, Refusal[]>>({});
  const running = useRef(new Map<string, AbortController>());

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
      const progress = (loaded: number, total: number) =>
        setUpload(file.localId, { kind: 'uploading', progress: total ? loaded / total : 0 });
      uploadMaterial(file.blob, file.name, progress, controller.signal)
        .then((uploaded) => {
          update((all) =>
            mapOne(all, material, (list) =>
              list.map((f) =>
                f.localId === file.localId ? { ...f, fileId: uploaded.fileId, blob: undefined } : f,
              ),
            ),
          );
          setUpload(file.localId, null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (isTooLarge(error)) {
            // too large for the server (or a proxy before it): refused as the form refuses such a file
            // itself, with its size message; no retry, which could never succeed
            setUpload(file.localId, null);
            update((all) => mapOne(all, material, (list) => list.filter((f) => f.localId !== file.localId)));
            setProblems((p) => ({
              ...p,
              [material]: [
                ...(p[material] ?? []),
                { key: 'apply.file.tooLarge', params: { name: file.name, max: MB(MAX_MATERIAL_BYTES) } },
              ],
            }));
            return;
          }
          const transient = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
          const message = isApiError(error) && error.kind === 'code' ? error.message : null;
          setUpload(
            file.localId,
            transient && !navigator.onLine ? { kind: 'waiting' } : { kind: 'failed', message },
          );
        })
        .finally(() => running.current.delete(file.localId));
    },
    [update],
  );

  // online: every file not yet on the server goes up (again after a reconnection); offline: they wait
  useEffect(() => {
    if (!files || !online) return;
    for (const [material, list] of Object.entries(files))
      for (const f of list) {
        const state = uploads[f.localId];
        if (!f.fileId && !running.current.has(f.localId) && (!state || state.kind === 'waiting'))
          startUpload(material, f);
      }
  }, [files, online, uploads, startUpload]);

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  const all = Object.values(files ?? {}).flat();

  /** chosen files join the material as far as the rules allow; each refused one is said why */
  const add = async (material: string, chosen: File[]) => {
    const { accepted, refused } = await intakeFiles(chosen, (files?.[material] ?? []).length, {
      count: all.length,
      bytes: all.reduce((s, f) => s + f.size, 0),
    });
    setProblems((p) => ({ ...p, [material]: refused }));
    if (accepted.length > 0) update((f) => mapOne(f, material, (list) => [...list, ...accepted]));
  };

  const remove = (material: string, localId: string) => {
    running.current.get(localId)?.abort();
    running.current.delete(localId);
    setUpload(localId, null);
    update((f) => mapOne(f, material, (list) => list.filter((x) => x.localId !== localId)));
  };

  /** the new file takes the old one's place once it passes the rules; a refused one leaves the old */
  const replace = async (material: string, localId: string, file: File) => {
    const old = files?.[material]?.find((f) => f.localId === localId);
    const { accepted, refused } = await intakeFiles([file], 0, {
      count: all.length - 1,
      bytes: all.reduce((s, f) => s + f.size, 0) - (old?.size ?? 0),
    });
    setProblems((p) => ({ ...p, [material]: refused }));
    const [next] = accepted;
    if (!next) return;
    running.current.get(localId)?.abort();
    setUpload(localId, null);
    update((f) => mapOne(f, material, (list) => list.map((x) => (x.localId === localId ? next : x))));
  };

  const retry = (material: string, localId: string) => {
    setUpload(localId, null);
    const file = files?.[material]?.find((f) => f.localId === localId);
    if (file && online) startUpload(material, file);
  };

  // a file not on the server and not being sent is waiting for the connection
  const view: Record<string, UploadState> = {};
  for (const f of all)
    if (!f.fileId)
      view[f.localId] =
        uploads[f.localId] ?? (online ? { kind: 'uploading', progress: 0 } : { kind: 'waiting' });

  return {
    uploads: view,
    problems,
    allUploaded: all.every((f) => f.fileId),
    failed: (material: string) =>
      (files?.[material] ?? []).some((f) => !f.fileId && view[f.localId]?.kind === 'failed'),
    add,
    remove,
    replace,
    retry,
  };
}
