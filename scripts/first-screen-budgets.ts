// What each first screen may send, compressed (gzip level 9, as scripts/first-screen-bytes.ts counts it),
// checked after the build by `npm run budget` (part of `npm test`). `target` is the goal for a phone on a
// slow line; `budget` is the target where it is met, otherwise the size measured after the last cut plus 1 KB: a
// ratchet. Lower a budget when a change makes a screen smaller; raising one needs a reason in the commit.
export interface Budget {
  budgetKb: number;
  targetKb: number;
}

export const FIRST_SCREEN_BUDGETS: Record<'home' | 'list' | 'detail', { js: Budget; css: Budget }> = {
  // how each budget got here, measurement by measurement: docs/performance.md, "Budget history"
  home: { js: { budgetKb: 199.2, targetKb: 150 }, css: { budgetKb: 15, targetKb: 15 } },
  list: { js: { budgetKb: 206.0, targetKb: 150 }, css: { budgetKb: 15, targetKb: 15 } },
  detail: { js: { budgetKb: 208.1, targetKb: 170 }, css: { budgetKb: 15, targetKb: 15 } },
};
