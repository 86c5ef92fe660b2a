// What read-aloud reads: the text selected last, or the element that last had the focus, whichever came later;
// the toolbar's own controls (marked data-a11y-toolbar) never count.
const TOOLBAR = '[data-a11y-toolbar]';

let lastSelection = '';
let lastFocused: Element | null = null;
let latest: 'selection' | 'focus' | null = null;
let installed = false;

const inToolbar = (node: Node | null) =>
  !!node && (node instanceof Element ? node : node.parentElement)?.closest(TOOLBAR) != null;

export function trackReadTarget(): () => void {
  if (installed) return () => undefined;
  installed = true;
  const onFocus = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof Element) || inToolbar(el)) return;
    lastFocused = el;
    latest = 'focus';
  };
  const onSelection = () => {
    const sel = document.getSelection();
    const text = sel?.toString().trim() ?? '';
    if (!text || inToolbar(sel?.anchorNode ?? null)) return;
    lastSelection = text;
    latest = 'selection';
  };
  document.addEventListener('focusin', onFocus);
  document.addEventListener('selectionchange', onSelection);
  return () => {
    installed = false;
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('selectionchange', onSelection);
  };
}

/** The words of an element as a screen reader would start: its label, else its text. */
export function textOf(el: Element): string {
  const label = el.getAttribute('aria-label')?.trim();
  if (label) return label;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const named = el.labels?.[0]?.textContent?.trim() ?? '';
    return [named, el.value].filter(Boolean).join(' ');
  }
  const alt = el instanceof HTMLImageElement ? el.alt : '';
  return (alt || (el as HTMLElement).innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
}

export function readTargetText(): string {
  if (latest === 'selection' && lastSelection) return lastSelection;
  if (lastFocused?.isConnected) return textOf(lastFocused).slice(0, 4000);
  return lastSelection;
}
