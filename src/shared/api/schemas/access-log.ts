// The access log (docs/product.md#access-log): a record, a batch of them and the answer. What makes a record
// acceptable is one rule, said in the server's words (Chinese, as its answers are): the page and the worker
// check a record with it when it is made and again before it is sent, the demo server when a batch arrives.
import * as v from 'valibot';
import { parseId } from '../../routing/search-params';
import { number, object, parseWith } from '../schema';

export const MAX_ACCESS_BATCH = 50;

const MISSING_ID = '缺少 clientRecordId（每条记录需带唯一编号，以免重复计数）';
const BAD_ID = 'clientRecordId 应为不超过100个字符的字符串';
const BAD_POLICY_ID = 'policyId 应为不超过64位的编号或 null';

/** A well-formed record id (the router's rule): at most 64 letters, digits, '-' or '_'. */
export function isWellFormedId(value: string): boolean {
  return parseId(value) === value;
}

// (each rule is a `check`, not valibot's integer/regex/length/nullable/literal/rawCheck: those would be
// valibot functions on every first screen, where the access log is written)
const longest =
  (max: number) =>
  <T extends { length: number }>(x: T) =>
    x.length <= max;

/** `accessTime` may be absent from a record another client sends; the portal always sets it. */
export const accessLogRecordSchema = object(
  {
    accessType: v.pipe(
      v.number('accessType 应为整数'),
      v.check((x) => Number.isInteger(x), 'accessType 应为整数'),
    ),
    userType: v.picklist([1, 2, 3], 'userType 只能是1、2或3'),
    sourceType: v.picklist([1], 'sourceType 只能是1'),
    policyId: v.custom<string | null>(
      (x) => x === null || (typeof x === 'string' && isWellFormedId(x)),
      BAD_POLICY_ID,
    ),
    orgCode: v.pipe(
      v.string('orgCode 应为6位区划代码'),
      v.check((x) => /^\d{6}$/.test(x), 'orgCode 应为6位区划代码'),
    ),
    /** client-side id so the server can ignore a batch it has already seen */
    clientRecordId: v.pipe(
      v.unknown(),
      v.check((x) => x !== undefined && x !== null && x !== '', MISSING_ID),
      v.string(BAD_ID),
      v.check(longest(100), BAD_ID),
    ),
    accessTime: v.optional(
      v.pipe(v.string('accessTime 应为字符串'), v.check(longest(40), 'accessTime 应为字符串')),
    ),
  },
  '应为对象',
);
export type AccessLogRecord = v.InferOutput<typeof accessLogRecordSchema>;

/** The first record a batch may not hold, told as the server tells it, or null. */
function firstBadRecord(records: readonly unknown[]): string | null {
  for (const [index, record] of records.entries()) {
    const problem = accessLogRecordProblem(record);
    if (problem) return `第${index + 1}条访问记录不正确：${problem}`;
  }
  return null;
}

export const accessLogBatchSchema = object(
  {
    systemAccessInfoList: v.pipe(
      v.array(v.unknown(), 'systemAccessInfoList 应为数组'),
      v.check((list) => list.length >= 1, '访问记录不能为空'),
      v.check(longest(MAX_ACCESS_BATCH), `单次最多上报${MAX_ACCESS_BATCH}条访问记录`),
      v.check(
        (list) => firstBadRecord(list) === null,
        (issue) => firstBadRecord(issue.input as unknown[]) ?? '',
      ),
      // every record passed its check above: read each through it (unknown fields dropped)
      v.transform((list) => list.map((record) => parseWith(accessLogRecordSchema, record, 'record'))),
    ),
  },
  '请求体格式不正确，应为 JSON 对象',
);
export type AccessLogBatch = v.InferOutput<typeof accessLogBatchSchema>;

/** assumed: answer of the access-log POST */
export const accessLogResultSchema = object({ accepted: number, duplicates: number });
export type AccessLogResult = v.InferOutput<typeof accessLogResultSchema>;

/** What is wrong with a record, in the server's words, or null when it is acceptable. */
export function accessLogRecordProblem(record: unknown): string | null {
  const read = v.safeParse(accessLogRecordSchema, record, { abortEarly: true });
  return read.success ? null : read.issues[0].message;
}

/** A batch read through the rule: its records, or its first problem as the server answers it. */
export function readAccessLogBatch(
  batch: unknown,
): { ok: true; batch: AccessLogBatch } | { ok: false; problem: string } {
  const read = v.safeParse(accessLogBatchSchema, batch, { abortEarly: true });
  return read.success ? { ok: true, batch: read.output } : { ok: false, problem: read.issues[0].message };
}
