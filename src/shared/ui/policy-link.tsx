import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';

/** Policy detail belongs to the policy feature; a plain hash address keeps this link independent of its search schema. */
export function policyHref(id: string): string {
  return `#/policyDetail?id=${encodeURIComponent(id)}`;
}

/** A link named by the policy's server-sent (Chinese) name, marked lang="zh-CN" for English mode. */
export function PolicyLink({ id, children, ...props }: { id: string; children: ReactNode } & AnchorProps) {
  return (
    <Anchor href={policyHref(id)} lang="zh-CN" {...props}>
      {children}
    </Anchor>
  );
}
