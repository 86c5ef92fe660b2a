// The one way a form rule reports: a message per field (a key, a key with its numbers, or a body schema's
// own words when no key says them), nothing for a valid field.
import type { MessageKey } from '../i18n/catalogue';
import type { Params } from '../i18n/language';

/** What a field is told: a catalogue key, with the numbers its words name when they name some. */
export type FieldMessage = MessageKey | { key: MessageKey; params: Params } | { words: string };

export type FieldErrors<F extends string, M extends FieldMessage = FieldMessage> = Partial<Record<F, M>>;

/** A form's rules: the values in, a message per field in trouble out (async when a rule reads a file). */
export type FormRules<T, F extends string = keyof T & string> = (
  form: T,
) => FieldErrors<F> | Promise<FieldErrors<F>>;

/** True when any field holds a message (a field cleared to undefined is valid). */
export const hasErrors = (errors: object): boolean => Object.values(errors).some((e) => e !== undefined);

/** The fields that hold a message, the valid ones left out (what a validator returns). */
export function onlyErrors<F extends string, M extends FieldMessage = MessageKey>(
  errors: FieldErrors<F, M>,
): FieldErrors<F, M> {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as FieldErrors<F, M>;
}

/** Several rule sets as one: a field keeps the first message any of them gives it. */
export function allRules<T, F extends string>(...sets: FormRules<T, F>[]): FormRules<T, F> {
  return async (form) => {
    const found: FieldErrors<F> = {};
    for (const errors of await Promise.all(sets.map((rules) => rules(form))))
      for (const [field, message] of Object.entries(errors) as [F, FieldMessage | undefined][])
        if (message !== undefined) found[field] ??= message;
    return found;
  };
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
