// How a saved policy's change reads, for its notice on the saved-policy screens and the worker's notification:
// "申报截止时间由 2026-12-07 调整为 2026-12-20" / "Application deadline moved from 7 Dec 2026 to 20 Dec 2026".
// Dates and amounts by shared/format. DOM-free.
import type { PolicyChange, PolicyRevision } from '../api/schemas/policy-changes';
import { formatDate } from '../format/dates';
import { formatMoney, NO_FIGURE } from '../format/money';
import { fillTemplate } from '../i18n/fill';
import type { savedPolicyChangesZh } from '@words/zh/saved-policy-changes';
import type { Translation } from '../i18n/types';

type Lang = 'zh-CN' | 'en';
export type ChangeWords = Translation<typeof savedPolicyChangesZh>;

function amount(text: string, lang: Lang): string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? formatMoney(value, lang) : NO_FIGURE;
}

/** One change in words. */
export function changeSentence(change: PolicyChange, words: ChangeWords, lang: Lang): string {
  switch (change.kind) {
    case 'deadline':
    case 'closed':
      return fillTemplate(words[change.kind], {
        from: formatDate(change.from, lang),
        to: formatDate(change.to, lang),
      });
    case 'amount':
      return fillTemplate(words.amount, { from: amount(change.from, lang), to: amount(change.to, lang) });
    case 'conditions':
      return words.conditions;
    case 'withdrawn':
      return words.withdrawn;
  }
}

/**
 * What changed since the copy was last seen, as one list of changes: a field changed twice reads once, from its
 * first value to its last ("由 12-07 调整为 12-20" after 12-07 → 12-10 → 12-20); a withdrawal stands alone at
 * the end; the conditions' change carries their latest text.
 */
export function netChanges(revisions: readonly PolicyRevision[]): PolicyChange[] {
  const ordered = [...revisions].sort((a, b) => a.revision - b.revision);
  const byField = new Map<string, PolicyChange>();
  let withdrawn: PolicyChange | undefined;
  for (const change of ordered.flatMap((r) => r.changes)) {
    if (change.kind === 'withdrawn') {
      withdrawn = change;
      continue;
    }
    // a deadline moved and an early close are the same field: the window's last day
    const field = change.kind === 'closed' ? 'deadline' : change.kind;
    const earlier = byField.get(field);
    // the later kind says what happened last (closed early after a move reads as closed early)
    byField.set(field, earlier ? { kind: change.kind, from: earlier.from, to: change.to } : change);
  }
  const net = [...byField.values()].filter((c) => c.kind === 'conditions' || c.from !== c.to);
  return withdrawn ? [...net, withdrawn] : net;
}

/** The notification's body: each net change in words, joined. */
export function changesText(revisions: readonly PolicyRevision[], words: ChangeWords, lang: Lang): string {
  return netChanges(revisions)
    .map((c) => changeSentence(c, words, lang))
    .join(words.joiner);
}
