// A screen's cards below the fold are not part of its first render: the first commit builds the cards the
// first screen can show (counted from where the screen's cards start at the least), and a transition right after the first paint adds the rest (each card's links, badges and
// formatted values are most of a list screen's render). Their place is held meanwhile, so nothing below them
// moves, and once added every card is in the page as before (tests, screen readers, keyboard, find in page).
import type { CSSProperties, ReactElement } from 'react';
import { useAfterFirstPaint } from './after-first-paint';

/** Below Mantine's sm breakpoint (48em) a policy card is at least 267 px high; from it on at least 154 px. */
const PHONE_WIDTH_PX = 768;
const PHONE_ROW_PX = 267 + 12;
const WIDE_ROW_PX = 154 + 12;

/**
 * The least height of what sits above a screen's cards, below and from Mantine's sm breakpoint: a floor the
 * screen's layout keeps at every width of its kind (tests/e2e check it), so the cards it leaves out of the first
 * render are never ones the first paint would show.
 */
export interface CardsTop {
  phone: number;
  wide: number;
}

/**
 * How many cards of `perRow` to a row one viewport can show at most, counting from `top` (the least height of
 * what sits above them; 0 counts from the viewport's top). None when they all start below the first screen.
 */
export function cardsInOneViewport(perRow = 1, top: CardsTop = { phone: 0, wide: 0 }): number {
  const phone = window.innerWidth < PHONE_WIDTH_PX;
  const room = window.innerHeight - (phone ? top.phone : top.wide);
  return Math.max(0, Math.ceil(room / (phone ? PHONE_ROW_PX : WIDE_ROW_PX))) * perRow;
}

/** The height the cards not yet rendered will take at least: keeps what follows them in place. */
function reservedHeight(cards: number, perRow: number): number {
  const phone = window.innerWidth < PHONE_WIDTH_PX;
  return Math.ceil(cards / perRow) * (phone ? PHONE_ROW_PX : WIDE_ROW_PX);
}

/**
 * The cards to render now: in the screen's first render those one viewport shows, with a placeholder holding
 * the others' place (`spanAll`: it spans every column of a grid); after the first paint all of them.
 */
export function useFirstViewportCards<T>(
  items: readonly T[],
  { perRow = 1, spanAll = false, top }: { perRow?: number; spanAll?: boolean; top?: CardsTop } = {},
): { shown: readonly T[]; placeholder: ReactElement | null } {
  const all = useAfterFirstPaint({ yielding: true });
  const first = all ? items.length : cardsInOneViewport(perRow, top);
  if (items.length <= first) return { shown: items, placeholder: null };
  const style: CSSProperties = { height: reservedHeight(items.length - first, perRow) };
  if (spanAll) style.gridColumn = '1 / -1';
  return {
    shown: items.slice(0, first),
    placeholder: (
      <div key="cards-pending" aria-hidden="true" data-cards-pending={items.length - first} style={style} />
    ),
  };
}
