// The focus rule every form shares: on a refused submit, focus goes to the first field in trouble in page
// order, so keyboard and screen-reader users land on it, and that field is brought into view.
const FOCUSABLE =
  'input:not([type="hidden"]):not([type="file"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the first of the registered fields (by their place on the page) that holds a message. */
export function focusFirstError(errors: object, fields: ReadonlyMap<string, HTMLElement>): void {
  const inTrouble = Object.entries(errors)
    .filter(([, message]) => message !== undefined)
    .flatMap(([name]) => {
      const el = fields.get(name);
      return el?.isConnected ? [el] : [];
    })
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = inTrouble[0];
  if (!first) return;
  if (first.matches(FOCUSABLE)) {
    first.focus();
    return;
  }
  // a field of several inputs (a question, a radio group, a material's slot) is brought into view whole, so
  // its label shows with its first input, even when it is above the screen
  const target = first.querySelector<HTMLElement>(FOCUSABLE) ?? first;
  first.scrollIntoView({ block: 'nearest' });
  target.focus({ preventScroll: true });
}
