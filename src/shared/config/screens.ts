// The screen manifest: one row per screen of the portal (docs/product.md#screens-and-routes). Routes,
// navigation, the site map, login-return targets, access-log kinds, the user-centre menus, the worker's
// offline API prefixes and the tests' screen lists are all read from here; a unit test holds it against
// the generated route tree, so a route without a row (or a row without a route) fails `npm test`.
// DOM-free: the service worker imports it too.
import type { LoginType } from '../api/contract';
import { paths } from '../api/paths';
import type { MessageKey } from '../i18n/catalogue';

/**
 * Where a screen sits: `portal` in the layout with header and floating tools; `bare` in the layout
 * without them; `centre` a user-centre child under /enterprise; `transit` outside the layout (hand-over
 * pages that leave at once); `redirect` an address that only forwards to another screen.
 */
export type ScreenLayout = 'portal' | 'bare' | 'centre' | 'transit' | 'redirect';

/** Access-log accessType: 1 home, 2 a policy screen (its `id` names the policy), 3 any other; none: not logged. */
export type AccessKind = 'home' | 'policy' | 'other' | 'none';

/** The main navigation: a top-level item, or an item of the 政策直达 dropdown. */
export type NavPlace = 'top' | 'directPayment';

/** The site map's sections (the fourth, the site's information pages, lists topics rather than screens). */
export type SiteMapSection = 'services' | 'announcements' | 'centre';

/** The worker's runtime caching: `fresh` answers are shown at once and refreshed behind the scenes; `network`
 * answers are asked for first and fall back to the cache. A path ending in '/' is a prefix, else exact. */
export interface OfflineApi {
  fresh?: readonly string[];
  network?: readonly string[];
}

export interface ScreenEntry {
  path: string;
  layout: ScreenLayout;
  /** the screen's name in menus and the site map */
  label?: MessageKey;
  /** the screen's name in the document title when it differs from its label (a page may name itself) */
  title?: MessageKey;
  nav?: { place: NavPlace; order: number };
  siteMap?: SiteMapSection;
  /** a login started here may come back here (redirectUrl) */
  loginReturn: boolean;
  accessLog: AccessKind;
  /** public answers the worker keeps so the screen opens offline; nothing user-scoped */
  offline?: OfflineApi;
  /** user-centre children: which account kinds may open it, and which menus list it */
  centre?: { kinds: readonly LoginType[]; userMenu: boolean; sideMenu: boolean };
  /** a search the tests open the screen with (a record that exists in the demo data) */
  sample?: string;
}

const pagePrefix = (path: string) => path.replace(/1\/10$/, '');
/** home and the list share their header (hot words, statistics, ads) and the policy pages */
const POLICY_BROWSING: OfflineApi = {
  fresh: [paths.hotWord, paths.getDic, paths.applyAmount, paths.accessCount, paths.ads('')],
  network: [pagePrefix(paths.nonFinancialPolicyPage(1, 10))],
};

export const SCREENS = [
  portal('/indexHome', {
    label: 'nav.home',
    nav: { place: 'top', order: 10 },
    siteMap: 'services',
    accessLog: 'home',
    offline: POLICY_BROWSING,
  }),
  portal('/policyList', {
    label: 'nav.directPayment',
    title: 'list.title',
    nav: { place: 'directPayment', order: 20 },
    siteMap: 'services',
    accessLog: 'other',
    offline: POLICY_BROWSING,
  }),
  portal('/policyDetail', {
    title: 'detail.heading',
    accessLog: 'policy',
    offline: { fresh: [paths.ads('')], network: [paths.policyDetail('')] },
    sample: '?id=p-0001',
  }),
  portal('/questionnaire', {
    label: 'content.sitemap.questionnaire',
    siteMap: 'services',
    accessLog: 'other',
  }),
  portal('/enterpriseMatching', {
    label: 'quick.enterprise',
    siteMap: 'services',
    accessLog: 'other',
  }),
  portal('/freeTrial', {
    title: 'free.title',
    accessLog: 'policy',
    offline: { network: [paths.policyDetail('')] },
    sample: '?id=p-0002',
  }),
  portal('/overviewDetail', {
    label: 'content.overview.title',
    siteMap: 'services',
    accessLog: 'other',
    offline: { fresh: [paths.applyAmount, paths.accessCount, paths.rewardCount] },
  }),
  noticeScreen('/prizePublicity', 'publicity', 'nav.prizePublicity', 21),
  noticeScreen('/prizeNotice', 'notice', 'nav.prizeNotice', 22),
  portal('/declarationGuide', {
    label: 'header.declarationGuide',
    siteMap: 'services',
    accessLog: 'other',
    offline: { network: [paths.guideList, paths.policyDetail('')] },
  }),
  portal('/compilationPolicy', {
    label: 'nav.compilation',
    nav: { place: 'top', order: 30 },
    siteMap: 'services',
    accessLog: 'other',
    offline: { network: [paths.compilationList] },
  }),
  portal('/applyDetail', { title: 'content.applyDetail.title', accessLog: 'other', sample: '?id=a-1' }),
  portal('/applyPolicy', {
    title: 'content.apply.title',
    accessLog: 'policy',
    offline: { network: [paths.policyDetail('')] },
    sample: '?id=p-0001',
  }),
  portal('/informationDetail', { title: 'content.info.section', accessLog: 'other' }),
  {
    path: '/infoCompletion',
    layout: 'bare',
    title: 'content.region.title',
    loginReturn: true,
    accessLog: 'other',
  },
  portal('/newsList', {
    label: 'nav.news',
    nav: { place: 'top', order: 50 },
    siteMap: 'announcements',
    accessLog: 'other',
    offline: { network: [pagePrefix(paths.newsPage(1, 10))] },
  }),
  portal('/newsDetail', {
    title: 'content.newsDetail.title',
    accessLog: 'other',
    offline: { network: [paths.newsDetail('')] },
    sample: '?id=n-001',
  }),
  // the user centre: /enterprise forwards to the account kind's first screen
  { path: '/enterprise', layout: 'redirect', loginReturn: true, accessLog: 'none' },
  { path: '/enterprise/', layout: 'redirect', loginReturn: false, accessLog: 'none' },
  centre('enterpriseInfo', 'user.enterpriseInfo', [2], { userMenu: true, sideMenu: true, siteMap: true }),
  centre('personInfo', 'user.personInfo', [1], { userMenu: true, sideMenu: true, siteMap: true }),
  centre('personSelfPolicy', 'user.personSelfPolicy', [1], { sideMenu: true }),
  centre('editPersonInfo', 'user.editPersonInfo', [1]),
  centre('myApply', 'user.myApply', [1, 2], { userMenu: true, sideMenu: true, siteMap: true }),
  centre('myEnjoyPolicy', 'user.myEnjoyPolicy', [1, 2], { userMenu: true, sideMenu: true, siteMap: true }),
  centre('myUrgeHandling', 'user.myUrge', [2], { userMenu: true, sideMenu: true, siteMap: true }),
  centre('myConsult', 'user.myConsult', [2], { userMenu: true, sideMenu: true, siteMap: true }),
  centre('consultDetail', 'user.myConsult', [2], { title: 'centre.consult.detailTitle' }),
  centre('listConsultDetail', 'user.myConsult', [2], { title: 'centre.consult.detailTitle' }),
  centre('enterpriseProject', 'user.enterpriseProject', [2], {
    userMenu: true,
    sideMenu: true,
    siteMap: true,
  }),
  centre('projectDetail', 'user.enterpriseProject', [2], { title: 'centre.project.detailTitle' }),
  centre('addProject', 'user.enterpriseProject', [2], { title: 'centre.project.add' }),
  centre('myMessage', 'user.myMessage', [1, 2], { sideMenu: true, siteMap: true }),
  centre('myMaterials', 'user.myMaterials', [1, 2], { userMenu: true, sideMenu: true, siteMap: true }),
  // a visitor's own device copies, listed after the centre in the site map
  portal('/savedPolicies', {
    label: 'user.savedPolicies',
    siteMap: 'centre',
    accessLog: 'other',
    // the saved policies' revisions: public, the same for everyone
    offline: { network: [paths.policyChanges] },
  }),
  // hand-over pages of the identity platform: the screen they lead to is the visit
  { path: '/platformTtransit', layout: 'transit', loginReturn: true, accessLog: 'none' },
  { path: '/checkLogin', layout: 'transit', loginReturn: false, accessLog: 'none' },
  { path: '/loginOutTtransit', layout: 'transit', loginReturn: false, accessLog: 'none' },
  { path: '/', layout: 'redirect', loginReturn: false, accessLog: 'none' },
] as const satisfies readonly ScreenEntry[];

/** 申报公示 and 兑现公告: one paged public list each, in the 政策直达 dropdown. */
function noticeScreen<P extends string>(
  path: P,
  kind: 'publicity' | 'notice',
  label: MessageKey,
  order: number,
) {
  return {
    path,
    layout: 'portal' as const,
    label,
    nav: { place: 'directPayment' as const, order },
    siteMap: 'announcements' as const,
    loginReturn: true,
    accessLog: 'other' as const,
    offline: { network: [pagePrefix(paths.publicityPage(kind, 1, 10))] },
  };
}

/** A screen in the portal's layout that a login may come back to. */
function portal<const P extends string, const R extends Omit<ScreenEntry, 'path' | 'layout' | 'loginReturn'>>(
  path: P,
  rest: R,
) {
  return { path, layout: 'portal' as const, loginReturn: true, ...rest };
}

function centre<C extends string>(
  child: C,
  label: MessageKey,
  kinds: readonly LoginType[],
  show: { userMenu?: boolean; sideMenu?: boolean; siteMap?: boolean; title?: MessageKey } = {},
) {
  return {
    path: `/enterprise/${child}` as const,
    layout: 'centre' as const,
    label,
    title: show.title,
    loginReturn: true,
    accessLog: 'other' as const,
    centre: { kinds, userMenu: show.userMenu ?? false, sideMenu: show.sideMenu ?? false },
    siteMap: show.siteMap ? ('centre' as const) : undefined,
  };
}

export type ScreenPath = (typeof SCREENS)[number]['path'];
/** The paths a link can name (the router spells the centre's index '/enterprise'). */
export type LinkPath = Exclude<ScreenPath, '/enterprise/'>;
export type EnterpriseChild = ScreenPath extends infer P
  ? P extends `/enterprise/${infer C}`
    ? C extends ''
      ? never
      : C
    : never
  : never;

const BY_PATH: ReadonlyMap<string, ScreenEntry> = new Map(SCREENS.map((s) => [s.path, s as ScreenEntry]));

/** The manifest row of a router pathname, if it is a screen of the portal. */
export function screenFor(pathname: string): ScreenEntry | undefined {
  return BY_PATH.get(pathname);
}

/** The key naming a screen in the document title: its title, else its label; none for an unknown address. */
export function screenTitleKey(pathname: string): MessageKey | undefined {
  const entry = screenFor(pathname);
  return entry?.title ?? entry?.label;
}

export const ENTERPRISE_CHILDREN = SCREENS.filter((s) => s.layout === 'centre').map((s) =>
  s.path.slice('/enterprise/'.length),
) as EnterpriseChild[];

/** The addresses a post-login redirect may land on; anything else goes home. */
export const REDIRECTABLE_PATHS: ReadonlySet<string> = new Set(
  SCREENS.filter((s) => s.loginReturn).map((s) => s.path),
);

/** The screens in the layout that show neither header nor floating tools. */
export const BARE_PATHS: ReadonlySet<string> = new Set(
  SCREENS.filter((s) => s.layout === 'bare').map((s) => s.path),
);

/** The worker's runtime-cached public API, per strategy, from every screen's `offline`. */
export function offlineApi(kind: keyof OfflineApi): string[] {
  const all = (SCREENS as readonly ScreenEntry[]).flatMap((s) => s.offline?.[kind] ?? []);
  return [...new Set(all)];
}

/** The sibling systems in the main navigation, placed among the screens by `order`. */
export const NAV_EXTERNALS = [
  { code: 'innovationVoucher', label: 'nav.innovationVoucher', order: 40 },
  { code: 'creditLoan', label: 'nav.creditLoan', order: 41 },
  { code: 'listingConsult', label: 'nav.listingConsult', order: 42 },
] as const satisfies readonly { code: string; label: MessageKey; order: number }[];

export type NavItem =
  | { kind: 'screen'; path: LinkPath; label: MessageKey }
  | { kind: 'menu'; label: MessageKey; items: { path: LinkPath; label: MessageKey }[] }
  | { kind: 'external'; code: (typeof NAV_EXTERNALS)[number]['code']; label: MessageKey };

/** The main navigation: top-level screens and sibling systems by order, the 政策直达 dropdown where its first item falls. */
export function mainNav(): NavItem[] {
  const placed: { order: number; item: NavItem }[] = NAV_EXTERNALS.map((e) => ({
    order: e.order,
    item: { kind: 'external', code: e.code, label: e.label },
  }));
  const inMenu = (SCREENS as readonly ScreenEntry[])
    .filter((s) => s.nav?.place === 'directPayment')
    .sort((a, b) => a.nav!.order - b.nav!.order);
  if (inMenu.length > 0)
    placed.push({
      order: inMenu[0]!.nav!.order,
      item: {
        kind: 'menu',
        label: 'nav.directPayment',
        items: inMenu.map((s) => ({ path: s.path as LinkPath, label: s.label ?? 'nav.directPayment' })),
      },
    });
  for (const s of SCREENS as readonly ScreenEntry[]) {
    if (s.nav?.place === 'top' && s.label)
      placed.push({ order: s.nav.order, item: { kind: 'screen', path: s.path as LinkPath, label: s.label } });
  }
  return placed.sort((a, b) => a.order - b.order).map((p) => p.item);
}

/** The site map's screen links by section, in the manifest's order. */
export function siteMapLinks(section: SiteMapSection): { path: LinkPath; label: MessageKey }[] {
  return (SCREENS as readonly ScreenEntry[])
    .filter((s) => s.siteMap === section && s.label)
    .map((s) => ({ path: s.path as LinkPath, label: s.label! }));
}

/** Whether a request path is one of the listed API paths (entries ending in '/' are prefixes). */
export function matchesApi(list: readonly string[], pathname: string): boolean {
  return list.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}
