// The application form's rules, checked by the form before submitting and by the demo server on receipt.
import type { ApplicationForm } from '../api/contract';
import { onlyErrors, textError, type FieldErrors } from '../forms/field-rules';
import type { MessageKey } from '../i18n/catalogue';
import { MOBILE_RE } from '../api/schemas/bodies';
import { MAX_APPLICATION_BYTES, MAX_FILES_PER_APPLICATION, MAX_FILES_PER_MATERIAL } from './material-rules';

/** optional 86/+86, then 1, a digit 3-9 and nine digits: the bodies' rule (shared/api/schemas/bodies.ts) */
export { MOBILE_RE };
export const CONTACT_MAX = 30;
export const ADDRESS_MAX = 200;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
export const NOTE_MAX = 500;

export type FormField = keyof ApplicationForm | 'promise';
export type FormValues = ApplicationForm & { promise: boolean };

export function formErrors(
  values: FormValues,
  isCounty: (code: string) => boolean,
): FieldErrors<FormField, MessageKey> {
  return onlyErrors<FormField>({
    contactName: textError(values.contactName, {
      required: 'apply.err.contactName',
      max: CONTACT_MAX,
      tooLong: 'apply.err.contactNameLong',
    }),
    contactPhone: MOBILE_RE.test(values.contactPhone.trim()) ? undefined : 'apply.err.contactPhone',
    countyCode: isCounty(values.countyCode) ? undefined : 'apply.err.countyCode',
    address: textError(values.address, { max: ADDRESS_MAX, tooLong: 'apply.err.address' }),
    description: textError(values.description, {
      required: 'apply.err.description',
      min: DESCRIPTION_MIN,
      tooShort: 'apply.err.description',
      max: DESCRIPTION_MAX,
      tooLong: 'apply.err.descriptionLong',
    }),
    promise: values.promise ? undefined : 'apply.err.promise',
  });
}

/** The materials a policy asks to upload ('无' means none). */
export function requiredMaterials(materials: readonly string[]): string[] {
  return materials.filter((m) => m.trim() !== '' && m !== '无');
}

export interface MaterialIssue {
  material: string | null;
  key: MessageKey;
  params: Record<string, string | number>;
}

/** What keeps the materials from being submitted: a required one without files, too many files, too many bytes. */
export function materialIssues(
  required: readonly string[],
  filesOf: (material: string) => readonly { size: number }[],
): MaterialIssue[] {
  const issues: MaterialIssue[] = [];
  let count = 0;
  let bytes = 0;
  for (const material of required) {
    const files = filesOf(material);
    count += files.length;
    bytes += files.reduce((sum, f) => sum + f.size, 0);
    if (files.length === 0) issues.push({ material, key: 'apply.err.material', params: { name: material } });
    if (files.length > MAX_FILES_PER_MATERIAL)
      issues.push({ material, key: 'apply.err.tooManyFiles', params: { max: MAX_FILES_PER_MATERIAL } });
  }
  if (count > MAX_FILES_PER_APPLICATION)
    issues.push({
      material: null,
      key: 'apply.err.tooManyTotal',
      params: { max: MAX_FILES_PER_APPLICATION },
    });
  if (bytes > MAX_APPLICATION_BYTES)
    issues.push({ material: null, key: 'apply.err.totalTooLarge', params: { max: '50 MB' } });
  return issues;
}
