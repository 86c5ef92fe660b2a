// Server HTML is never trusted: scripts, handlers, styles and embeds are removed before display.
import DOMPurify from 'dompurify';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'svg', 'math'];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'action', 'background'];

let hooked = false;

function ensureHooks(purify: typeof DOMPurify): void {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    // an image the server gave no description is treated as decorative
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      // in-page and in-app links stay; anything else opens apart from this page
      if (!href.startsWith('#')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

export function sanitizePolicyHtml(html: string): string {
  ensureHooks(DOMPurify);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}
