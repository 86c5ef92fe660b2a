// formRecord answers its records as a JSON string; a malformed one must not break the dialog.
import type { QuestionnaireRecord } from '../../../shared/api/contract';
import { parseWith } from '../../../shared/api/schema';
import { questionnaireRecordsSchema } from '../../../shared/api/schemas/matching';

export type RecordsResult = { ok: true; records: QuestionnaireRecord[] } | { ok: false };

export function parseRecordsJson(raw: string): RecordsResult {
  if (raw.trim() === '') return { ok: true, records: [] };
  try {
    return { ok: true, records: parseWith(questionnaireRecordsSchema, JSON.parse(raw), 'records') };
  } catch {
    return { ok: false };
  }
}
