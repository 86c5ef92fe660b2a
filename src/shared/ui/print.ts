// Printing one part of a screen: the page marks it, the print stylesheet (print.css) hides everything else.
import './print.css';

/** Prints only the element whose data-print-area is `area`, then restores the screen. */
export function printOnly(area: string): void {
  const root = document.documentElement;
  const target = document.querySelector(`[data-print-area="${CSS.escape(area)}"]`);
  root.setAttribute('data-printing', '');
  target?.setAttribute('data-print-active', '');
  const restore = () => {
    root.removeAttribute('data-printing');
    target?.removeAttribute('data-print-active');
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  window.print();
}
