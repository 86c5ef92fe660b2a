import { useMemo } from 'react';
import { sanitizeHtml as sanitizeShared } from '../../../shared/html/sanitize';
import { Typography } from '@mantine/core';

/** Server HTML, sanitised, with its top heading at `topLevel` so the screen keeps one h1. */
export function sanitizeHtml(html: string, topLevel = 2): string {
  return sanitizeShared(html, { topLevel });
}

/** Server HTML is Chinese as sent: marked lang="zh-CN" so English mode reads and renders it right. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <div lang="zh-CN" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
