// assumed: 我的材料, the account's materials locker: documents kept for reuse across applications, each of one kind
// (the kinds the policies' material lists ask for), with its files, an optional 有效期至 and where it came from.
import * as v from 'valibot';
import { list, number, object, oneOf, optional, text, withDefault } from '../schema';
import { applicationFileSchema } from './apply';

export const LOCKER_KINDS = [
  'businessLicence',
  'idCard',
  'legalRepId',
  'socialSecurity',
  'taxProof',
  'auditReport',
  'bankAccount',
  'other',
] as const;
export const lockerKindSchema = oneOf(...LOCKER_KINDS);
export type LockerKind = v.InferOutput<typeof lockerKindSchema>;

/** upload = 本人上传, licence = 电子证照库 */
export const lockerSourceSchema = oneOf('upload', 'licence');

export const LOCKER_NAME_MAX = 60;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD, a real calendar day */
const isDay = (x: string) => DATE_RE.test(x) && new Date(`${x}T00:00:00Z`).toISOString().startsWith(x);

/** the document's name as people give it: 1–60 characters after trimming */
const documentName = v.pipe(
  text,
  v.transform((x) => x.trim()),
  v.check((x) => x !== '', '请填写材料名称'),
  v.check((x) => x.length <= LOCKER_NAME_MAX, `材料名称不能超过${LOCKER_NAME_MAX}个字`),
);
/** 有效期至: absent or a real day */
const validUntil = optional(v.pipe(text, v.check(isDay, '有效期至应为 YYYY-MM-DD 格式的日期')));
const documentId = v.pipe(
  text,
  v.check((x) => x !== '' && x.length <= 64, '请选择材料'),
);

export const lockerDocumentSchema = object({
  id: text,
  kind: lockerKindSchema,
  name: text,
  source: lockerSourceSchema,
  /** YYYY-MM-DD; absent: no end (长期) */
  validUntil: optional(text),
  /** YYYY-MM-DD HH:mm:ss */
  uploadTime: text,
  files: withDefault(list(applicationFileSchema), []),
});
export type LockerDocument = v.InferOutput<typeof lockerDocumentSchema>;

/** answer of the locker list: the documents newest first and the account's file quota */
export const lockerListSchema = object({
  documents: withDefault(list(lockerDocumentSchema), []),
  /** bytes held by files no submitted application holds (drafts' uploads and the locker) */
  usedBytes: withDefault(number, 0),
  quotaBytes: withDefault(number, 0),
});
export type LockerList = v.InferOutput<typeof lockerListSchema>;

/** the fields sent beside the file when a document is added (multipart) */
export const lockerUploadFieldsSchema = object({
  kind: lockerKindSchema,
  name: documentName,
  validUntil,
});
export type LockerUploadFields = v.InferOutput<typeof lockerUploadFieldsSchema>;

/** body of keep: an application material just uploaded, kept in the locker too (同时保存到我的材料) */
export const lockerKeepSchema = object({
  fileId: documentId,
  kind: lockerKindSchema,
  name: documentName,
  validUntil,
});
export type LockerKeep = v.InferOutput<typeof lockerKeepSchema>;

export const lockerRenameSchema = object({ documentId, name: documentName });
export type LockerRename = v.InferOutput<typeof lockerRenameSchema>;

/** the field sent beside the new file when a document's file is replaced (multipart) */
export const lockerReplaceFieldsSchema = object({ documentId });

export const lockerRemoveSchema = object({ documentId });
export type LockerRemove = v.InferOutput<typeof lockerRemoveSchema>;
