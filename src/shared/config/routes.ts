// The portal's own routes (spec §2): the only places a post-login redirect may land.
export const LAYOUT_PATHS = [
  '/indexHome',
  '/policyList',
  '/policyDetail',
  '/questionnaire',
  '/freeTrial',
  '/overviewDetail',
  '/prizePublicity',
  '/prizeNotice',
  '/declarationGuide',
  '/compilationPolicy',
  '/applyDetail',
  '/applyPolicy',
  '/informationDetail',
  '/infoCompletion',
  '/newsList',
  '/newsDetail',
  '/savedPolicies',
] as const;

export const ENTERPRISE_CHILDREN = [
  'enterpriseInfo',
  'personInfo',
  'personSelfPolicy',
  'editPersonInfo',
  'enterpriseProject',
  'projectDetail',
  'addProject',
  'myApply',
  'myEnjoyPolicy',
  'myUrgeHandling',
  'myConsult',
  'myMessage',
  'consultDetail',
  'listConsultDetail',
] as const;
export type EnterpriseChild = (typeof ENTERPRISE_CHILDREN)[number];

export const TRANSIT_PATHS = ['/platformTtransit', '/checkLogin', '/loginOutTtransit'] as const;

export const REDIRECTABLE_PATHS: ReadonlySet<string> = new Set([
  ...LAYOUT_PATHS,
  '/enterprise',
  '/platformTtransit',
  ...ENTERPRISE_CHILDREN.map((c) => `/enterprise/${c}`),
]);
