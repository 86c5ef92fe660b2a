// Search params of /policyDetail and /freeTrial: bad values become safe defaults.
import { parseId, parseKeyword } from '../../../shared/routing/search-params';

export interface DetailSearch {
  id: string;
  isApply: boolean;
  applySubject?: 1 | 2;
}

export interface FreeTrialSearch {
  id: string;
  inTime: string;
  msId: string;
  isApply: boolean;
  ms: boolean;
}

function parseFlag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

export function validateDetailSearch(raw: Record<string, unknown>): DetailSearch {
  const subject =
    raw.applySubject === 1 || raw.applySubject === '1'
      ? 1
      : raw.applySubject === 2 || raw.applySubject === '2'
        ? 2
        : undefined;
  // applySubject is written even as undefined: the router merges the raw URL values under the validated ones
  return { id: parseId(raw.id), isApply: parseFlag(raw.isApply, false), applySubject: subject };
}

export function validateFreeTrialSearch(raw: Record<string, unknown>): FreeTrialSearch {
  return {
    id: parseId(raw.id),
    // inTime is shown as text only; it is length-limited like any other free text
    inTime: parseKeyword(raw.inTime),
    msId: parseId(raw.msId),
    isApply: parseFlag(raw.isApply, false),
    ms: parseFlag(raw.ms, true),
  };
}
