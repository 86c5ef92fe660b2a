// A form's state as the centre's forms keep it: the values, a message per field, and one check on
// submit that shows every message and moves focus to the first field in trouble.
import { useState, type ChangeEvent } from 'react';
import { useT } from '../i18n/language';
import { hasErrors, type FieldErrors } from './field-rules';
import { focusFirstError } from './focus-first-error';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export function useFieldForm<T extends object>(
  initial: T,
  validate: (form: T) => FieldErrors<keyof T & string>,
) {
  const t = useT();
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof T & string>>({});

  /** Changes one value; a message on that field goes away as the user corrects it. */
  const update = <K extends keyof T & string>(field: K, value: T[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The field's message in the reader's language, or nothing. */
  const error = (field: keyof T & string): string | undefined => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  /** Value, change, message and focus target of a text input bound to a string field. */
  const textField = <K extends StringKeys<T>>(field: K) => ({
    'data-field': field,
    value: form[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, e.currentTarget.value as T[K]),
    error: error(field),
  });

  /** Validates the whole form: true when it may be sent; otherwise shows why and focuses the first problem. */
  const check = (): boolean => {
    const found = validate(form);
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstError(found);
    return false;
  };

  return { form, update, error, textField, check };
}
