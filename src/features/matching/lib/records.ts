// formRecord answers its records as a JSON string; a malformed one must not break the dialog.
import type { QuestionnaireRecord } from '../../../shared/api/contract';
import { arr, num, obj, record, str, withDefault } from '../../../shared/api/parse';

const parseRecordList = arr(
  obj({
    id: str,
    submitTime: withDefault(str, ''),
    answers: withDefault(record(str), {}),
    accurateCount: withDefault(num, 0),
  }),
);

export type RecordsResult = { ok: true; records: QuestionnaireRecord[] } | { ok: false };

export function parseRecordsJson(raw: string): RecordsResult {
  if (raw.trim() === '') return { ok: true, records: [] };
  try {
    return { ok: true, records: parseRecordList(JSON.parse(raw), 'records') };
  } catch {
    return { ok: false };
  }
}
