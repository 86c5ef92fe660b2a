// The files of an application's materials as they are chosen and uploaded: each file checked (type by
// content, sizes, counts), uploaded when online (waiting while offline), retried, removed or replaced.
// The application form keeps them in its draft, the correction form in its own state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, isTooLarge } from '../../../shared/api/api-error';
import type { LockerDocument } from '../../../shared/api/contract';
import {
  MAX_APPLICATION_BYTES,
  MAX_FILES_PER_APPLICATION,
  MAX_FILES_PER_MATERIAL,
  MAX_MATERIAL_BYTES,
} from '../../../shared/apply/material-rules';
import { keepInLocker, lockerKey } from '../../../shared/locker/locker-api';
import { kindOfMaterial } from '../../../shared/locker/locker-rules';
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
  /** the materials whose new uploads are kept in 我的材料 too (同时保存到我的材料) */
  const [keepToo, setKeepToo] = useState<Record<string, boolean>>({});
  // read by the upload's answer, which may arrive after the box changed: the ref follows the setter
  const keepRef = useRef(keepToo);
  const running = useRef(new Map<string, AbortController>());
  const queryClient = useQueryClient();

  /** an uploaded file kept in the locker too: the row then says so, and submit copies it like a chosen one */
  const keep = useCallback(
    (material: string, localId: string, fileId: string, name: string) => {
      const docName = name.replace(/\.[^.]+$/, '').slice(0, 60) || name.slice(0, 60);
      keepInLocker({ fileId, kind: kindOfMaterial(material), name: docName, validUntil: undefined })
        .then((doc) => {
          void queryClient.invalidateQueries({ queryKey: lockerKey() });
          update((all) =>
            mapOne(all, material, (list) =>
              list.map((f) =>
                f.localId === localId ? { ...f, fromLocker: { documentId: doc.id, name: doc.name } } : f,
              ),
            ),
          );
        })
        .catch((error: unknown) =>
          setProblems((p) => ({
            ...p,
            [material]: [
              ...(p[material] ?? []),
              {
                key: 'locker.keepFailed',
                params: { name, reason: isApiError(error) && error.kind === 'code' ? error.message : '' },
              },
            ],
          })),
        );
    },
    [update, queryClient],
  );

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
          if (keepRef.current[material]) keep(material, file.localId, uploaded.fileId, file.name);
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
    [update, keep],
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

  /** a document from 我的材料 joins the material (once), as a file the server already holds */
  const choose = (material: string, doc: LockerDocument) => {
    const list = files?.[material] ?? [];
    if (list.some((f) => f.fromLocker?.documentId === doc.id)) return;
    const chosen = doc.files.map((file) => ({
      localId: crypto.randomUUID(),
      name: file.fileName,
      size: file.size,
      kind: file.kind,
      fileId: file.fileId,
      fromLocker: { documentId: doc.id, name: doc.name, ...(doc.validUntil ? { validUntil: doc.validUntil } : {}) },
    }));
    const refused: Refusal[] = [];
    if (list.length + chosen.length > MAX_FILES_PER_MATERIAL)
      refused.push({ key: 'apply.err.tooManyFiles', params: { max: MAX_FILES_PER_MATERIAL } });
    else if (all.length + chosen.length > MAX_FILES_PER_APPLICATION)
      refused.push({ key: 'apply.err.tooManyTotal', params: { max: MAX_FILES_PER_APPLICATION } });
    else if (all.reduce((s, f) => s + f.size, 0) + chosen.reduce((s, f) => s + f.size, 0) > MAX_APPLICATION_BYTES)
      refused.push({ key: 'apply.err.totalTooLarge', params: { max: MB(MAX_APPLICATION_BYTES) } });
    setProblems((p) => ({ ...p, [material]: refused }));
    if (refused.length === 0) update((f) => mapOne(f, material, (l) => [...l, ...chosen]));
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
    choose,
    keepToo,
    setKeepToo: (material: string, on: boolean) => {
      keepRef.current = { ...keepRef.current, [material]: on };
      setKeepToo(keepRef.current);
    },
  };
}
