// The one form mechanism of the portal: every form keeps its values, a message per field, focus on the first
// problem and its sending here. Its rules are the body schema's where the form sends one (body-rules.ts: the
// schema's words are the server's refusal and the form's Chinese message, so the form reads them from there)
// and the form's own beyond them (a minimum length, a file check). Not @mantine/form: it is not installed, and
// this hook already gave three forms what the others now share:
// - submit checks every field, shows every message and moves focus to the first field in trouble (page order);
// - a field's message goes away as the user corrects that field;
// - a form is sent once: a second submit while the first is being checked or sent does nothing.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '../i18n/language';
import { hasErrors, type FieldErrors, type FieldMessage, type FormRules } from './field-rules';
import { focusFirstError } from './focus-first-error';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

const isPromise = <X>(x: X | Promise<X>): x is Promise<X> => x instanceof Promise;

/** Values kept elsewhere (an application's draft on the device): the form reads and changes them there. */
export interface FieldStore<T> {
  values: T;
  set: (patch: Partial<T>) => void;
}

export function useFieldForm<T extends object, F extends string = keyof T & string>(
  initial: T | (() => T),
  rules: FormRules<T, F>,
  store?: FieldStore<T>,
) {
  const t = useT();
  const [own, setOwn] = useState<T>(initial);
  const form = store ? store.values : own;
  const setForm = (patch: Partial<T>) => (store ? store.set(patch) : setOwn((f) => ({ ...f, ...patch })));
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const fields = useRef(new Map<string, HTMLElement>());

  /** Takes a field's message away (the user is correcting it, or the form's own state changed). */
  const clear = (field: F) => {
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  };

  /** Changes one value; a message on that field goes away as the user corrects it. */
  const update = <K extends keyof T & string>(field: K, value: T[K]) => {
    setForm({ [field]: value } as unknown as Partial<T>);
    clear(field as string as F);
  };

  /** Changes several values at once without touching messages (values the form fills in itself). */
  const fill = (values: Partial<T>) => setForm(values);

  const say = (message: FieldMessage): string =>
    typeof message === 'string'
      ? t(message)
      : 'words' in message
        ? message.words
        : t(message.key, message.params);

  /** The field's message in the reader's language, or nothing. */
  const error = (field: F): string | undefined => {
    const message = errors[field];
    return message === undefined ? undefined : say(message);
  };

  /**
   * Where focus goes when the field is the first in trouble: the element itself when it is an input, else the
   * first input inside it (a radio group, a picker, a material's slot).
   */
  const register = (field: F) => ({
    'data-field': field,
    ref: (el: HTMLElement | null) => {
      if (el) fields.current.set(field, el);
      else fields.current.delete(field);
    },
  });

  /** Value, change, message and focus target of a text input bound to a string field. */
  const textField = <K extends StringKeys<T>>(field: K) => ({
    ...register(field as string as F),
    value: form[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, e.currentTarget.value as T[K]),
    error: error(field as string as F),
  });

  const show = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstError(found, fields.current);
    return false;
  };

  /** Shows messages found by a check of the form's own outside submit (获取验证码's phone check), focusing the first. */
  const report = (found: FieldErrors<F>) => {
    setErrors((e) => ({ ...e, ...found }));
    focusFirstError(found, fields.current);
  };

  /** Checks the whole form: true when it may be sent; otherwise shows why and focuses the first problem. */
  const check = (): boolean | Promise<boolean> => {
    const found = rules(form);
    return isPromise(found) ? found.then(show) : show(found);
  };

  /**
   * Runs `work` unless work of this form is still running (the submit-once guard); `pending` is true meanwhile.
   * A refusal `work` throws is the caller's to show (its mutation's error, the global reaction).
   */
  const once = (work: () => unknown): void => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const done = () => {
      busy.current = false;
      setPending(false);
    };
    Promise.resolve().then(work).then(done, done);
  };

  /**
   * The form's submit handler: checks every rule, then sends the values once (`send` may return the sending's
   * promise, a mutation's mutateAsync, so the form stays pending until the answer).
   */
  const onSubmit = (send: (values: T) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    const values = form;
    once(async () => {
      if (await check()) await send(values);
    });
  };

  return {
    form,
    update,
    fill,
    error,
    errors,
    clear,
    report,
    register,
    textField,
    check,
    once,
    onSubmit,
    pending,
  };
}

export type FieldForm<T extends object, F extends string = keyof T & string> = ReturnType<
  typeof useFieldForm<T, F>
>;

/**
 * For what a form checks but does not hold (a material's files): a field's message goes when its watched value
 * changes, as a typed field's does.
 */
export function useClearWhenChanged<F extends string>(
  clear: (field: F) => void,
  watched: Partial<Record<F, unknown>>,
): void {
  const last = useRef(watched);
  useEffect(() => {
    for (const [field, value] of Object.entries(watched) as [F, unknown][])
      if (last.current[field] !== value) clear(field);
    last.current = watched;
  });
}
