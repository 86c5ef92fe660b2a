// The demo's review desk (/__demo/applications): a reviewer moves an application on, the applicant is told.
import type { ApplyStatus } from '../../src/shared/api/contract';
import { APPLY_STATUSES } from '../../src/shared/api/schemas/user-centre';
import { NEXT, recordStep, remarkFor, REJECT_REASONS, RETURN_REASONS } from '../lib/apply-history';
import type { DemoContext } from '../lib/context';
import { allApplications, findAnyApplication } from '../lib/db/applications-store';
import { ownFile } from '../lib/db/file-store';
import { sendStoredFile } from '../lib/stored-file';
import { body } from '../lib/http-helpers';
import type { Register } from '../lib/registry';

export function registerReviewDeskRoutes(ctx: DemoContext, reg: Register): void {
  /** every account's applications, newest first */
  reg('get', '/__demo/applications', {}, async (_req, res) => {
    const all = await allApplications(ctx.db);
    res.json(all.map(({ accountId, record, extras }) => ({ accountId, ...record, ...extras })));
  });

  // the reviewer reads an application's materials: the review desk is the one reader besides the owner
  reg('get', '/__demo/applications/:id/files/:fileId', {}, async (req, res) => {
    const app = await findAnyApplication(ctx.db, String(req.params.id));
    const fileId = String(req.params.fileId);
    const listed = app?.extras.files.some((m) => m.files.some((f) => f.fileId === fileId));
    const stored = app && listed ? await ownFile(ctx.db, app.accountId, fileId, 'material') : undefined;
    if (!stored) {
      res.status(404).json({ error: '文件不存在' });
      return;
    }
    await sendStoredFile(ctx, res, stored);
  });

  reg('post', '/__demo/applications/:id/advance', {}, async (req, res) => {
    const id = String(req.params.id);
    const b = body(req);
    const to = b.status as ApplyStatus;
    if (!APPLY_STATUSES.includes(to)) {
      res.status(400).json({ error: `status 应为 ${APPLY_STATUSES.join('、')} 之一` });
      return;
    }
    const app = await findAnyApplication(ctx.db, id);
    if (!app) {
      res.status(404).json({ error: '申报记录不存在' });
      return;
    }
    const apply = app.record;
    if (!NEXT[apply.status].includes(to)) {
      res.status(409).json({ error: `申报状态为 ${apply.status}，不能转为 ${to}` });
      return;
    }
    const dept = ctx.policyById.get(apply.policyId)?.competentDepartmentPath ?? '主管部门';
    const given =
      typeof b.reason === 'string' && b.reason.trim() !== '' ? b.reason.trim().slice(0, 300) : undefined;
    const reason =
      given ?? (to === 'returned' ? RETURN_REASONS[0] : to === 'rejected' ? REJECT_REASONS[0] : undefined);
    await ctx.db
      .transaction()
      .execute((trx) => recordStep(ctx, trx, app, { status: to, remark: remarkFor(to, dept, reason) }));
    res.json({ ok: true, application: { ...apply, ...app.extras } });
  });
}
