// @vitest-environment node
// What people hand over survives a restart: the same data folder (or PostgreSQL schema) read by a new
// instance shows the same applications, history, messages, files, drafts, consultations, receives and
// questionnaires, the visit count, and the login itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ApplyDetail,
  ApplyRecord,
  ConsultDetail,
  FreeReceiveResult,
  MessageRecord,
  Page,
  QuestionnaireRecord,
  ServerDraft,
} from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { contextOf, fullSubmission, PDF, PNG, upload } from './apply-helpers';
import { auth, login, startApi, type TestApi } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const startOnFolder = () => startApi({ store: { dataDir } });

/** A PDF of its own bytes, so that a download can be compared byte for byte. */
const pdfOf = (kb: number) => Buffer.concat([PDF, randomBytes(kb * 1024)]);
const pngOf = (kb: number) => Buffer.concat([PNG, randomBytes(kb * 1024)]);

async function download(api: TestApi, token: string, url: string): Promise<Buffer> {
  const res = await fetch(api.base + url, { headers: auth(token) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function sendConsultation(api: TestApi, token: string, imgPath: string): Promise<string> {
  const phone = '13900000007';
  const captcha = await api.get<{ uuid: string }>(paths.captchaImage);
  const { text } = (await (await fetch(`${api.base}/__demo/captcha?uuid=${captcha.data.uuid}`)).json()) as {
    text: string;
  };
  const sent = await api.post(paths.sendCode, {
    type: 19,
    recvPhone: phone,
    uuid: captcha.data.uuid,
    captcha: text,
  });
  expect(sent.code, sent.msg).toBe(200);
  const { code } = (await (await fetch(`${api.base}/__demo/sms?phone=${phone}`)).json()) as { code: string };
  const answer = await api.post<{ id: string }>(
    paths.consult(code),
    {
      initiateType: '1',
      initiateName: '林建华',
      initiatePhone: phone,
      initiateContent: '重启之后这条咨询还在吗？',
      fileList: [{ fileName: 'evidence.png', imgPath }],
    },
    token,
  );
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.id;
}

describe('a restart on the same data', () => {
  it('keeps the application with its history, messages and files, the draft, consultation, receive and questionnaire', async () => {
    const first = await startOnFolder();
    const company = await login(first, 'enterprise', 'u-ent-1');
    const person = await login(first, 'person');

    // an application with two files of its own bytes
    const files = [pdfOf(300), pngOf(200)];
    const body = await fullSubmission(first, company, 'p-0001', 'restart-1');
    const uploaded = [];
    for (const [i, data] of files.entries()) {
      const answer = await upload(first, company, i === 0 ? '申请表.pdf' : '营业执照.png', data);
      expect(answer.code, answer.msg).toBe(200);
      uploaded.push(answer.data);
    }
    body.materials[0] = { material: body.materials[0]!.material, fileIds: uploaded.map((f) => f.fileId) };
    const submitted = await first.post<ApplyRecord>(paths.applySubmit, body, company);
    expect(submitted.code, submitted.msg).toBe(200);
    const id = submitted.data.id;

    // a draft, a consultation with an image, a received policy, a questionnaire
    const photo = await upload(first, person, '草稿照片.png', pngOf(50));
    const draftBody = await fullSubmission(first, person, 'p-0005', 'draft-restart');
    const draft = await first.post<ServerDraft>(
      paths.applyDraft('p-0005'),
      {
        requestId: 'draft-restart',
        values: { ...draftBody, description: '写了一半的申报', promise: false },
        materials: [{ material: draftBody.materials[0]!.material, fileIds: [photo.data.fileId] }],
        changedAt: 1_700_000_000_123,
      },
      person,
    );
    expect(draft.code, draft.msg).toBe(200);
    const image = pngOf(20);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)]), 'evidence.png');
    const imgPath = (
      (await (
        await fetch(first.base + paths.imgFile, { method: 'POST', headers: auth(company), body: form })
      ).json()) as { data: string }
    ).data;
    const consultId = await sendConsultation(first, company, imgPath);
    const received = await first.post<FreeReceiveResult>(paths.freeReceive('p-0014'), {}, person);
    expect(received.code, received.msg).toBe(200);
    const answered = await fetch(`${first.base}/__demo/questionnaire`, {
      method: 'POST',
      headers: auth(person),
    });
    const { record } = (await answered.json()) as { record: QuestionnaireRecord };
    // and the visit count
    const visit = { accessType: 1, userType: 3, sourceType: 1, policyId: null, orgCode: '350501' };
    await first.post(paths.accessLog, {
      systemAccessInfoList: [1, 2, 3].map((n) => ({ ...visit, clientRecordId: `restart-${n}` })),
    });
    const visits = (await first.get<{ homePageCount: number }>(paths.accessCount)).data.homePageCount;
    await first.close();

    const second = await startOnFolder();
    try {
      // the logins themselves survive (until they expire)
      const detail = await second.get<ApplyDetail>(paths.myApplyDetail(id), company);
      expect(detail.code, detail.msg).toBe(200);
      expect(detail.data.status).toBe('submitted');
      expect(detail.data.history.map((e) => e.status)).toEqual(['submitted']);
      expect(detail.data.form?.description).toBe(body.description);
      const kept = detail.data.files[0]!.files;
      expect(kept.map((f) => f.fileName)).toEqual(['申请表.pdf', '营业执照.png']);
      for (const [i, file] of kept.entries())
        expect((await download(second, company, file.url)).equals(files[i]!)).toBe(true);
      const list = await second.get<Page<ApplyRecord>>(paths.myApplyPage(1, 10), company);
      expect(list.data.records[0]?.id).toBe(id);
      const messages = await second.get<Page<MessageRecord>>(paths.myMessagePage(1, 10), company);
      expect(messages.data.records[0]).toMatchObject({
        title: '申报提交成功',
        target: { kind: 'apply', id },
      });
      // a repeated submit still answers the first application
      expect((await second.post<ApplyRecord>(paths.applySubmit, body, company)).data.id).toBe(id);

      const reopened = await second.get<ServerDraft>(paths.applyDraft('p-0005'), person);
      expect(reopened.data).toMatchObject({
        changedAt: 1_700_000_000_123,
        values: { description: '写了一半的申报' },
      });
      expect(reopened.data.files[0]?.files.map((f) => f.fileId)).toEqual([photo.data.fileId]);

      const consult = await second.get<ConsultDetail>(paths.myConsultDetail(consultId), company);
      expect(consult.data).toMatchObject({
        initiateContent: '重启之后这条咨询还在吗？',
        fileList: [{ imgPath }],
      });
      const served = await fetch(second.base + imgPath, { headers: auth(company) });
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

      expect((await contextOf(second, person, 'p-0014')).received).toEqual({
        receiveTime: received.data.receiveTime,
      });
      const records = await second.get<string>(paths.formRecord, person);
      expect((JSON.parse(records.data) as QuestionnaireRecord[])[0]).toEqual(record);
      expect((await second.get<{ homePageCount: number }>(paths.accessCount)).data.homePageCount).toBe(
        visits,
      );
    } finally {
      await second.close();
    }
  });
});
