// Checks of the application form (declarationType 1) before it is confirmed and sent.
import { onlyErrors, textError, type FieldErrors } from '../../../shared/forms/field-rules';

export { hasErrors } from '../../../shared/forms/field-rules';

/** A mainland mobile: optional 86/+86, then 1, a digit 3-9 and nine digits. */
export const MOBILE_RE = /^(?:\+?86)?1[3-9]\d{9}$/;
export const CONTACT_MAX = 30;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;

export interface ApplyValues {
  contactName: string;
  contactPhone: string;
  description: string;
  /** the materials the applicant confirms having prepared */
  materials: string[];
  promise: boolean;
}

export type ApplyErrors = FieldErrors<keyof ApplyValues>;

export function validateApplication(values: ApplyValues, requiredMaterials: string[]): ApplyErrors {
  const errors: ApplyErrors = {};
  errors.contactName = textError(values.contactName, {
    required: 'content.apply.errContact',
    max: CONTACT_MAX,
    tooLong: 'content.apply.errContactLong',
  });
  if (!MOBILE_RE.test(values.contactPhone.trim())) errors.contactPhone = 'content.apply.errPhone';
  errors.description = textError(values.description, {
    required: 'content.apply.errDescription',
    min: DESCRIPTION_MIN,
    tooShort: 'content.apply.errDescription',
    max: DESCRIPTION_MAX,
    tooLong: 'content.apply.errDescriptionLong',
  });
  if (requiredMaterials.some((m) => !values.materials.includes(m)))
    errors.materials = 'content.apply.errMaterials';
  if (!values.promise) errors.promise = 'content.apply.errPromise';
  return onlyErrors(errors);
}
