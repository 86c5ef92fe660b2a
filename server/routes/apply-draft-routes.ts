// Application drafts on the server (暂存, assumed endpoint): one per account and policy, never another
// account's; the form saves as the applicant types and uploads, and reopens the newer of server and device.
import type { DraftSave, MaterialFiles, ServerDraft } from '../../src/shared/api/contract';
import { draftSaveSchema } from '../../src/shared/api/schemas/apply';
import { paths } from '../../src/shared/api/paths';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  requiredMaterials,
} from '../../src/shared/apply/application-rules';
import { sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { deleteDraft, findDraft, saveDraft } from '../lib/db/account-store';
import { activeApplication } from '../lib/db/applications-store';
import { existingFiles, ownFile } from '../lib/db/file-store';
import { materialFileOf } from '../lib/material-upload';
import { badRequest, notFound, ok } from '../lib/envelope';
import { bodyAs, param } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';

const clip = (v: string, max: number): string => v.slice(0, max);
const MAX_DRAFT_FILES = 100;

export function registerApplyDraftRoutes(ctx: DemoContext, reg: Register): void {
  const meta = { auth: 'login' as const, assumed: true };
  const route = routeOf(paths.applyDraft, 'policyId');

  /** the files a draft may hold (the body's schema has checked their shape): each one uploaded by this
   * account and still kept, for a material the policy asks */
  const ownFiles = async (
    accountId: string,
    chosen: DraftSave['materials'],
    allowed: readonly string[],
  ): Promise<MaterialFiles[]> => {
    const count = chosen.reduce((sum, item) => sum + item.fileIds.length, 0);
    if (
      chosen.length > allowed.length ||
      count > MAX_DRAFT_FILES ||
      chosen.some((item) => !allowed.includes(item.material))
    )
      throw badRequest('草稿的材料格式不正确');
    const kept: MaterialFiles[] = [];
    for (const item of chosen) {
      const files = [];
      for (const id of item.fileIds) {
        const stored = await ownFile(ctx.db, accountId, id, 'material');
        if (!stored) throw badRequest('草稿中的文件不存在或不属于当前登录的账号，请重新上传');
        files.push(materialFileOf(stored));
      }
      kept.push({ material: item.material, files });
    }
    return kept;
  };

  reg('get', route, meta, async (req, res) => {
    const draft = await findDraft(ctx.db, sessionOf(res).accountId, param(req, 'policyId'));
    // a file no longer kept leaves the draft; the rest is reopened
    const kept = draft
      ? await existingFiles(
          ctx.db,
          draft.files.flatMap((m) => m.files.map((f) => f.fileId)),
        )
      : new Set<string>();
    ok(
      res,
      draft
        ? {
            ...draft,
            files: draft.files.map((m) => ({ ...m, files: m.files.filter((f) => kept.has(f.fileId)) })),
          }
        : null,
    );
  });

  reg('post', route, meta, async (req, res) => {
    const session = sessionOf(res);
    const policy = ctx.policyById.get(param(req, 'policyId'));
    if (!policy || policy.hidden || policy.declarationType !== 1) throw notFound('政策不存在或无需申报');
    if (await activeApplication(ctx.db, session.accountId, policy.id))
      throw badRequest('您已提交该政策的申报，草稿不再保存');
    const b = bodyAs(req, draftSaveSchema);
    const { values, changedAt } = b;
    const draft: ServerDraft = {
      policyId: policy.id,
      requestId: clip(b.requestId, 64),
      values: {
        contactName: clip(values.contactName, CONTACT_MAX),
        contactPhone: clip(values.contactPhone, 14),
        countyCode: clip(values.countyCode, 12),
        address: clip(values.address, ADDRESS_MAX),
        description: clip(values.description, DESCRIPTION_MAX),
        promise: values.promise,
      },
      files: await ownFiles(session.accountId, b.materials, requiredMaterials(policy.materials)),
      changedAt,
    };
    await saveDraft(ctx.db, session.accountId, draft);
    ok(res, draft, '已暂存');
  });

  reg('delete', route, meta, async (req, res) => {
    await deleteDraft(ctx.db, sessionOf(res).accountId, param(req, 'policyId'));
    ok(res, null, '草稿已删除');
  });
}
