// assumed: applying for a policy: who applies (context), the material files, the form, submit and correction,
// the draft kept on the server, and the detail of one application.
import * as v from 'valibot';
import { boolean, dictionary, list, number, object, oneOf, optional, text, withDefault } from '../schema';
import { payeeSchema } from './payments';
import { present, rule } from './bodies';
import { applyRecordEntries, applyStatusSchema } from './user-centre';

/** what a material file is, checked by its content */
export const contentKindSchema = oneOf('png', 'jpg', 'gif', 'webp', 'pdf', 'ole', 'zip');

/** assumed: a material file the server accepted (checked by content) */
export const applicationFileSchema = object({
  fileId: text,
  fileName: text,
  size: withDefault(number, 0),
  kind: contentKindSchema,
  url: withDefault(text, ''),
});
export type ApplicationFile = v.InferOutput<typeof applicationFileSchema>;

export const materialFilesSchema = object({ material: text, files: list(applicationFileSchema) });
export type MaterialFiles = v.InferOutput<typeof materialFilesSchema>;

/** assumed: one step of an application's history */
export const applyEventSchema = object({
  status: applyStatusSchema,
  /** YYYY-MM-DD HH:mm:ss, when it happened */
  time: text,
  /** the department's or reviewer's words (a reason for returned / rejected) */
  remark: withDefault(text, ''),
  /** a resubmission after a return: the applicant's note and the materials whose files were replaced */
  correction: optional(object({ note: withDefault(text, ''), replaced: withDefault(list(text), []) })),
  /** yuan: granted (审核通过, 公示, 资金拨付) or paid (已到账) */
  amount: optional(number),
  /** 资金拨付 and 已到账: the receiving account */
  payee: optional(payeeSchema),
});
export type ApplyEvent = v.InferOutput<typeof applyEventSchema>;

const formEntries = {
  contactName: withDefault(text, ''),
  contactPhone: withDefault(text, ''),
  countyCode: withDefault(text, ''),
  address: withDefault(text, ''),
  description: withDefault(text, ''),
};
/** assumed: the application form's fields */
export const applicationFormSchema = object(formEntries);
export type ApplicationForm = v.InferOutput<typeof applicationFormSchema>;

const draftValuesSchema = object({ ...formEntries, promise: withDefault(boolean, false) });

/** assumed: detail of one of my applications */
export const applyDetailSchema = object({
  ...applyRecordEntries,
  applicantName: withDefault(text, ''),
  materials: withDefault(list(text), []),
  progress: withDefault(list(object({ time: text, node: text, remark: withDefault(text, '') })), []),
  /** assumed: each step with the time it happened, oldest first */
  history: withDefault(list(applyEventSchema), []),
  /** assumed: what was submitted: the form and the files of each material */
  form: optional(applicationFormSchema),
  files: withDefault(list(materialFilesSchema), []),
});
export type ApplyDetail = v.InferOutput<typeof applyDetailSchema>;

/** which files make each material: the bodies of submit, resubmit and draft */
const materialChoiceSchema = withDefault(list(object({ material: text, fileIds: list(text) })), []);

/** assumed: the body of apply/submit; requestId makes a repeated submit answer the first one */
export const applicationSubmissionSchema = object({
  ...formEntries,
  policyId: withDefault(text, ''),
  requestId: withDefault(text, ''),
  promise: withDefault(boolean, false),
  materials: materialChoiceSchema,
});
export type ApplicationSubmission = v.InferOutput<typeof applicationSubmissionSchema>;

/** assumed: body of apply/resubmit (a returned application corrected) */
export const applicationCorrectionSchema = object({
  applyId: withDefault(text, ''),
  note: withDefault(text, ''),
  materials: materialChoiceSchema,
});
export type ApplicationCorrection = v.InferOutput<typeof applicationCorrectionSchema>;

/** assumed: body of apply/draft/{policyId} (POST): the form as far as it is written, uploaded files only */
export const draftSaveSchema = object({
  requestId: withDefault(text, ''),
  values: draftValuesSchema,
  materials: materialChoiceSchema,
  /** when the applicant last changed it (ms since 1970, the browser's clock): the newer draft wins */
  changedAt: present(
    v.pipe(
      v.unknown(),
      rule((x) => (typeof x === 'number' || typeof x === 'string') && Number(x) > 0, '草稿缺少修改时间'),
      number,
    ),
  ),
});
export type DraftSave = v.InferOutput<typeof draftSaveSchema>;

/** assumed: answer of apply/draft/{policyId}: the account's draft for the policy, or null */
export const serverDraftSchema = v.nullish(
  object({
    policyId: text,
    requestId: text,
    values: draftValuesSchema,
    files: withDefault(list(materialFilesSchema), []),
    changedAt: number,
  }),
  null,
);
export type ServerDraft = NonNullable<v.InferOutput<typeof serverDraftSchema>>;

/** a file the device keeps: the picked file itself (a Blob) until the server has it */
const blobSchema = v.custom<Blob>((x) => typeof Blob !== 'undefined' && x instanceof Blob, 'a file');

/** a material file of a draft on the device: the file itself until uploaded, then the server's id */
export const draftFileSchema = object({
  localId: text,
  name: text,
  size: withDefault(number, 0),
  kind: contentKindSchema,
  blob: optional(blobSchema),
  fileId: optional(text),
  /** chosen from 我的材料 (or kept there too): which document, its name and 有效期至 when chosen */
  fromLocker: optional(object({ documentId: text, name: withDefault(text, ''), validUntil: optional(text) })),
});
export type DraftFile = v.InferOutput<typeof draftFileSchema>;

const applicationDraftEntries = {
  policyId: text,
  /** for the questions that name the drafts (logout) */
  policyName: optional(text),
  /** one id per application attempt: a submit sent again is answered with the first application */
  requestId: text,
  values: draftValuesSchema,
  files: withDefault(dictionary(list(draftFileSchema)), {}),
  /** when the applicant last changed it (ms); the newer of device and server draft reopens */
  savedAt: number,
};
/** the application being written, as the form holds it */
export const applicationDraftSchema = object(applicationDraftEntries);
export type ApplicationDraft = v.InferOutput<typeof applicationDraftSchema>;

/** a draft as the device stores it: whose it is, and which other accounts chose to keep it for them */
export const storedDraftSchema = object({
  ...applicationDraftEntries,
  /** the owner tag it was written under (absent: written before drafts belonged to accounts) */
  owner: optional(text),
  /** the tags of other accounts that were asked and chose to keep it for its owner */
  keptBy: withDefault(list(text), []),
});
export type StoredDraft = v.InferOutput<typeof storedDraftSchema>;

// who applies: its own file, as the policy detail (a first screen) reads it and none of the rest
export { applyContextSchema, type ApplyContext } from './apply-context';
