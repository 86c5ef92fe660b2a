import { sanitizeHtml } from '../../../shared/html/sanitize';

/** Policy text keeps its own heading levels (the detail page's sections are h2, the text's own start at h2 or below). */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html);
}
