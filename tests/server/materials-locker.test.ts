// @vitest-environment node
// 我的材料: what the locker accepts and refuses, the 电子证照库 stand-in's licences, the quota, other accounts, and
// the application's own copy at submit (the locker changing later leaves what was submitted as it was).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApplyDetail, ApplyRecord, LockerDocument, LockerList } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { lockerPaths } from '../../src/shared/api/locker-paths';
import { MAX_MATERIAL_BYTES } from '../../src/shared/apply/material-rules';
import { ACCOUNT_QUOTA_BYTES } from '../../server/lib/db/file-store';
import { NOT_YOUR_DOCUMENT } from '../../server/routes/locker-routes';
import { applyApiForFile, fullSubmission, PDF, PNG } from './apply-helpers';
import { auth, login, type Envelope } from './helpers';

const on = applyApiForFile();

async function send<T>(path: string, token: string, fields: Record<string, string>, file?: [string, Buffer]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file[1])]), file[0]);
  const res = await fetch(on.api.base + path, { method: 'POST', headers: auth(token), body: form });
  return (await res.json()) as Envelope<T>;
}
const add = (token: string, fields: Record<string, string>, file: [string, Buffer] = ['执照.png', PNG]) =>
  send<LockerDocument>(lockerPaths.upload, token, fields, file);
const list = async (token: string) => (await on.api.get<LockerList>(lockerPaths.list, token)).data;
async function bytesOf(token: string, url: string): Promise<Buffer> {
  const res = await fetch(on.api.base + url, { headers: auth(token) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
const hex = (s: string) =>
  [...s].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join('');

describe('我的材料', () => {
  it('fetches the enterprise’s 营业执照 from 电子证照库 as a PDF with its credit code, name and legal representative', async () => {
    const answer = await on.api.post<LockerDocument[]>(lockerPaths.licence, {}, on.company);
    expect(answer.code, answer.msg).toBe(200);
    const [licence] = answer.data;
    expect(licence).toMatchObject({ kind: 'businessLicence', source: 'licence', validUntil: '2046-05-17' });
    const pdf = (await bytesOf(on.company, licence!.files[0]!.url)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    for (const words of ['91350502MA2Y8K3L4Q', '泉州海丝智造科技有限公司', '林建华', '2016-05-18 至 2046-05-17'])
      expect(pdf).toContain(hex(words));
    // fetched again: the same document, refreshed, not a second one
    await on.api.post(lockerPaths.licence, {}, on.company);
    const docs = (await list(on.company)).documents.filter((d) => d.source === 'licence');
    expect(docs.map((d) => d.id)).toEqual([licence!.id]);
  });

  it('fetches a person’s 居民身份证 with the number masked', async () => {
    const answer = await on.api.post<LockerDocument[]>(lockerPaths.licence, {}, on.person);
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data[0]).toMatchObject({ kind: 'idCard', source: 'licence', validUntil: '2039-03-12' });
    const pdf = (await bytesOf(on.person, answer.data[0]!.files[0]!.url)).toString('latin1');
    expect(pdf).toContain(hex('3505**********1234'));
  });

  it('adds, renames, replaces and removes a document, and refuses bad bodies with the portal’s messages', async () => {
    const added = await add(on.company, { kind: 'taxProof', name: ' 2025年纳税证明 ', validUntil: '2027-06-30' });
    expect(added.code, added.msg).toBe(200);
    expect(added.data).toMatchObject({ kind: 'taxProof', name: '2025年纳税证明', source: 'upload' });
    expect((await list(on.company)).documents[0]!.id).toBe(added.data.id);

    const bad = [
      [{ kind: 'passport', name: 'x' }, 'Unexpected data at body.kind: expected one of businessLicence'],
      [{ kind: 'other', name: '   ' }, '请填写材料名称'],
      [{ kind: 'other', name: 'x'.repeat(61) }, '材料名称不能超过60个字'],
      [{ kind: 'other', name: 'x', validUntil: '2026-02-30' }, '有效期至应为 YYYY-MM-DD 格式的日期'],
    ] as const;
    for (const [fields, message] of bad) {
      const refused = await add(on.company, fields as Record<string, string>);
      expect(refused.code).toBe(400);
      expect(refused.msg).toContain(message);
    }
    const noFile = await send(lockerPaths.upload, on.company, { kind: 'other', name: 'x' });
    expect(noFile).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    const disguised = await add(on.company, { kind: 'other', name: 'x' }, ['scan.pdf', PNG]);
    expect(disguised.code).toBe(400);

    const renamed = await on.api.post<LockerDocument>(
      lockerPaths.rename,
      { documentId: added.data.id, name: '纳税证明（2025）' },
      on.company,
    );
    expect(renamed.data.name).toBe('纳税证明（2025）');
    expect((await on.api.post(lockerPaths.rename, { documentId: added.data.id, name: '' }, on.company)).msg).toBe(
      '请填写材料名称',
    );
    expect((await on.api.post(lockerPaths.rename, { name: 'x' }, on.company)).msg).toBe(
      'Unexpected data at body.documentId: expected text',
    );

    const replaced = await send<LockerDocument>(lockerPaths.replace, on.company, { documentId: added.data.id }, [
      '新纳税证明.pdf',
      PDF,
    ]);
    expect(replaced.code, replaced.msg).toBe(200);
    expect(replaced.data.files.map((f) => f.fileName)).toEqual(['新纳税证明.pdf']);
    // the old file is gone with the document's change
    const old = await fetch(on.api.base + added.data.files[0]!.url, { headers: auth(on.company) });
    expect(((await old.json()) as Envelope).code).toBe(404);

    const removed = await on.api.post(lockerPaths.remove, { documentId: added.data.id }, on.company);
    expect(removed.code, removed.msg).toBe(200);
    expect((await list(on.company)).documents.some((d) => d.id === added.data.id)).toBe(false);
  });

  it('never shows or lets another account touch or hand in the document', async () => {
    const mine = await add(on.company, { kind: 'other', name: '企业章程' });
    const other = await login(on.api, 'enterprise', 'u-ent-2');
    expect((await list(other)).documents.some((d) => d.id === mine.data.id)).toBe(false);
    for (const [path, body] of [
      [lockerPaths.rename, { documentId: mine.data.id, name: '改名' }],
      [lockerPaths.remove, { documentId: mine.data.id }],
    ] as const)
      expect(await on.api.post(path, body, other)).toMatchObject({ code: 404, msg: NOT_YOUR_DOCUMENT });
    const replace = await send(lockerPaths.replace, other, { documentId: mine.data.id }, ['x.png', PNG]);
    expect(replace).toMatchObject({ code: 404, msg: NOT_YOUR_DOCUMENT });
    const keep = await on.api.post(
      lockerPaths.keep,
      { fileId: mine.data.files[0]!.fileId, kind: 'other', name: '拿走' },
      other,
    );
    expect(keep.code).toBe(404);
    const file = await fetch(on.api.base + mine.data.files[0]!.url, { headers: auth(other) });
    expect(((await file.json()) as Envelope).code).toBe(404);
    // handing in another account's document is refused
    const theirs = await add(other, { kind: 'businessLicence', name: '别家的执照' });
    const body = await fullSubmission(on.api, on.company, 'p-0001', 'locker-foreign');
    body.materials[1]!.fileIds = [theirs.data.files[0]!.fileId];
    const submitted = await on.api.post(paths.applySubmit, body, on.company);
    expect(submitted.code).toBe(400);
    expect(submitted.msg).toContain('文件不存在或已过期');
  });

  it('gives a submitted application its own copy: replacing or removing the document later changes nothing there', async () => {
    const [licence] = (await on.api.post<LockerDocument[]>(lockerPaths.licence, {}, on.company)).data;
    const original = await bytesOf(on.company, licence!.files[0]!.url);
    const body = await fullSubmission(on.api, on.company, 'p-0025', 'locker-copy');
    body.materials[1]!.fileIds = [licence!.files[0]!.fileId];
    const submitted = await on.api.post<ApplyRecord>(paths.applySubmit, body, on.company);
    expect(submitted.code, submitted.msg).toBe(200);
    const detail = (await on.api.get<ApplyDetail>(paths.myApplyDetail(submitted.data.id), on.company)).data;
    const copy = detail.files.find((m) => m.material === body.materials[1]!.material)!.files[0]!;
    expect(copy.fileName).toBe(licence!.files[0]!.fileName);
    expect(copy.fileId).not.toBe(licence!.files[0]!.fileId);

    await send(lockerPaths.replace, on.company, { documentId: licence!.id }, ['换新执照.png', PNG]);
    const after = (await on.api.get<ApplyDetail>(paths.myApplyDetail(submitted.data.id), on.company)).data;
    expect(after.files).toEqual(detail.files);
    expect(await bytesOf(on.company, copy.url)).toEqual(original);
    await on.api.post(lockerPaths.remove, { documentId: licence!.id }, on.company);
    expect(await bytesOf(on.company, copy.url)).toEqual(original);
  });

  it('refuses a document past its 有效期至 at submit', async () => {
    const expired = await add(on.company, { kind: 'businessLicence', name: '旧执照', validUntil: '2020-01-01' });
    const body = await fullSubmission(on.api, on.company, 'p-0027', 'locker-expired');
    body.materials[1]!.fileIds = [expired.data.files[0]!.fileId];
    const refused = await on.api.post(paths.applySubmit, body, on.company);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('“旧执照”已过有效期（2020-01-01）');
  });

  it('keeps an application upload in the locker too, and counts the locker against the account’s quota', async () => {
    const uploaded = await fetch(`${on.api.base}${paths.applyFileUpload}`, {
      method: 'POST',
      headers: auth(on.person),
      body: (() => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(PDF)]), '社保证明.pdf');
        return f;
      })(),
    }).then((r) => r.json() as Promise<Envelope<{ fileId: string }>>);
    const kept = await on.api.post<LockerDocument>(
      lockerPaths.keep,
      { fileId: uploaded.data.fileId, kind: 'socialSecurity', name: '社保缴纳证明' },
      on.person,
    );
    expect(kept.code, kept.msg).toBe(200);
    expect(kept.data.files[0]!.fileId).toBe(uploaded.data.fileId);
    expect((await on.api.post(lockerPaths.keep, { fileId: 'nope', kind: 'other', name: 'x' }, on.person)).code).toBe(404);

    const before = await list(on.person);
    expect(before.quotaBytes).toBe(ACCOUNT_QUOTA_BYTES.material);
    const big = () => Buffer.concat([PDF, randomBytes(MAX_MATERIAL_BYTES - PDF.length)]);
    let refused: Envelope | undefined;
    for (let i = 0; i < ACCOUNT_QUOTA_BYTES.material / MAX_MATERIAL_BYTES + 1 && !refused; i += 1) {
      const answer = await add(on.person, { kind: 'other', name: `大文件${i}` }, [`big${i}.pdf`, big()]);
      if (answer.code !== 200) refused = answer;
    }
    expect(refused?.msg).toContain('200 MB');
    const after = await list(on.person);
    expect(after.usedBytes).toBeGreaterThan(before.usedBytes);
    expect(after.usedBytes).toBeLessThanOrEqual(ACCOUNT_QUOTA_BYTES.material);
    // nothing the locker held was pushed out to make room
    for (const d of before.documents) expect(after.documents.find((x) => x.id === d.id)?.files).toEqual(d.files);
  });
});
