// Applying in server tests: a real PNG and PDF, uploads, and a complete submission for a policy.
import type { ApplicationFile, ApplyContext } from '../../src/shared/api/contract';
import { afterAll, beforeAll } from 'vitest';
import { auth, login, startApi, type TestApi } from './helpers';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a4a3a3a30000000049454e44ae426082',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function upload(
  api: TestApi,
  token: string,
  name: string,
  data: Buffer,
): Promise<{ code: number | string; msg: string; data: ApplicationFile }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${api.base}/api/manage/gj/v1/pcUser/apply/file`, {
    method: 'POST',
    headers: auth(token),
    body: form,
  });
  return (await res.json()) as { code: number; msg: string; data: ApplicationFile };
}

export async function contextOf(api: TestApi, token: string, policyId: string) {
  return (await api.get<ApplyContext>(`/api/manage/gj/v1/pcUser/apply/context/${policyId}`, token)).data;
}

async function materialsOf(api: TestApi, policyId: string): Promise<string[]> {
  const detail = await api.get<{ materials: string[] }>(`/api/open/gj/v1/policy/detail/${policyId}`);
  return detail.data.materials;
}

export async function fullSubmission(api: TestApi, token: string, policyId: string, requestId: string) {
  const ctx = await contextOf(api, token, policyId);
  const materials = [];
  for (const [i, material] of (await materialsOf(api, policyId)).entries()) {
    const file = await upload(api, token, i % 2 ? 'scan.pdf' : 'photo.png', i % 2 ? PDF : PNG);
    if (file.code !== 200) throw new Error(file.msg);
    materials.push({ material, fileIds: [file.data.fileId] });
  }
  return {
    policyId,
    requestId,
    contactName: ctx.prefill.contactName,
    contactPhone: ctx.prefill.contactPhone,
    countyCode: ctx.prefill.countyCode || '350503',
    address: ctx.prefill.address,
    description: '本人符合政策条件，现按要求提交申报材料。',
    promise: true,
    materials,
  };
}

export interface ApplyApi {
  api: TestApi;
  person: string;
  company: string;
}

/** One demo API for the calling test file, with the demo person and enterprise logged in. */
export function applyApiForFile(): ApplyApi {
  const on = {} as ApplyApi;
  beforeAll(async () => {
    on.api = await startApi();
    on.person = await login(on.api, 'person');
    on.company = await login(on.api, 'enterprise', 'u-ent-1');
  });
  afterAll(() => on.api.close());
  return on;
}
