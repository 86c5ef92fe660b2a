// 我的材料's calls and its one query, shared by the user centre (the locker screen) and the application form
// (the slot picker). The list is the account's (user-scoped key, removed at logout); its device copy lets it
// read offline, and the files this device opened or uploaded open offline too.
import { isApiError } from '../api/api-error';
import { request } from '../api/http';
import { lockerPaths } from '../api/locker-paths';
import { list, parseWith, unknownValue } from '../api/schema';
import {
  lockerDocumentSchema,
  lockerListSchema,
  type LockerDocument,
  type LockerKeep,
  type LockerKind,
  type LockerList,
} from '../api/schemas/locker';
import { accountScope, userKey } from '../auth/account-scope';
import { userQuery } from '../api/scoped-query';
import { lockerDevice } from './locker-device';

/** what the list query answers: the list, and whether it is the device copy (the server could not be reached) */
export interface LockerView extends LockerList {
  fromDevice: boolean;
}

export const lockerKey = () => userKey('locker');

async function fetchLocker(signal?: AbortSignal): Promise<LockerView> {
  const account = accountScope();
  try {
    const fresh = await request(lockerPaths.list, { signal }, lockerListSchema);
    void lockerDevice.writeList(account, fresh);
    return { ...fresh, fromDevice: false };
  } catch (error) {
    // offline or unreachable: the copy this device kept, read through the same schema
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
      const kept = await lockerDevice.readList(account);
      if (kept !== undefined) {
        try {
          return { ...parseWith(lockerListSchema, kept, 'restored'), fromDevice: true };
        } catch {
          // a damaged copy is as good as none
        }
      }
    }
    throw error;
  }
}

export const lockerQuery = () => userQuery(lockerKey(), fetchLocker, { retryOnMount: false });

export interface NewDocument {
  kind: LockerKind;
  name: string;
  validUntil: string | undefined;
  file: File;
}

const keepUploaded = (doc: LockerDocument, file: Blob) => {
  const id = doc.files[0]?.fileId;
  if (id) void lockerDevice.keepFile(accountScope(), id, file);
  return doc;
};

export function addDocument(input: NewDocument): Promise<LockerDocument> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('name', input.name);
  if (input.validUntil) form.append('validUntil', input.validUntil);
  form.append('file', input.file, input.file.name);
  return request(lockerPaths.upload, { form }, lockerDocumentSchema).then((d) => keepUploaded(d, input.file));
}

export function replaceDocument(documentId: string, file: File): Promise<LockerDocument> {
  const form = new FormData();
  form.append('documentId', documentId);
  form.append('file', file, file.name);
  return request(lockerPaths.replace, { form }, lockerDocumentSchema).then((d) => keepUploaded(d, file));
}

export const renameDocument = (documentId: string, name: string) =>
  request(lockerPaths.rename, { body: { documentId, name } }, lockerDocumentSchema);

export const removeDocument = (documentId: string) =>
  request(lockerPaths.remove, { body: { documentId } }, unknownValue);

export const keepInLocker = (body: LockerKeep) => request(lockerPaths.keep, { body }, lockerDocumentSchema);

export const fetchLicences = () => request(lockerPaths.licence, { body: {} }, list(lockerDocumentSchema));

/** A document's file: the copy this device holds, else from the server (then kept for offline opening). */
export async function lockerFileBlob(file: { fileId: string; url: string }): Promise<Blob> {
  const account = accountScope();
  const held = await lockerDevice.readFile(account, file.fileId);
  if (held) return held;
  const blob = await request<Blob>(file.url, { blob: true });
  void lockerDevice.keepFile(account, file.fileId, blob);
  return blob;
}

export async function openLockerFile(file: { fileId: string; url: string; fileName: string }): Promise<void> {
  const [{ saveBlob }, blob] = await Promise.all([import('../api/download'), lockerFileBlob(file)]);
  saveBlob(blob, file.fileName);
}
