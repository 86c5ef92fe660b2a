// The one way a form rule reports: a message key per field, nothing for a valid field.
import type { MessageKey } from '../i18n/catalogue';

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** True when any field holds a message (a field cleared to undefined is valid). */
export const hasErrors = (errors: object): boolean => Object.values(errors).some((e) => e !== undefined);

/** The fields that hold a message, the valid ones left out (what a validator returns). */
export function onlyErrors<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as FieldErrors<F>;
}

export interface TextRule {
  /** message when the trimmed text is empty; without it an empty text is valid */
  required?: MessageKey;
  min?: number;
  tooShort?: MessageKey;
  max: number;
  tooLong: MessageKey;
}

/** The message for a free-text field, read trimmed: empty, then too short, then too long. */
export function textError(raw: string, rule: TextRule): MessageKey | undefined {
  const text = raw.trim();
  if (text === '') return rule.required;
  if (rule.min !== undefined && text.length < rule.min) return rule.tooShort;
  return text.length > rule.max ? rule.tooLong : undefined;
}
