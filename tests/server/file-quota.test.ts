// @vitest-environment node
// Each account's uploads count against its own quota: they never push out another account's files, and the
// files of a submitted application stay whatever the pressure.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApplyDetail, ApplyRecord, ServerDraft } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { MAX_MATERIAL_BYTES } from '../../src/shared/apply/material-rules';
import { ACCOUNT_QUOTA_BYTES } from '../../server/lib/db/file-store';
import { applyApiForFile, fullSubmission, PDF, upload } from './apply-helpers';
import { auth, type TestApi } from './helpers';

const on = applyApiForFile();
/** uploads of the largest allowed size it takes to pass the quota by one */
const OVER_QUOTA = Math.floor(ACCOUNT_QUOTA_BYTES.material / MAX_MATERIAL_BYTES) + 1;
const fullSize = () => Buffer.concat([PDF, randomBytes(MAX_MATERIAL_BYTES - PDF.length)]);

/** 200 when the file is served; else the envelope's code (404 文件不存在或已过期) */
async function status(api: TestApi, token: string, url: string): Promise<number> {
  const res = await fetch(api.base + url, { headers: auth(token) });
  if (!(res.headers.get('content-type') ?? '').includes('json')) return res.status;
  return ((await res.json()) as { code: number }).code;
}

describe('the per-account quota for draft files', () => {
  it('takes room only from the uploading account’s own loose files; a submitted application keeps its files', async () => {
    // the person's loose file, and the enterprise's submitted application
    const personal = await upload(on.api, on.person, '身份证.pdf', Buffer.concat([PDF, randomBytes(4096)]));
    const body = await fullSubmission(on.api, on.company, 'p-0001', 'quota-1');
    const submitted = await on.api.post<ApplyRecord>(paths.applySubmit, body, on.company);
    expect(submitted.code, submitted.msg).toBe(200);
    const detail = await on.api.get<ApplyDetail>(paths.myApplyDetail(submitted.data.id), on.company);
    const submittedUrls = detail.data.files.flatMap((m) => m.files.map((f) => f.url));
    expect(submittedUrls.length).toBeGreaterThan(0);

    // the enterprise then uploads past its quota: each upload succeeds, its own oldest loose file makes room
    const big = fullSize();
    const mine: string[] = [];
    for (let i = 0; i < OVER_QUOTA + 1; i += 1) {
      const answer = await upload(on.api, on.company, `大文件${i}.pdf`, big);
      expect(answer.code, answer.msg).toBe(200);
      mine.push(answer.data.url);
    }
    expect(await status(on.api, on.company, mine[0]!)).toBe(404);
    expect(await status(on.api, on.company, mine.at(-1)!)).toBe(200);
    // nobody else's file moved, and the submitted application's files are all there
    expect(await status(on.api, on.person, personal.data.url)).toBe(200);
    for (const url of submittedUrls) expect(await status(on.api, on.company, url)).toBe(200);
  });

  it('refuses an upload, with the quota named, when the account’s drafts hold all of it', async () => {
    // (the small files this uploads give way to the big ones below: none of them is held)
    const draftBody = await fullSubmission(on.api, on.person, 'p-0005', 'quota-draft');
    const big = fullSize();
    const ids: string[] = [];
    for (let i = 0; i < OVER_QUOTA - 1; i += 1) {
      const answer = await upload(on.api, on.person, `材料${i}.pdf`, big);
      expect(answer.code, answer.msg).toBe(200);
      ids.push(answer.data.fileId);
    }
    const saved = await on.api.post<ServerDraft>(
      paths.applyDraft('p-0005'),
      {
        requestId: 'quota-draft',
        values: { ...draftBody, promise: false },
        materials: [{ material: draftBody.materials[0]!.material, fileIds: ids }],
        changedAt: Date.now(),
      },
      on.person,
    );
    expect(saved.code, saved.msg).toBe(200);
    const refused = await upload(on.api, on.person, '再来一个.pdf', big);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe(
      '“再来一个.pdf”未能上传：您暂存的申报材料已达 200 MB，请先提交申报或删除不需要的草稿后再上传',
    );
    // every file the draft holds is still there
    const draft = await on.api.get<ServerDraft>(paths.applyDraft('p-0005'), on.person);
    expect(draft.data.files[0]?.files.map((f) => f.fileId)).toEqual(ids);
  });
});
