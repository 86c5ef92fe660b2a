// One applicant's applications: who applies (context), materials, submit, correction and the detail.
import {
  arr,
  bool,
  num,
  obj,
  oneOf,
  optional,
  str,
  withDefault,
  type Parser,
} from '../../../shared/api/parse';
import {
  APPLY_STATUSES,
  type ApplicationCorrection,
  type ApplicationFile,
  type ApplicationSubmission,
  type ApplyContext,
  type ApplyDetail,
  type ApplyRecord,
  type DraftSave,
  type ServerDraft,
} from '../../../shared/api/contract';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import type { UploadProgress } from '../../../shared/api/upload-progress';
import { userQuery } from '../../../shared/api/scoped-query';
import { policyContextKey, userKey } from '../../../shared/auth/account-scope';
import { parseProfile } from '../../../shared/eligibility/parse-eligibility';

const applyStatus = oneOf<ApplyRecord['status']>(...APPLY_STATUSES);

const recordShape = {
  id: str,
  policyId: str,
  policyName: str,
  applyTime: str,
  status: applyStatus,
  rewardMoney: withDefault(num, 0),
  reason: optional(str),
};

export const parseApplyRecord: Parser<ApplyRecord> = obj(recordShape);

export const parseApplicationFile: Parser<ApplicationFile> = obj({
  fileId: str,
  fileName: str,
  size: withDefault(num, 0),
  kind: oneOf('png', 'jpg', 'gif', 'webp', 'pdf', 'ole', 'zip'),
  url: withDefault(str, ''),
});

const parseEvent = obj({
  status: applyStatus,
  time: str,
  remark: withDefault(str, ''),
  correction: optional(obj({ note: withDefault(str, ''), replaced: withDefault(arr(str), []) })),
});

const parseFormValues = {
  contactName: withDefault(str, ''),
  contactPhone: withDefault(str, ''),
  countyCode: withDefault(str, ''),
  address: withDefault(str, ''),
  description: withDefault(str, ''),
};

const parseMaterialFiles = arr(obj({ material: str, files: arr(parseApplicationFile) }));

const parseServerDraft: Parser<ServerDraft | null> = (v, at) =>
  v === null || v === undefined
    ? null
    : obj({
        policyId: str,
        requestId: str,
        values: obj({ ...parseFormValues, promise: withDefault(bool, false) }),
        files: withDefault(parseMaterialFiles, []),
        changedAt: num,
      })(v, at);

export const parseApplyDetail: Parser<ApplyDetail> = obj({
  ...recordShape,
  applicantName: withDefault(str, ''),
  materials: withDefault(arr(str), []),
  progress: withDefault(arr(obj({ time: str, node: str, remark: withDefault(str, '') })), []),
  history: withDefault(arr(parseEvent), []),
  files: withDefault(parseMaterialFiles, []),
  form: optional(obj(parseFormValues)),
  reason: optional(str),
});

const parseContext: Parser<ApplyContext> = obj({
  profile: parseProfile,
  existing: (v, at) => (v === null || v === undefined ? null : parseApplyRecord(v, at)),
  received: (v, at) => (v === null || v === undefined ? null : obj({ receiveTime: str })(v, at)),
  prefill: obj({
    applicantName: withDefault(str, ''),
    creditCode: withDefault(str, ''),
    contactName: withDefault(str, ''),
    contactPhone: withDefault(str, ''),
    countyCode: withDefault(str, ''),
    address: withDefault(str, ''),
  }),
});

export const fetchApplyDetail = (id: string, signal?: AbortSignal) =>
  request(paths.myApplyDetail(id), { signal }, parseApplyDetail);

export const fetchApplyContext = (policyId: string, signal?: AbortSignal) =>
  request(paths.applyContext(policyId), { signal }, parseContext);

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
    parseApplicationFile,
  );
}

export const submitApplication = (body: ApplicationSubmission) =>
  request(paths.applySubmit, { method: 'POST', body }, parseApplyRecord);

export const resubmitApplication = (body: ApplicationCorrection) =>
  request(paths.applyResubmit, { method: 'POST', body }, parseApplyRecord);

export const fetchServerDraft = (policyId: string, signal?: AbortSignal) =>
  request(paths.applyDraft(policyId), { signal }, parseServerDraft);

export const saveServerDraft = (policyId: string, body: DraftSave) =>
  request(paths.applyDraft(policyId), { method: 'POST', body }, parseServerDraft);

export const deleteServerDraft = (policyId: string) =>
  request(paths.applyDraft(policyId), { method: 'DELETE' }, parseServerDraft);

export const downloadMaterial = async (file: ApplicationFile) => {
  const { downloadFile } = await import('../../../shared/api/download');
  await downloadFile(file.url, file.fileName);
};

export const applyQueries = {
  // the key carries the account like every user-scoped key
  detail: (id: string) =>
    userQuery([...userKey('apply'), 'detail', id], (signal) => fetchApplyDetail(id, signal)),
  context: (policyId: string) =>
    userQuery(policyContextKey(policyId), (signal) => fetchApplyContext(policyId, signal)),
};
