// Application drafts on the server (暂存, assumed endpoint): one per account and policy, never another
// account's; the form saves as the applicant types and uploads, and reopens the newer of server and device.
import type { Response } from 'express';
import type { MaterialFiles, ServerDraft } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  requiredMaterials,
} from '../../src/shared/apply/application-rules';
import { sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import { body, isRecord, param } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { activeApplication } from './apply-routes';
import { userData } from './matching-routes';

export const draftKey = (accountId: string, policyId: string) => `${accountId}:${policyId}`;

const clip = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');
const MAX_DRAFT_FILES = 100;

export function registerApplyDraftRoutes(ctx: DemoContext, reg: Register): void {
  const meta = { auth: 'login' as const, assumed: true };
  const route = routeOf(paths.applyDraft, 'policyId');
  const keyOf = (res: Response, policyId: string) => draftKey(sessionOf(res).accountId, policyId);

  /** the files a draft may hold: each one uploaded by this account and still kept */
  const ownFiles = (accountId: string, raw: unknown, allowed: readonly string[]): MaterialFiles[] => {
    if (!Array.isArray(raw) || raw.length > allowed.length) throw badRequest('草稿的材料格式不正确');
    let count = 0;
    return raw.map((item: unknown) => {
      if (!isRecord(item) || !Array.isArray(item.fileIds) || !allowed.includes(String(item.material)))
        throw badRequest('草稿的材料格式不正确');
      count += item.fileIds.length;
      if (count > MAX_DRAFT_FILES) throw badRequest('草稿的材料格式不正确');
      const files = item.fileIds.map((id: unknown) => {
        const stored = ctx.state.materialFiles.get(String(id));
        if (!stored || stored.accountId !== accountId)
          throw badRequest('草稿中的文件不存在或不属于当前登录的账号，请重新上传');
        return stored.file;
      });
      return { material: String(item.material), files };
    });
  };

  reg('get', route, meta, (req, res) => {
    const draft = ctx.state.applyDrafts.get(keyOf(res, param(req, 'policyId')));
    // a file the demo no longer keeps leaves the draft; the rest is reopened
    const kept = (f: { fileId: string }) => ctx.state.materialFiles.has(f.fileId);
    ok(
      res,
      draft ? { ...draft, files: draft.files.map((m) => ({ ...m, files: m.files.filter(kept) })) } : null,
    );
  });

  reg('post', route, meta, (req, res) => {
    const session = sessionOf(res);
    const policy = ctx.policyById.get(param(req, 'policyId'));
    if (!policy || policy.hidden || policy.declarationType !== 1) throw notFound('政策不存在或无需申报');
    const data = userData(ctx, session.accountId, session.kind);
    if (activeApplication(data, policy.id)) throw badRequest('您已提交该政策的申报，草稿不再保存');
    const b = body(req);
    const values = isRecord(b.values) ? b.values : {};
    const changedAt = Number(b.changedAt);
    if (!Number.isFinite(changedAt) || changedAt <= 0) throw badRequest('草稿缺少修改时间');
    const draft: ServerDraft = {
      policyId: policy.id,
      requestId: clip(b.requestId, 64),
      values: {
        contactName: clip(values.contactName, CONTACT_MAX),
        contactPhone: clip(values.contactPhone, 14),
        countyCode: clip(values.countyCode, 12),
        address: clip(values.address, ADDRESS_MAX),
        description: clip(values.description, DESCRIPTION_MAX),
        promise: values.promise === true,
      },
      files: ownFiles(session.accountId, b.materials ?? [], requiredMaterials(policy.materials)),
      changedAt,
    };
    ctx.state.applyDrafts.set(draftKey(session.accountId, policy.id), draft);
    ok(res, draft, '已暂存');
  });

  reg('delete', route, meta, (req, res) => {
    ctx.state.applyDrafts.delete(keyOf(res, param(req, 'policyId')));
    ok(res, null, '草稿已删除');
  });
}
