// One applicant's applications: who applies (context), materials, submit, correction and the detail.
import type {
  ApplicationCorrection,
  ApplicationFile,
  ApplicationSubmission,
  DraftSave,
} from '../../../shared/api/contract';
import {
  applicationFileSchema,
  applyDetailSchema,
  serverDraftSchema,
} from '../../../shared/api/schemas/apply';
import { applyRecordSchema } from '../../../shared/api/schemas/user-centre';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import type { UploadProgress } from '../../../shared/api/upload-progress';
import { userQuery } from '../../../shared/api/scoped-query';
import { userKey } from '../../../shared/auth/account-scope';
import { applyContextQuery } from './apply-context-query';

export { fetchApplyContext } from './apply-context-query';

export const fetchApplyDetail = (id: string, signal?: AbortSignal) =>
  request(paths.myApplyDetail(id), { signal }, applyDetailSchema);

export function uploadMaterial(
  file: Blob,
  fileName: string,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<ApplicationFile> {
  const form = new FormData();
  form.append('file', file, fileName);
  return request(
    paths.applyFileUpload,
    { form, signal, ...(onProgress ? { onUploadProgress: onProgress } : {}) },
    applicationFileSchema,
  );
}

export const submitApplication = (body: ApplicationSubmission) =>
  request(paths.applySubmit, { method: 'POST', body }, applyRecordSchema);

export const resubmitApplication = (body: ApplicationCorrection) =>
  request(paths.applyResubmit, { method: 'POST', body }, applyRecordSchema);

export const fetchServerDraft = (policyId: string, signal?: AbortSignal) =>
  request(paths.applyDraft(policyId), { signal }, serverDraftSchema);

export const saveServerDraft = (policyId: string, body: DraftSave) =>
  request(paths.applyDraft(policyId), { method: 'POST', body }, serverDraftSchema);

export const deleteServerDraft = (policyId: string) =>
  request(paths.applyDraft(policyId), { method: 'DELETE' }, serverDraftSchema);

export const downloadMaterial = async (file: ApplicationFile) => {
  const { downloadFile } = await import('../../../shared/api/download');
  await downloadFile(file.url, file.fileName);
};

export const applyQueries = {
  // the key carries the account like every user-scoped key
  detail: (id: string) =>
    userQuery([...userKey('apply'), 'detail', id], (signal) => fetchApplyDetail(id, signal)),
  context: applyContextQuery,
};
