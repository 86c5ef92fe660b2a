import type { ReactNode } from 'react';

/**
 * Text the server sends in Chinese (names, addresses, bank names), marked lang="zh-CN" so English mode
 * reads and renders it as Chinese; an empty value stays empty so the caller's dash still shows.
 */
export function serverText(text: string | null | undefined): ReactNode {
  return text ? <span lang="zh-CN">{text}</span> : text;
}
