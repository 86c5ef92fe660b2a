// The application-submit run of `npm run load`: workers, each on a policy of its own, upload a material file
// (64 KB, its own bytes) and submit an application naming it for every required material; the review desk
// then refuses it, so the policy is free for the next submit. The time of upload + submit is what is reported.
import { randomBytes } from 'node:crypto';
import { applyTimeState, generatePolicies } from '../server/data/policies';
import { requiredMaterials } from '../src/shared/apply/application-rules';
import { sm4EncryptBase64 } from '../src/shared/api/sm4';
import { paths } from '../src/shared/api/paths';
import type { LoadRow } from './load-report';

const PDF_HEAD = Buffer.from('%PDF-1.4\n');
const FILE_BYTES = 64 * 1024;

interface Envelope<T = unknown> {
  code: unknown;
  msg: string;
  data: T;
}

async function loginToken(base: string, accountId: string): Promise<string> {
  const res = await fetch(`${base}/__demo/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountId }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { ticket } = (await res.json()) as { ticket: string };
  const status = await fetch(`${base}/api/gj/v1/login/pcLoginStatus?ticket=${ticket}`, {
    headers: { cookie },
  });
  const token = ((await status.json()) as Envelope<{ token?: string }>).data.token;
  if (!token) throw new Error('load: no token from the demo login');
  return token;
}

/** Upload, submit, then the review desk refuses it: the milliseconds of upload + submit, or an error. */
async function submitOnce(
  base: string,
  headers: Record<string, string>,
  policyId: string,
  materials: string[],
  seq: number,
): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  const data = Buffer.concat([PDF_HEAD, Buffer.from(`${seq}\n`), randomBytes(FILE_BYTES)]);
  form.append('file', new Blob([new Uint8Array(data)]), `申请表-${seq}.pdf`);
  const up = (await (
    await fetch(base + paths.applyFileUpload, { method: 'POST', headers, body: form })
  ).json()) as Envelope<{ fileId: string }>;
  if (up.code !== 200) throw new Error(`upload: ${up.msg}`);
  const body = {
    policyId,
    requestId: `load-${process.pid}-${seq}`,
    contactName: '林建华',
    contactPhone: '13905955678',
    countyCode: '350502',
    address: '泉州市鲤城区',
    description: '负载测试：按要求提交申报材料。',
    promise: true,
    materials: materials.map((material) => ({ material, fileIds: [up.data.fileId] })),
  };
  const sent = (await (
    await fetch(base + paths.applySubmit, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Envelope<{ id: string }>;
  if (sent.code !== 200) throw new Error(`submit: ${sent.msg}`);
  const elapsed = performance.now() - started;
  const refused = await fetch(`${base}/__demo/applications/${sent.data.id}/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'rejected' }),
  });
  if (!refused.ok) throw new Error(`review desk: ${refused.status}`);
  return elapsed;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runSubmits(
  base: string,
  seconds: number,
  workers: number,
  sm4Key: string,
  rss: () => Promise<number>,
): Promise<LoadRow> {
  const token = await loginToken(base, 'u-ent-1');
  const headers = { Authorization: sm4EncryptBase64(token, sm4Key) };
  const now = new Date();
  const candidates = generatePolicies(now).filter(
    (p) => !p.hidden && p.audience === 1 && p.declarationType === 1 && applyTimeState(p, now) === 1,
  );
  // the policies this enterprise may apply for: one submit each decides (eligibility is the server's)
  const usable: { id: string; materials: string[] }[] = [];
  let seq = 0;
  for (const p of candidates) {
    if (usable.length >= workers) break;
    const materials = requiredMaterials(p.materials);
    try {
      await submitOnce(base, headers, p.id, materials, (seq += 1));
      usable.push({ id: p.id, materials });
    } catch {
      // not eligible, or already applied for in the seed: not a policy for this run
    }
  }
  if (usable.length === 0) throw new Error('load: no policy the demo enterprise can apply for');
  const rssBefore = await rss();
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    usable.map(async (p) => {
      while (Date.now() < end) {
        try {
          times.push(await submitOnce(base, headers, p.id, p.materials, (seq += 1)));
        } catch (error) {
          errors += 1;
          console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name: 'apply submit + upload',
    seconds: elapsed,
    requests: times.length,
    reqPerSec: times.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    rssBeforeMb: rssBefore / 2 ** 20,
    rssAfterMb: (await rss()) / 2 ** 20,
    note: `${usable.length} workers, each on its own policy; a 64 KB PDF uploaded and submitted per application, then refused by the review desk (not timed)`,
    latencyJudged: false,
  };
}
