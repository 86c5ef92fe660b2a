// @vitest-environment node
// Applying through the demo API: eligibility, materials checked by content, no duplicates, real history.
import { describe, expect, it } from 'vitest';
import type { ApplyDetail, ApplyRecord, Page } from '../../src/shared/api/contract';
import { contextOf, fullSubmission, PDF, PNG, upload } from './apply-helpers';
import { auth, demoUsersForFile, type TestApi } from './helpers';

let api: TestApi;
let person: string;
let company: string;
demoUsersForFile((started) => ({ api, person, company } = started));

const count = async (token: string, policyId: string) =>
  (await api.get<Page<ApplyRecord>>('/api/manage/gj/v1/pcUser/apply/1/20', token)).data.records.filter(
    (r) => r.policyId === policyId,
  ).length;

describe('application materials', () => {
  it('accepts images and documents by content, refuses empty, mistyped and disguised files', async () => {
    const png = await upload(api, person, '身份证.png', PNG);
    expect(png.data).toMatchObject({ fileName: '身份证.png', kind: 'png', size: PNG.length });
    expect((await upload(api, person, 'a.pdf', PDF)).data.kind).toBe('pdf');
    expect((await upload(api, person, 'empty.pdf', Buffer.alloc(0))).msg).toContain('空文件');
    expect((await upload(api, person, 'run.exe', PDF)).msg).toContain('格式不支持');
    expect((await upload(api, person, 'fake.pdf', PNG)).msg).toContain('不符');
    expect((await upload(api, person, 'big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1))).msg).toContain('10MB');
    const res = await fetch(`${api.base}/api/manage/gj/v1/pcUser/apply/file/${png.data.fileId}`, {
      headers: auth(company),
    });
    expect((await res.json()).code).toBe(404);
  });
});

describe('applying', () => {
  it('refuses a submission missing a material, records nothing, then accepts the full one once', async () => {
    const body = await fullSubmission(api, company, 'p-0001', 'req-1');
    const before = await count(company, 'p-0001');
    const missing = await api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      { ...body, materials: body.materials.slice(1) },
      company,
    );
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('请上传');
    expect(await count(company, 'p-0001')).toBe(before);
    const noPromise = await api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      { ...body, promise: false },
      company,
    );
    expect(noPromise.msg).toContain('承诺');

    const first = await api.post<ApplyRecord>('/api/manage/gj/v1/pcUser/apply/submit', body, company);
    expect(first.code, first.msg).toBe(200);
    const replay = await api.post<ApplyRecord>('/api/manage/gj/v1/pcUser/apply/submit', body, company);
    expect(replay.data.id).toBe(first.data.id);
    const again = await api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      { ...body, requestId: 'req-2' },
      company,
    );
    expect(again.msg).toContain('请勿重复提交');
    expect(await count(company, 'p-0001')).toBe(before + 1);
    expect((await contextOf(api, company, 'p-0001')).existing?.id).toBe(first.data.id);

    const detail = await api.get<ApplyDetail>(
      `/api/manage/gj/v1/pcUser/apply/detail/${first.data.id}`,
      company,
    );
    expect(detail.data.files?.map((f) => f.files[0]?.fileName)).toEqual(
      body.materials.map((_, i) => (i % 2 ? 'scan.pdf' : 'photo.png')),
    );
    expect(detail.data.history).toEqual([
      expect.objectContaining({ status: 'submitted', time: first.data.applyTime }),
    ]);
    expect((await api.get(`/api/manage/gj/v1/pcUser/apply/detail/${first.data.id}`, person)).code).toBe(404);
  });

  it('refuses another account’s files and an applicant of another county', async () => {
    const body = await fullSubmission(api, person, 'p-0005', 'req-p');
    const foreign = await upload(api, company, 'x.png', PNG);
    const stolen = await api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      {
        ...body,
        materials: [
          { material: body.materials[0]?.material, fileIds: [foreign.data.fileId] },
          ...body.materials.slice(1),
        ],
      },
      person,
    );
    expect(stolen.msg).toContain('不存在');
    const elsewhere = await api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      { ...body, policyId: 'p-0230', requestId: 'req-x' },
      person,
    );
    expect(elsewhere.msg).toBe('不符合申报条件：本政策仅限安溪县申报，您的所在区域为丰泽区');
    expect(await count(person, 'p-0230')).toBe(0);
    const receive = await api.post('/api/pc/hm/v1/policy/free/name/receive/p-0208', {}, person);
    expect(receive.msg).toContain('不符合领取条件：本政策仅限惠安县申报');
  });

  it('moves on through the review desk, returns with a reason, takes a correction and tells the applicant', async () => {
    const body = await fullSubmission(api, person, 'p-0005', 'req-r');
    const applied = await api.post<ApplyRecord>('/api/manage/gj/v1/pcUser/apply/submit', body, person);
    expect(applied.code, applied.msg).toBe(200);
    const advance = (status: string, reason?: string) =>
      fetch(`${api.base}/__demo/applications/${applied.data.id}/advance`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status, reason }),
      });
    expect((await advance('paid')).status).toBe(409);
    expect((await advance('accepted')).status).toBe(200);
    expect((await advance('returned', '身份证照片不清晰')).status).toBe(200);
    const returned = await api.get<ApplyDetail>(
      `/api/manage/gj/v1/pcUser/apply/detail/${applied.data.id}`,
      person,
    );
    expect(returned.data).toMatchObject({ status: 'returned', reason: '身份证照片不清晰' });
    const messages = await api.get<Page<{ title: string }>>('/api/manage/gj/v1/pcUser/message/1/10', person);
    expect(messages.data.records[0]?.title).toBe('申报材料需补正');

    expect(
      (
        await api.post(
          '/api/manage/gj/v1/pcUser/apply/resubmit',
          { applyId: applied.data.id, note: '', materials: body.materials },
          person,
        )
      ).msg,
    ).toContain('补正说明');
    const replacement = await upload(api, person, 'new.png', PNG);
    const materials = body.materials.map((m, i) =>
      i === 0 ? { ...m, fileIds: [replacement.data.fileId] } : m,
    );
    const again = await api.post<ApplyRecord>(
      '/api/manage/gj/v1/pcUser/apply/resubmit',
      { applyId: applied.data.id, note: '已更换清晰照片', materials },
      person,
    );
    expect(again.data.status).toBe('submitted');
    const detail = await api.get<ApplyDetail>(
      `/api/manage/gj/v1/pcUser/apply/detail/${applied.data.id}`,
      person,
    );
    expect(detail.data.history?.map((e) => e.status)).toEqual([
      'submitted',
      'accepted',
      'returned',
      'submitted',
    ]);
    expect(detail.data.files?.[0]?.files[0]?.fileName).toBe('new.png');
    // exactly what was resubmitted: the note and the one material whose file was replaced, at the real time
    const [, , back, resent] = detail.data.history ?? [];
    expect(resent).toMatchObject({
      correction: { note: '已更换清晰照片', replaced: [body.materials[0]?.material] },
    });
    expect(resent!.time >= back!.time).toBe(true);
    const told = await api.get<Page<{ title: string }>>('/api/manage/gj/v1/pcUser/message/1/10', person);
    expect(told.data.records.slice(0, 2).map((m) => m.title)).toEqual(['补正材料已重新提交', '申报材料需补正']);
  });

  it('seeds every status with history times that are never in the future', async () => {
    const now = Date.now();
    for (const token of [person, company]) {
      const page = await api.get<Page<ApplyRecord>>('/api/manage/gj/v1/pcUser/apply/1/20', token);
      const statuses = new Set(page.data.records.map((r) => r.status));
      expect(statuses.size).toBeGreaterThanOrEqual(7);
      expect(new Set(page.data.records.map((r) => r.policyId)).size).toBe(page.data.records.length);
      for (const r of page.data.records) {
        const d = (await api.get<ApplyDetail>(`/api/manage/gj/v1/pcUser/apply/detail/${r.id}`, token)).data;
        const times = (d.history ?? []).map((e) => e.time);
        expect(times[0]).toBe(r.applyTime);
        expect([...times].sort()).toEqual(times);
        for (const t of times)
          expect(new Date(`${t.replace(' ', 'T')}+08:00`).getTime()).toBeLessThanOrEqual(now);
        if (r.status === 'returned' || r.status === 'rejected') expect(d.reason).toBeTruthy();
      }
    }
  });
});
