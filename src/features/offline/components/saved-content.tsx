// The saved policy's own HTML, sanitised: the copy on the device is as untrusted as the server's.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';

export function sanitizePolicyHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  // one h1 per screen and the section is an h2: the content's headings move two levels down
  return clean.replace(/<(\/?)h([1-6])(\s|>)/gi, (_m, slash: string, level: string, rest: string) => `<${slash}h${Math.min(6, Number(level) + 2)}${rest}`);
}

export function SavedContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePolicyHtml(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
