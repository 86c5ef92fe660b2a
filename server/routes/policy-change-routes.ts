// A policy's revisions: the public answer the saved-policy check reads (policy/changes) and the demo tool that
// changes a policy now (POST /__demo/update-policy, on only with the other demo tools).
import { paths } from '../../src/shared/api/paths';
import { ParseError, parseWith } from '../../src/shared/api/schema';
import { policyUpdateSchema } from '../../src/shared/api/schemas/policy-changes';
import { toDetail } from '../data/policies';
import type { DemoContext } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import { query } from '../lib/http-helpers';
import { planRevision, recordRevision, revisionsOf } from '../lib/policy-revisions';
import type { Register } from '../lib/registry';

/** at most this many policies per question: a device asks again for the rest */
export const CHANGES_MAX_IDS = 100;
/** at most this many revisions per answer (oldest first): the next question starts after the last one */
export const CHANGES_MAX_RECORDS = 500;

const POLICY_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function registerPolicyChangeRoutes(ctx: DemoContext, reg: Register): void {
  // ids=p-0001,p-0002&after=12: the revisions of these policies numbered after 12, oldest first
  reg('get', paths.policyChanges, { assumed: true }, async (req, res) => {
    const ids = [...new Set((query(req, 'ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest('参数 ids 不能为空');
    if (ids.length > CHANGES_MAX_IDS) throw badRequest(`参数 ids 最多${CHANGES_MAX_IDS}个`);
    if (!ids.every((id) => POLICY_ID.test(id))) throw badRequest('参数 ids 格式不正确');
    const afterText = query(req, 'after') ?? '0';
    const after = Number(afterText);
    if (!/^\d{1,15}$/.test(afterText) || !Number.isSafeInteger(after))
      throw badRequest('参数 after 必须是大于等于0的整数');
    ok(res, await revisionsOf(ctx.db, ids, after, CHANGES_MAX_RECORDS));
  });
}

export function registerPolicyUpdateTool(ctx: DemoContext, reg: Register): void {
  // body { policyId, declareEnd?, closed?, rewardMoney?, conditions?, withdrawn? }: the change is made now
  reg('post', '/__demo/update-policy', {}, async (req, res) => {
    let update;
    try {
      update = parseWith(policyUpdateSchema, req.body ?? {}, 'body');
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      res.status(400).json({ error: error.message });
      return;
    }
    const policy = ctx.policyById.get(update.policyId);
    if (!policy) {
      res.status(404).json({ error: '政策不存在' });
      return;
    }
    const now = ctx.now();
    const planned = planRevision(policy, update, now);
    if (typeof planned === 'string') {
      res.status(400).json({ error: planned });
      return;
    }
    const revision = await recordRevision(ctx.db, ctx, policy, planned, now);
    const revised = ctx.policyById.get(policy.id) ?? policy;
    res.json({ ok: true, revision, policy: toDetail(revised, now) });
  });
}
