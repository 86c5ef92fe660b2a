// The one way server HTML (or a copy of it saved on the device) reaches the DOM: sanitised, and
// marked lang="zh-CN" because the server writes Chinese whatever the interface language.
import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.layer.css';
import { sanitizeHtml } from './sanitize';

interface SafeHtmlProps {
  html: string;
  /** The level the content's highest heading moves to, so the screen keeps one h1; none keeps its levels. */
  topLevel?: number;
  className?: string;
  testId?: string;
}

export function SafeHtml({ html, topLevel, className, testId }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { topLevel }), [html, topLevel]);
  return (
    <Typography className={className}>
      <div data-testid={testId} lang="zh-CN" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
