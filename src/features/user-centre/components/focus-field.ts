/** Moves focus to a field marked data-field="name" so keyboard and screen-reader users land on the error. */
export function focusField(name: string | undefined): void {
  if (!name) return;
  const el = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const target = el?.matches('input, textarea, select') ? el : el?.querySelector<HTMLElement>('input, textarea, select');
  target?.focus();
}
