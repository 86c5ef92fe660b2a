// A form's rules read from the body schema it sends (src/shared/api/schemas/, docs/schemas.md): the schema's
// words for a broken rule are the server's refusal and the form's Chinese message alike, so the form shows the
// catalogue key whose Chinese is those words (its English beside it) under the field the rule is about.
import * as v from 'valibot';
import type { Schema } from '../api/schema';
import type { MessageKey } from '../i18n/catalogue';
import { translate } from '../i18n/language';
import type { FieldErrors, FieldMessage, FormRules } from './field-rules';

export interface BodyRules<T, F extends string> {
  /** the body the form would send, built from its values as the form's submit builds it */
  body: (form: T) => unknown;
  /** the keys whose Chinese is one of the schema's words for this form's fields */
  messages: readonly MessageKey[];
  /** a body field shown under a form field of another name (countyCode under street, say) */
  fieldOf?: Partial<Record<string, F>>;
}

/** The first message of each field the body breaks, as the form's rules report them. */
export function bodyRules<T, F extends string = keyof T & string>(
  schema: Schema,
  { body, messages, fieldOf = {} }: BodyRules<T, F>,
): FormRules<T, F> {
  return (form) => {
    const result = v.safeParse(schema, body(form), { abortEarly: false });
    const found: FieldErrors<F> = {};
    if (result.success) return found;
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? '');
      const field = (fieldOf[name] ?? name) as F;
      found[field] ??= messageFor(issue.message, messages);
    }
    return found;
  };
}

/** The key whose Chinese is the schema's words; the words themselves if no listed key says them. */
function messageFor(words: string, messages: readonly MessageKey[]): FieldMessage {
  return messages.find((key) => translate('zh-CN', key) === words) ?? { words };
}
