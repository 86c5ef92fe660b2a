// A message whose placeholders are filled with elements, e.g. server-sent Chinese marked lang="zh-CN" inside
// an English sentence ("Your answer: <span lang="zh-CN">本科</span>").
import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './catalogue';
import { translate, useLang } from './language';

export function useRichT(): (key: MessageKey, nodes: Record<string, ReactNode>) => ReactNode {
  const lang = useLang();
  return (key, nodes) =>
    translate(lang, key)
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[part] ?? `{${part}}`}</Fragment> : part));
}
