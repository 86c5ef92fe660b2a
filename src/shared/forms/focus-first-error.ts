/** Moves focus to the first field (in page order) with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: object): void {
  const names = new Set(Object.keys(errors));
  const field = Array.from(document.querySelectorAll<HTMLElement>('[data-field]')).find((el) =>
    names.has(el.dataset.field ?? ''),
  );
  const target = field?.matches('input, textarea, select')
    ? field
    : field?.querySelector<HTMLElement>('input, textarea, select');
  target?.focus();
}
