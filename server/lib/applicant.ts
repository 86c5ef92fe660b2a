// Who is applying: the eligibility profile of a session's account, and the eligibility check with its message.
import type { ApplyContext } from '../../src/shared/api/contract';
import { city } from '../../src/shared/config/city';
import type { ApplicantProfile, EligibilityCondition } from '../../src/shared/eligibility/conditions';
import { describeOutcome } from '../../src/shared/eligibility/describe';
import { countyOf, evaluateEligibility, withDeclarations } from '../../src/shared/eligibility/evaluate';
import type { MessageKey } from '../../src/shared/i18n/catalogue';
import { zhAll } from '../../src/shared/i18n/catalogue-zh-all';
import { contactOf, ENTERPRISE_ACCOUNTS, findAccount } from '../data/accounts';
import { findField } from '../data/questionnaire';
import { enterpriseInfo, personalInfo } from './auth';
import { questionnaireRecords } from './db/account-store';
import type { DemoContext } from './context';
import { badRequest } from './envelope';
import type { Session } from './state';

/** A catalogue message in Chinese, the language of the backend's answers. */
export function zh(key: MessageKey, params: Record<string, string | number> = {}): string {
  return zhAll[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export const CITY_COUNTIES = city.counties.map((c) => c.code);

/** The answers of the account's latest questionnaire ({} without one). */
export async function latestAnswersOf(ctx: DemoContext, accountId: string): Promise<Record<string, string>> {
  return (await questionnaireRecords(ctx.db, accountId, 1))[0]?.answers ?? {};
}

export async function profileOf(
  ctx: DemoContext,
  session: Pick<Session, 'kind' | 'accountId'>,
): Promise<ApplicantProfile> {
  if (session.kind === 2) {
    const info = await enterpriseInfo(ctx, session.accountId);
    const account = ENTERPRISE_ACCOUNTS.find((a) => a.id === session.accountId);
    const profile: ApplicantProfile = { kind: 'enterprise', answers: {}, answerLabels: {} };
    const county = countyOf(info?.countyCode);
    if (county) profile.countyCode = county;
    if (info?.enterpriseType) profile.enterpriseType = info.enterpriseType;
    if (info?.establishDate) profile.foundedOn = info.establishDate;
    if (account?.industry) profile.industry = account.industry;
    if (account?.size) profile.size = account.size;
    return profile;
  }
  const info = await personalInfo(ctx, session.accountId);
  const answers = await latestAnswersOf(ctx, session.accountId);
  const answerLabels = Object.fromEntries(
    Object.entries(answers).map(([code, value]) => [
      code,
      value
        .split(',')
        .map((v) => findField(code)?.dictLabelList[Number(v) - 1] ?? v)
        .join('、'),
    ]),
  );
  const profile: ApplicantProfile = { kind: 'person', answers, answerLabels };
  const county = countyOf(info?.countyCode);
  if (county) profile.countyCode = county;
  return profile;
}

export async function prefillOf(ctx: DemoContext, session: Session): Promise<ApplyContext['prefill']> {
  const account = findAccount(session.accountId);
  const contact = account ? contactOf(account) : { name: '', phone: '' };
  if (session.kind === 2) {
    const info = await enterpriseInfo(ctx, session.accountId);
    return {
      applicantName: info?.enterpriseName ?? '',
      creditCode: info?.enterpriseCode ?? '',
      contactName: contact.name,
      contactPhone: contact.phone,
      countyCode: countyOf(info?.countyCode) ?? '',
      address: info?.address ?? '',
    };
  }
  const info = await personalInfo(ctx, session.accountId);
  return {
    applicantName: info?.userName ?? '',
    creditCode: '',
    contactName: contact.name,
    contactPhone: contact.phone,
    countyCode: countyOf(info?.countyCode) ?? '',
    address: info?.address ?? '',
  };
}

/** Refuses (400, in Chinese) when a hard condition is not met; the declared county fills an unknown one. */
export function assertEligible(
  conditions: readonly EligibilityCondition[],
  profile: ApplicantProfile,
  declared: { countyCode?: string },
  verb: '申报' | '领取',
): void {
  const full = withDeclarations(profile, declared);
  const result = evaluateEligibility(conditions, full, CITY_COUNTIES);
  const first = result.failed[0];
  if (first) {
    const why = describeOutcome(first, full, 'zh-CN', zh);
    throw badRequest(`不符合${verb}条件：${why}`);
  }
}
