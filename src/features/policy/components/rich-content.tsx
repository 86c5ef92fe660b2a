import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.layer.css';
import { sanitizePolicyHtml } from '../lib/sanitize';
import classes from './rich-content.module.css';

/** Policy text from the server, sanitised with DOMPurify before it reaches the DOM. */
export function RichContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePolicyHtml(html), [html]);
  return (
    <Typography className={classes.content}>
      <div data-testid="policy-content" lang="zh-CN" dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
