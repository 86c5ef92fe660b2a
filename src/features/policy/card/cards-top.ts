// Where the policy cards start on the screens that show them, at the least (px from the page's top): below the
// header, the band, the filters (the list) or the home's sections. The first render builds only the cards that
// can be seen from there (shared/ui/first-viewport); tests/e2e/first-viewport-cards.spec.ts checks that each
// floor holds at phone and desktop sizes, so a layout change that moves the cards up fails there, not on screen.
import type { CardsTop } from '../../../shared/ui/first-viewport';

// Measured in Chromium, Chinese and English, 320-1920 px wide, in the first render and once settled: the list's
// first card at 500 px (700×900) to 719 px (320×568) below 768 px, 666 px (1366×768) to 1280 px (768×1024) from
// it; the home's at 753 px (600-700 px wide) to 1148 px (320×568), and 716 px (1024×768) to 1122 px (768×1024).

/** 政策列表: below the header, the region band, the folded filters (a phone) or the filter rows, the result bar. */
export const LIST_CARDS_TOP: CardsTop = { phone: 480, wide: 640 };

/** 首页 最新政策: below the search, the quick entries, the statistics and the tabs. */
export const HOME_CARDS_TOP: CardsTop = { phone: 730, wide: 690 };
