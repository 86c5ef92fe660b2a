import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';

/**
 * Server HTML is never shown unsanitised: scripts, handlers, styles and javascript: links go.
 * Headings are shifted so the content's top level is `topLevel`, keeping one h1 per screen.
 */
export function sanitizeHtml(html: string, topLevel = 2): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const headings = Array.from(fragment.querySelectorAll('h1,h2,h3,h4,h5,h6'));
  if (headings.length > 0) {
    const levels = headings.map((h) => Number(h.tagName.slice(1)));
    const shift = topLevel - Math.min(...levels);
    for (const heading of headings) {
      const level = Math.min(6, Number(heading.tagName.slice(1)) + shift);
      const replacement = document.createElement(`h${level}`);
      for (const attr of Array.from(heading.attributes)) replacement.setAttribute(attr.name, attr.value);
      replacement.append(...Array.from(heading.childNodes));
      heading.replaceWith(replacement);
    }
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
