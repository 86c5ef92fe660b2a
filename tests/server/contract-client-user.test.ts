// @vitest-environment jsdom
// Contract tests, logged-in side: person and enterprise endpoints through the portal's own client and parsers.
import { MSG_REGION_RECORDED } from '../../server/lib/region-rule';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../src/shared/api/http';
import { number, text } from '../../src/shared/api/schema';
import { paths } from '../../src/shared/api/paths';
import type { Consultation } from '../../src/shared/api/contract';
import { sm4DecryptBase64 } from '../../src/shared/api/sm4';
import { sessionStore } from '../../src/shared/auth/session';
import { appEnv } from '../../src/shared/config/env';
import { receiveFree } from '../../src/features/policy/api/policy-api';
import {
  fetchApplyContext,
  fetchApplyDetail,
  submitApplication,
  uploadMaterial,
} from '../../src/features/apply/api/apply-api';
import { fetchPolicySummary } from '../../src/shared/api/policy-summary';
import { fetchCounties, fetchStreets, saveRegion } from '../../src/shared/api/region-queries';
import {
  fetchMatchPage,
  fetchMatchSummary,
  fetchRecords,
  submitQuestionnaire,
} from '../../src/features/matching/api/matching-api';
import {
  fetchCaptcha,
  sendSmsCode,
  submitConsultation,
  uploadImage,
} from '../../src/features/consult/api/consult-api';
import * as centre from '../../src/features/user-centre/api/centre-api';
import { ENTERPRISE_ACCOUNTS } from '../../server/data/accounts';
import {
  exchangeTicket,
  refreshUserInfo,
  resetUserInfoThrottle,
} from '../../src/features/session/api/session-api';
import {
  demoGet,
  demoReset,
  expectApiError,
  loginAs,
  nodeUploadFile,
  PNG_SIGNATURE,
  tinyPng,
  setupClientApi,
  withPlatformCookie,
} from './client-helpers';
import { endPlatformLogin, isPlatformLogoutPending } from '../../src/shared/auth/platform-logout';
import { auth, idpLogin } from './helpers';

const { api } = setupClientApi();
const firstPage = { page: 1, pageSize: 10 };

beforeEach(async () => {
  await demoReset(api());
  resetUserInfoThrottle();
});

describe('login and user info', () => {
  it('exchanges the ticket, signs each call with the SM4 header of the token and reads the person', async () => {
    const { hashParams, cookie } = await idpLogin(api(), { action: 'person' });
    const { kind, token } = await withPlatformCookie(cookie, () =>
      exchangeTicket(hashParams.get('ticket') ?? ''),
    );
    expect(kind).toBe(1);
    sessionStore.setLogin(token, kind);

    const spy = vi.spyOn(globalThis, 'fetch');
    const person = await centre.fetchPersonalInfo();
    const init = spy.mock.calls[0]?.[1];
    spy.mockRestore();
    const header = new Headers(init?.headers).get('Authorization') ?? '';
    expect(sm4DecryptBase64(header, appEnv().sm4Key)).toBe(token);
    expect(person).toMatchObject({ userName: '陈志明', countyCode: '350503' });
    expect(person.idCardMasked).toMatch(/^\d{3,6}\*+\w{2,4}$/);
    expect(person.phoneMasked).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(await request(paths.loginStatus, {}, number)).toBe(1);

    expect(await refreshUserInfo(1)).toMatchObject({ userName: '陈志明' });
    expect(sessionStore.get().userInfo?.enterpriseCode).toBeUndefined();

    sessionStore.setLogin(`${token.slice(0, -4)}0000`, 1);
    await expectApiError(centre.fetchPersonalInfo(), { code: '403', client: 'primary' });
  });

  it('reads enterprise info for each kind of enterprise and saves the region of u-ent-2', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const ent = await centre.fetchEnterpriseInfo();
    const stored = ENTERPRISE_ACCOUNTS.find((account) => account.id === 'u-ent-1')?.info;
    expect(stored?.enterpriseCode).toMatch(/^9135/);
    expect(ent).toMatchObject({ ...stored });
    expect(ent.legalPerson).not.toBe('');
    expect(ent.bankAccountMasked).toMatch(/^\d{4}\*+\d{4}$/);
    expect(await request(paths.loginStatus, {}, number)).toBe(2);
    expect((await refreshUserInfo(2)).enterpriseCode).toBe(stored?.enterpriseCode);
    await expectApiError(centre.fetchPersonalInfo(), { code: '403', client: 'primary' });

    await loginAs(api(), 'enterprise', 'u-ent-3');
    resetUserInfoThrottle();
    expect(await refreshUserInfo(2)).toMatchObject({ enterpriseName: '南安石韵新材料有限公司', state: 1 });

    await loginAs(api(), 'enterprise', 'u-ent-2');
    resetUserInfoThrottle();
    expect((await refreshUserInfo(2)).countyCode).toBeUndefined();
    const county = (await fetchCounties()).find((c) => c.code === '350582');
    const streets = await fetchStreets(county?.id ?? '');
    expect(await saveRegion(streets[0]!.code)).toEqual({ countyCode: streets[0]!.code });
    // the region rule: once recorded, a region is changed through 企业信息, not declared again
    expect((await expectApiError(saveRegion(streets[1]!.code), { code: '400' })).message).toBe(
      MSG_REGION_RECORDED,
    );
    expect((await centre.fetchEnterpriseInfo()).countyCode).toBe(streets[0]!.code);
    await expectApiError(saveRegion('999999001'), { code: '400' });
  });

  it('saves the person info and reads it back, contact preference included', async () => {
    await loginAs(api(), 'person');
    await centre.savePersonInfo({
      address: '泉州市丰泽区东海街道',
      countyCode: '350503',
      contactPreference: 'phone',
    });
    expect(await centre.fetchPersonalInfo()).toMatchObject({
      address: '泉州市丰泽区东海街道',
      countyCode: '350503',
      contactPreference: 'phone',
    });
    await expectApiError(
      // @ts-expect-error a preference the body's schema refuses, sent anyway
      centre.savePersonInfo({ address: 'x', countyCode: '350503', contactPreference: 'fax' }),
      { code: '400' },
    );
    // 我的政策 before any questionnaire: a 600 that leads to the questionnaire instead of the generic list
    const unfilled = await expectApiError(centre.fetchPersonalPolicies({ page: 1, pageSize: 15 }), {
      code: '600',
    });
    expect(unfilled.message).toContain('填报问卷');
  });

  it('quit ends the login: the token is refused by primary (403) and platform (10001) calls', async () => {
    await loginAs(api(), 'person');
    expect(await endPlatformLogin()).toBe(true);
    expect(isPlatformLogoutPending()).toBe(false);
    await expectApiError(centre.fetchPersonalInfo(), { kind: 'code', code: '403', client: 'primary' });
    await expectApiError(request(paths.mztQuit, { method: 'POST', query: { frontRedirectUrl: 'x' } }, null), {
      kind: 'code',
      code: '10001',
      client: 'second',
    });
    expect(await request(paths.loginStatus, {}, number)).toBe(4);
  });
});

describe('matching and free receive (person)', () => {
  it('submits the questionnaire and reads result, records and matching page', async () => {
    await loginAs(api(), 'person');
    const answers = { ageRange: '4', household: '1', startup: '2,1' };
    await submitQuestionnaire(JSON.stringify(answers));
    const summary = await fetchMatchSummary();
    expect(summary.queryTimes).toBe(1);
    expect(summary.answerItems).toEqual({ ...answers, startup: '1,2' });
    expect(summary.accurateCount + summary.probablyCount + summary.mismatchingCount).toBeGreaterThan(0);

    const raw = await request(paths.formRecord, {}, text);
    expect(Array.isArray(JSON.parse(raw))).toBe(true);
    const records = await fetchRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ answers: summary.answerItems, accurateCount: summary.accurateCount });

    const precise = await fetchMatchPage({ matchingModel: 1, orderModel: 1, page: 1, pageSize: 10 });
    expect(precise.total).toBe(summary.accurateCount);
    expect(precise.records.length).toBe(Math.min(10, summary.accurateCount));
    // 我的政策 shows the same precise matches
    const mine = await centre.fetchPersonalPolicies({ page: 1, pageSize: 15 });
    expect(mine).toMatchObject({ current: 1, size: 15, total: summary.accurateCount });
    expect(mine.records.map((p) => p.id)).toEqual(
      (await fetchMatchPage({ matchingModel: 1, orderModel: 1, page: 1, pageSize: 15 })).records.map(
        (p) => p.id,
      ),
    );
    await expectApiError(submitQuestionnaire(JSON.stringify({ unknownField: '1' })), { code: '400' });
  });

  it('free receive of p-0002 needs a person; a second receive is reported as already received', async () => {
    await expectApiError(receiveFree('p-0002'), { code: '403', client: 'primary' });
    await loginAs(api(), 'enterprise');
    await expectApiError(receiveFree('p-0002'), { code: '400' });
    await loginAs(api(), 'person');
    const first = await receiveFree('p-0002');
    expect(first).toMatchObject({ policyId: 'p-0002', alreadyReceived: false });
    expect(first.freeApplyNameId).not.toBe('');
    expect((await receiveFree('p-0002')).alreadyReceived).toBe(true);
    // on its way to the bank: 我享受的政策 lists it among its receipts until the money arrives
    expect((await centre.fetchEnjoys(firstPage)).receipts[0]).toMatchObject({
      policyId: 'p-0002',
      status: 'confirmed',
    });
  });
});

describe('user centre (enterprise)', () => {
  it('applies, reads the application, urges it and lists the urge', async () => {
    await loginAs(api(), 'enterprise');
    const context = await fetchApplyContext('p-0001');
    expect(context).toMatchObject({ existing: null, profile: { kind: 'enterprise', countyCode: '350502' } });
    const policy = await fetchPolicySummary('p-0001');
    expect(policy.eligibility.map((c) => c.kind)).toEqual(['applicant', 'area']);
    const materials = [];
    for (const material of policy.materials) {
      const file = await uploadMaterial(
        await nodeUploadFile(tinyPng(), 'scan.png', 'image/png'),
        'scan.png',
      ).finally(() => vi.unstubAllGlobals());
      materials.push({ material, fileIds: [file.fileId] });
    }
    const body = {
      policyId: 'p-0001',
      requestId: 'client-1',
      ...context.prefill,
      description: '企业符合研发费用补助条件，现提交申报。',
      promise: true,
      materials,
    };
    await expectApiError(submitApplication({ ...body, materials: materials.slice(1) }), { kind: 'code' });
    const applied = await submitApplication(body);
    expect(applied).toMatchObject({ policyId: 'p-0001' });
    expect((await submitApplication(body)).id).toBe(applied.id);
    const applies = await centre.fetchApplies(firstPage);
    expect(applies.records[0]).toMatchObject({ id: applied.id, status: 'submitted' });
    expect(applies.total).toBeGreaterThan(1);
    const detail = await fetchApplyDetail(applied.id);
    expect(detail.history?.map((p) => p.status)).toEqual(['submitted']);
    expect(detail.files?.map((f) => f.files.length)).toEqual(policy.materials.map(() => 1));
    expect(detail.applicantName).not.toBe('');
    expect((await fetchApplyContext('p-0001')).existing?.id).toBe(applied.id);
    await centre.submitUrge(applied.id);
    expect((await centre.fetchUrges(firstPage)).records[0]).toMatchObject({
      applyId: applied.id,
      reply: null,
    });
  });

  it('lists and details: enjoyed, consultations, messages, projects; saves a project', async () => {
    await loginAs(api(), 'enterprise');
    for (const list of [
      await centre.fetchEnjoys(firstPage),
      await centre.fetchConsults(firstPage),
      await centre.fetchMessages(firstPage),
    ]) {
      expect(list).toMatchObject({ current: 1, size: 10 });
      expect(list.records.length).toBeGreaterThan(0);
    }
    const consults = await centre.fetchConsults({ page: 1, pageSize: 15 });
    expect(consults.records.length).toBeGreaterThan(10);
    const consult = await centre.fetchConsultDetail(consults.records[0]!.id);
    expect(consult).toMatchObject({
      id: consults.records[0]!.id,
      initiateContent: consults.records[0]!.initiateContent,
    });

    const projects = await centre.fetchProjects(firstPage);
    expect(projects.records).toHaveLength(10);
    expect(await centre.fetchProject(projects.records[0]!.id)).toEqual(projects.records[0]);
    const type = (await centre.fetchEnterpriseTypes())[0]!;
    await centre.saveProject({
      projectName: '智能产线改造',
      investment: 1200000,
      startDate: '2025-03-01',
      enterpriseType: type.id,
      enterpriseTypeName: type.label,
      description: '改造',
    });
    const saved = (await centre.fetchProjects(firstPage)).records[0]!;
    expect(saved).toMatchObject({
      projectName: '智能产线改造',
      investment: 1200000,
      enterpriseType: type.id,
      enterpriseTypeName: type.label,
    });
    expect((await centre.fetchProjects(firstPage)).total).toBe(projects.total + 1);
  });

  it('changes the bank account and lists the change', async () => {
    await loginAs(api(), 'enterprise');
    const change = await centre.updateBankAccount({
      enterpriseId: 'e-1001',
      bankName: '中国银行泉州分行',
      bankAccount: '6216 6100 0000 1234 567',
    });
    expect(change).toMatchObject({
      oldAccountMasked: '3505************1234',
      newAccountMasked: '6216***********4567',
      operator: '林建华',
    });
    expect(await centre.fetchBankChanges('e-1001', { page: 1, pageSize: 10 })).toMatchObject({
      records: [change],
      total: 1,
    });
    expect((await centre.fetchEnterpriseInfo()).bankName).toBe('中国银行泉州分行');
    await expectApiError(centre.fetchBankChanges('e-1002', { page: 1, pageSize: 10 }), { code: '404' });
  });
});

describe('consultation (captcha, SMS, upload)', () => {
  it('captcha PNG → SMS code → image upload → consultation listed in my consultations', async () => {
    const captcha = await fetchCaptcha();
    const bytes = Uint8Array.from(atob(captcha.img), (c) => c.charCodeAt(0));
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(captcha.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const { text } = await demoGet<{ text: string }>(api(), `/__demo/captcha?uuid=${captcha.uuid}`);
    const phone = '13900000123';
    await sendSmsCode({ uuid: captcha.uuid, captcha: text, recvPhone: phone });
    const { code } = await demoGet<{ code: string }>(api(), `/__demo/sms?phone=${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    await expectApiError(sendSmsCode({ uuid: captcha.uuid, captcha: text, recvPhone: phone }), {
      code: '400',
    });

    const token = await loginAs(api(), 'enterprise');
    const png = tinyPng();
    const file = await uploadImage(await nodeUploadFile(png, 'evidence.png', 'image/png')).finally(() =>
      vi.unstubAllGlobals(),
    );
    expect(file).toMatchObject({ fileName: 'evidence.png' });
    expect(file.imgPath).toMatch(/^\/__uploads\/[0-9a-f-]{36}\.png$/);
    // served to its uploader only (tests/server/cache-headers.test.ts)
    const served = new Uint8Array(
      await (await fetch(api().base + file.imgPath, { headers: auth(token) })).arrayBuffer(),
    );
    expect([...served]).toEqual([...png]);

    const body: Consultation = {
      initiateType: '1',
      initiateName: '林建华',
      initiatePhone: phone,
      initiateContent: '申报材料需要盖章吗？',
      fileList: [file],
    };
    await submitConsultation(code, body);
    const mine = await centre.fetchConsults(firstPage);
    expect(mine.records[0]).toMatchObject({ initiateContent: body.initiateContent, reply: null });
    const detail = await centre.fetchConsultDetail(mine.records[0]!.id);
    expect(detail).toMatchObject({
      initiateName: '林建华',
      initiatePhoneMasked: '139****0123',
      fileList: [file],
    });
    await expectApiError(submitConsultation(code, body), { code: '400' });
  });
});
