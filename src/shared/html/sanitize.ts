// The one sanitiser for server HTML (and copies of it saved on the device): nothing from it runs.
import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'action', 'background'];

let hooked = false;

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // an image the server gave no description is treated as decorative
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      // in-page and in-app links stay; anything else opens apart from this page
      if (!(node.getAttribute('href') ?? '').startsWith('#')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

/** Moves headings so the content's highest one becomes `topLevel`, keeping one h1 per screen. */
function shiftHeadings(fragment: DocumentFragment, topLevel: number): void {
  const headings = Array.from(fragment.querySelectorAll('h1,h2,h3,h4,h5,h6'));
  if (headings.length === 0) return;
  const shift = topLevel - Math.min(...headings.map((h) => Number(h.tagName.slice(1))));
  for (const heading of headings) {
    const replacement = document.createElement(`h${Math.min(6, Number(heading.tagName.slice(1)) + shift)}`);
    for (const attr of Array.from(heading.attributes)) replacement.setAttribute(attr.name, attr.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

export function sanitizeHtml(html: string, options: { topLevel?: number } = {}): string {
  ensureHooks();
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  if (options.topLevel) shiftHeadings(fragment, options.topLevel);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
