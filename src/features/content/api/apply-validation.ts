// Checks of the application form (declarationType 1) before it is confirmed and sent.
import type { MessageKey } from '../../../shared/i18n/catalogue';

/** Spec §5: optional 86/+86, then 1, a digit 3-9 and nine digits. */
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

export type ApplyErrors = Partial<Record<keyof ApplyValues, MessageKey>>;

export function validateApplication(values: ApplyValues, requiredMaterials: string[]): ApplyErrors {
  const errors: ApplyErrors = {};
  const name = values.contactName.trim();
  if (name === '') errors.contactName = 'content.apply.errContact';
  else if (name.length > CONTACT_MAX) errors.contactName = 'content.apply.errContactLong';
  if (!MOBILE_RE.test(values.contactPhone.trim())) errors.contactPhone = 'content.apply.errPhone';
  const description = values.description.trim();
  if (description.length < DESCRIPTION_MIN) errors.description = 'content.apply.errDescription';
  else if (description.length > DESCRIPTION_MAX) errors.description = 'content.apply.errDescriptionLong';
  if (requiredMaterials.some((m) => !values.materials.includes(m)))
    errors.materials = 'content.apply.errMaterials';
  if (!values.promise) errors.promise = 'content.apply.errPromise';
  return errors;
}

export function hasErrors(errors: ApplyErrors): boolean {
  return Object.keys(errors).length > 0;
}
