// @vitest-environment node
// Application drafts on the server: per account and policy, own files only, gone once submitted.
import { describe, expect, it } from 'vitest';
import type { ApplyRecord, ServerDraft } from '../../src/shared/api/contract';
import { applyApiForFile, fullSubmission, PNG, upload } from './apply-helpers';
import { auth } from './helpers';

const on = applyApiForFile();
const draftPath = (policyId: string) => `/api/manage/gj/v1/pcUser/apply/draft/${policyId}`;

async function saveDraft(token: string, policyId: string, changedAt: number, fileIds: string[] = []) {
  const body = await fullSubmission(on.api, token, policyId, `draft-${changedAt}`);
  return on.api.post<ServerDraft>(
    draftPath(policyId),
    {
      requestId: body.requestId,
      values: { ...body, description: '草稿：尚未写完', promise: false },
      materials: [{ material: body.materials[0]!.material, fileIds }],
      changedAt,
    },
    token,
  );
}

describe('application drafts on the server', () => {
  it('keeps the account’s draft for the policy and shows it to nobody else', async () => {
    const photo = await upload(on.api, on.person, '照片.png', PNG);
    const saved = await saveDraft(on.person, 'p-0005', 1_700_000_000_000, [photo.data.fileId]);
    expect(saved.code, saved.msg).toBe(200);
    const mine = await on.api.get<ServerDraft | null>(draftPath('p-0005'), on.person);
    expect(mine.data).toMatchObject({
      policyId: 'p-0005',
      changedAt: 1_700_000_000_000,
      values: { description: '草稿：尚未写完', promise: false },
    });
    expect(mine.data?.files[0]?.files.map((f) => f.fileName)).toEqual(['照片.png']);
    // the enterprise asks for the same policy's draft: it has none, and sees nothing of the person's
    expect((await on.api.get(draftPath('p-0005'), on.company)).data).toBeNull();
    // the enterprise deletes "its" draft: the person's stays
    await fetch(on.api.base + draftPath('p-0005'), { method: 'DELETE', headers: auth(on.company) });
    expect((await on.api.get<ServerDraft>(draftPath('p-0005'), on.person)).data?.changedAt).toBe(
      1_700_000_000_000,
    );
  });

  it('refuses a draft naming another account’s file, and one without a time', async () => {
    const foreign = await upload(on.api, on.company, 'x.png', PNG);
    const tampered = await saveDraft(on.person, 'p-0005', 1_700_000_000_001, [foreign.data.fileId]);
    expect(tampered.code).toBe(400);
    expect(tampered.msg).toBe('草稿中的文件不存在或不属于当前登录的账号，请重新上传');
    const untimed = await on.api.post(draftPath('p-0005'), { values: {}, materials: [] }, on.person);
    expect(untimed.msg).toBe('草稿缺少修改时间');
    // neither replaced the draft kept before
    expect((await on.api.get<ServerDraft>(draftPath('p-0005'), on.person)).data?.changedAt).toBe(
      1_700_000_000_000,
    );
  });

  it('removes the draft when the application is submitted, and saves none after', async () => {
    await saveDraft(on.company, 'p-0001', 1_700_000_000_000);
    const body = await fullSubmission(on.api, on.company, 'p-0001', 'submit-1');
    const sent = await on.api.post<ApplyRecord>('/api/manage/gj/v1/pcUser/apply/submit', body, on.company);
    expect(sent.code, sent.msg).toBe(200);
    expect((await on.api.get(draftPath('p-0001'), on.company)).data).toBeNull();
    // a debounced save arriving late does not bring the draft back
    const late = await saveDraft(on.company, 'p-0001', 1_700_000_000_500);
    expect(late.msg).toBe('您已提交该政策的申报，草稿不再保存');
    expect((await on.api.get(draftPath('p-0001'), on.company)).data).toBeNull();
  });

  it('answers another account’s application as not theirs, for the detail and a resubmission', async () => {
    const body = await fullSubmission(on.api, on.person, 'p-0005', 'submit-p');
    const sent = await on.api.post<ApplyRecord>('/api/manage/gj/v1/pcUser/apply/submit', body, on.person);
    expect(sent.code, sent.msg).toBe(200);
    const detail = await on.api.get(`/api/manage/gj/v1/pcUser/apply/detail/${sent.data.id}`, on.company);
    expect(detail).toMatchObject({ code: 404, msg: '申报记录不存在，或不属于当前登录的账号' });
    const resubmit = await on.api.post(
      '/api/manage/gj/v1/pcUser/apply/resubmit',
      { applyId: sent.data.id, note: '冒用他人申报', materials: [] },
      on.company,
    );
    expect(resubmit).toMatchObject({ code: 404, msg: '申报记录不存在，或不属于当前登录的账号' });
  });
});
