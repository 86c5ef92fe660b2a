// The demo's review desk (/__demo/applications): a reviewer moves an application on, the applicant is told.
import type { ApplyStatus } from '../../src/shared/api/contract';
import { APPLY_STATUSES } from '../../src/shared/api/schemas/user-centre';
import { NEXT, recordStep, remarkFor, REJECT_REASONS, RETURN_REASONS } from '../lib/apply-history';
import type { DemoContext } from '../lib/context';
import { body } from '../lib/http-helpers';
import type { Register } from '../lib/registry';

export function registerReviewDeskRoutes(ctx: DemoContext, reg: Register): void {
  /** every account's applications (accounts seen so far), newest first */
  reg('get', '/__demo/applications', {}, (_req, res) => {
    const all = [...ctx.state.userData.entries()].flatMap(([accountId, data]) =>
      data.applies.map((a) => ({ accountId, ...a, ...data.extras.get(a.id) })),
    );
    res.json(all);
  });

  reg('post', '/__demo/applications/:id/advance', {}, (req, res) => {
    const id = req.params.id;
    const b = body(req);
    const to = b.status as ApplyStatus;
    if (!APPLY_STATUSES.includes(to)) {
      res.status(400).json({ error: `status 应为 ${APPLY_STATUSES.join('、')} 之一` });
      return;
    }
    for (const data of ctx.state.userData.values()) {
      const apply = data.applies.find((a) => a.id === id);
      const extras = apply ? data.extras.get(apply.id) : undefined;
      if (!apply || !extras) continue;
      if (!NEXT[apply.status].includes(to)) {
        res.status(409).json({ error: `申报状态为 ${apply.status}，不能转为 ${to}` });
        return;
      }
      const dept = ctx.policyById.get(apply.policyId)?.competentDepartmentPath ?? '主管部门';
      const given =
        typeof b.reason === 'string' && b.reason.trim() !== '' ? b.reason.trim().slice(0, 300) : undefined;
      const reason =
        given ?? (to === 'returned' ? RETURN_REASONS[0] : to === 'rejected' ? REJECT_REASONS[0] : undefined);
      recordStep(ctx, data, apply, extras, { status: to, remark: remarkFor(to, dept, reason) });
      res.json({ ok: true, application: { ...apply, ...extras } });
      return;
    }
    res.status(404).json({ error: '申报记录不存在' });
  });
}
