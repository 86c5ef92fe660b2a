// Which calls get which part of the error catalogue, decided in one table by the call itself (not by flags at
// call sites). Only search calls are quiet: their errors just close the loading mask.
import { paths } from './paths';

/**
 * search: no reaction at all, the screen shows its own state (docs/product.md#errors-and-timeouts).
 * inline: the screen shows the server's message itself, so the generic error toast is left out; 403, 600,
 *   timeouts and expired logins still get the catalogue's reaction.
 * background: nobody is waiting for it; its caller retries or cleans up whatever the answer.
 * catalogue: everything else — the catalogue's reactions in full, besides the screen's own error state.
 */
export type ErrorPolicy = 'search' | 'inline' | 'background' | 'catalogue';

export interface CallShape {
  path: string;
  method: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Rule {
  policy: Exclude<ErrorPolicy, 'catalogue'>;
  /** why this call is not given the whole catalogue */
  why: string;
  matches: (call: CallShape) => boolean;
}

/** A paged path's stem: '/api/.../nonFinancialPolicyPage/' from the `(page, pageSize)` builder. */
const stem = (build: (page: number, size: number) => string) => build(0, 0).replace(/0\/0$/, '');
const startsWith = (prefix: string) => (call: CallShape) => call.path.startsWith(prefix);
const is = (path: string) => (call: CallShape) => call.path === path;
const hasKeyword = (call: CallShape) => typeof call.query?.keyword === 'string' && call.query.keyword !== '';
const bodyField = (call: CallShape, field: string): unknown =>
  typeof call.body === 'object' && call.body !== null
    ? (call.body as Record<string, unknown>)[field]
    : undefined;

export const ERROR_POLICY_TABLE: readonly Rule[] = [
  {
    policy: 'search',
    why: 'list search (enterprise)',
    matches: startsWith(stem(paths.nonFinancialPolicyPage)),
  },
  {
    policy: 'search',
    why: 'list search (people); with matchingModel it is 我的政策, not a search',
    matches: (call) =>
      call.path.startsWith(stem(paths.personalPolicyPage)) && bodyField(call, 'matchingModel') === undefined,
  },
  { policy: 'search', why: 'search suggestions', matches: is(paths.policySuggest) },
  { policy: 'search', why: 'hot words', matches: is(paths.hotWord) },
  { policy: 'search', why: 'hot words (dictionary)', matches: is(paths.getDic) },
  {
    policy: 'search',
    why: 'keyword search of news, publicity and notices',
    matches: (call) =>
      hasKeyword(call) &&
      [stem(paths.newsPage), '/api/open/gj/v1/publicity/page/', '/api/open/gj/v1/notice/page/'].some((p) =>
        call.path.startsWith(p),
      ),
  },
  {
    policy: 'inline',
    why: 'the captcha dialog shows why the SMS code was not sent',
    matches: is(paths.sendCode),
  },
  {
    policy: 'inline',
    why: 'the captcha dialog says itself when the spoken captcha could not be fetched',
    matches: (call) => call.path.startsWith(paths.captchaAudio),
  },
  {
    policy: 'inline',
    why: 'the application form and 我的材料 show why a file or a change was refused (the locker reads its device copy offline)',
    matches: (call) =>
      call.path.startsWith(paths.lockerBase) ||
      (call.method === 'POST' &&
        ([paths.applyFileUpload, paths.applySubmit, paths.applyResubmit] as string[]).includes(call.path)),
  },
  {
    policy: 'background',
    why: 'access-log batches stay in the device queue and are sent again later',
    matches: (call) => call.path === paths.accessLog && call.method === 'POST',
  },
  {
    policy: 'background',
    why: 'the application draft is saved as the applicant types; the device keeps it when the server does not',
    matches: (call) => call.path.startsWith(paths.applyDraft('')),
  },
  {
    policy: 'background',
    why: 'logout clears the device whatever the platform answers',
    matches: is(paths.mztQuit),
  },
  {
    policy: 'background',
    why: 'the platform login check runs unasked; its answer is acted on, its failure is not news',
    matches: is(paths.loginStatus),
  },
];

export function errorPolicyFor(call: CallShape): ErrorPolicy {
  return ERROR_POLICY_TABLE.find((rule) => rule.matches(call))?.policy ?? 'catalogue';
}
