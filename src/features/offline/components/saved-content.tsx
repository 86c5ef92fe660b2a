// The saved policy's own HTML, sanitised: the copy on the device is as untrusted as the server's.
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../shared/html/sanitize';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.layer.css';

/** The section is an h2 under the screen's h1, so the content's headings start at h3. */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, { topLevel: 3 });
}

export function SavedContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePolicyHtml(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
