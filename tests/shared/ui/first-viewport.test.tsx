// @vitest-environment jsdom
// The cards below the fold come after the first paint (src/shared/ui/first-viewport.tsx): the first commit
// renders what one viewport can show and holds the others' place; a frame later every card is there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  cardsInOneViewport,
  useFirstViewportCards,
  type CardsTop,
} from '../../../src/shared/ui/first-viewport';
import { HOME_CARDS_TOP, LIST_CARDS_TOP } from '../../../src/features/policy/card/cards-top';

const ITEMS = Array.from({ length: 10 }, (_, i) => `card ${i + 1}`);

function Cards({ perRow, top }: { perRow?: number; top?: CardsTop }) {
  const { shown, placeholder } = useFirstViewportCards(ITEMS, { perRow, top });
  return (
    <div>
      {shown.map((item) => (
        <article key={item}>{item}</article>
      ))}
      {placeholder}
    </div>
  );
}

let frames: FrameRequestCallback[] = [];
function setWindow(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setWindow(1024, 768);
});

describe('the cards of the first viewport first', () => {
  it('renders on a phone (412×823) the three cards its viewport can show, the rest after the first frame', async () => {
    setWindow(412, 823);
    expect(cardsInOneViewport()).toBe(3);
    render(<Cards />);
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(ITEMS.slice(0, 3));
    // the seven others' place is held: nothing below them moves when they come
    const held = document.querySelector<HTMLElement>('[data-cards-pending]')!;
    expect(held.dataset.cardsPending).toBe('7');
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(parseInt(held.style.height)).toBeGreaterThanOrEqual(7 * 267);

    // a frame paints the first ones; the task after it adds the others
    await act(async () => frames.splice(0).forEach((cb) => cb(0)));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(ITEMS);
    expect(document.querySelector('[data-cards-pending]')).toBeNull();
  });

  it('counts rows of two where the cards stand side by side, and all of them fit a tall desktop', () => {
    setWindow(1920, 1080);
    expect(cardsInOneViewport(1)).toBe(7);
    expect(cardsInOneViewport(2)).toBe(14);
    render(<Cards perRow={2} />);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(document.querySelector('[data-cards-pending]')).toBeNull();
  });

  it('counts from where the screen’s cards start, and builds none when they start below the first screen', async () => {
    setWindow(412, 823);
    // from 480 px (the list's floor) two cards of 267 px and more can show, from 730 px (the home's) one
    expect(cardsInOneViewport(1, LIST_CARDS_TOP)).toBe(2);
    expect(cardsInOneViewport(1, HOME_CARDS_TOP)).toBe(1);
    expect(cardsInOneViewport(1, { phone: 830, wide: 0 })).toBe(0);
    render(<Cards top={{ phone: 830, wide: 0 }} />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.querySelector<HTMLElement>('[data-cards-pending]')!.dataset.cardsPending).toBe('10');
    await act(async () => frames.splice(0).forEach((cb) => cb(0)));
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getAllByRole('article')).toHaveLength(10);

    // a desktop: one row of 154 px and more under 640 px (the list) or 690 px (the home, two to a row)
    setWindow(1366, 768);
    expect(cardsInOneViewport(1, LIST_CARDS_TOP)).toBe(1);
    expect(cardsInOneViewport(2, HOME_CARDS_TOP)).toBe(2);
  });

  it('adds the rest in a background tab too, which paints no frame', async () => {
    setWindow(412, 823);
    render(<Cards />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });
});
