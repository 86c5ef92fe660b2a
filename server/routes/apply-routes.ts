// Applying (assumed endpoints): who applies and may they, material uploads, submit, correction, detail.
import type {
  ApplyContext,
  ApplyDetail,
  ApplicationForm,
  ApplicationSubmission,
  MaterialFiles,
} from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import {
  formErrors,
  materialIssues,
  NOTE_MAX,
  requiredMaterials,
} from '../../src/shared/apply/application-rules';
import { findAccount } from '../data/accounts';
import { applyTimeState, type PolicyRecord } from '../data/policies';
import { assertEligible, CITY_COUNTIES, prefillOf, profileOf, zh } from '../lib/applicant';
import { reasonOf, recordStep, remarkFor } from '../lib/apply-history';
import { audienceOfKind, sessionOf } from '../lib/auth';
import { deleteDraft } from '../lib/db/account-store';
import {
  activeApplication,
  findApplication,
  findByRequest,
  insertApplications,
  type Db,
  type StoredApplication,
} from '../lib/db/applications-store';
import { claimForApplication, copyForApplication, ownFile } from '../lib/db/file-store';
import { lockerFileOwners } from '../lib/db/locker-store';
import { sendStoredFile } from '../lib/stored-file';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import { bodyAs, param } from '../lib/http-helpers';
import { applicationCorrectionSchema, applicationSubmissionSchema } from '../../src/shared/api/schemas/apply';
import { materialFileOf, receiveMaterial } from '../lib/material-upload';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId } from '../lib/state';
import { formatDate, formatDateTime } from '../lib/time';
import { receiveTimeOf } from './matching-routes';

/** another account's application answers exactly like one that does not exist */
export const NOT_YOURS = '申报记录不存在，或不属于当前登录的账号';

const receivedOf = (receiveTime: string | undefined) => (receiveTime === undefined ? null : { receiveTime });

export function registerApplyRoutes(ctx: DemoContext, reg: Register): void {
  const meta = { auth: 'login' as const, assumed: true };

  /** fileIds per material, each file the account's own; unknown ids are refused */
  const materialsFrom = async (
    accountId: string,
    list: ApplicationSubmission['materials'],
    allowed: readonly string[],
  ): Promise<MaterialFiles[]> => {
    if (list.length > 100) throw badRequest('申报材料格式不正确');
    const chosen: MaterialFiles[] = [];
    const lockerFiles = await lockerFileOwners(ctx.db, accountId);
    const today = formatDate(ctx.now());
    for (const item of list) {
      const material = item.material;
      if (!allowed.includes(material)) throw badRequest(`本政策不需要材料“${material.slice(0, 40)}”`);
      if (item.fileIds.length > 100) throw badRequest(zh('apply.err.tooManyFiles', { max: 5 }));
      const files = [];
      for (const id of item.fileIds) {
        const stored = await ownFile(ctx.db, accountId, id, 'material');
        if (!stored) throw badRequest(`材料“${material}”的文件不存在或已过期，请重新上传`);
        // a document from 我的材料 past its 有效期至 cannot be handed in
        const doc = lockerFiles.get(id);
        if (doc?.valid_until && doc.valid_until < today)
          throw badRequest(`材料“${material}”选用的“${doc.name}”已过有效期（${doc.valid_until}），请更换`);
        files.push(materialFileOf(stored));
      }
      chosen.push({ material, files });
    }
    return chosen;
  };

  /**
   * The application's own files: a file 我的材料 holds is copied (a row of the application's, the bytes shared
   * by hash), so replacing or removing the document later leaves what was submitted as it was; the rest are
   * claimed. Answers the list as the application keeps it.
   */
  const ownCopies = async (
    trx: Db,
    accountId: string,
    list: MaterialFiles[],
    applicationId: string,
  ): Promise<MaterialFiles[]> => {
    const lockerFiles = await lockerFileOwners(trx, accountId);
    const claimed: string[] = [];
    const kept: MaterialFiles[] = [];
    for (const m of list) {
      const files = [];
      for (const f of m.files) {
        if (!lockerFiles.has(f.fileId)) {
          claimed.push(f.fileId);
          files.push(f);
          continue;
        }
        const source = await ownFile(trx, accountId, f.fileId, 'material');
        if (!source) throw badRequest(`材料“${m.material}”的文件不存在或已过期，请重新上传`);
        files.push(materialFileOf(await copyForApplication(trx, source, applicationId, ctx.clock())));
      }
      kept.push({ material: m.material, files });
    }
    await claimForApplication(trx, claimed, applicationId);
    return kept;
  };

  const checkMaterials = (required: readonly string[], files: MaterialFiles[]) => {
    const issue = materialIssues(required, (m) => files.find((f) => f.material === m)?.files ?? [])[0];
    if (issue) throw badRequest(zh(issue.key, issue.params));
  };

  const openPolicy = (policyId: string): PolicyRecord => {
    const policy = ctx.policyById.get(policyId);
    if (!policy || policy.hidden) throw notFound('政策不存在或已下架');
    return policy;
  };

  reg('get', routeOf(paths.applyContext, 'policyId'), { ...meta, seed: true }, async (req, res) => {
    const session = sessionOf(res);
    const policy = openPolicy(param(req, 'policyId'));
    const answer: ApplyContext = {
      profile: await profileOf(ctx, session),
      existing: (await activeApplication(ctx.db, session.accountId, policy.id)) ?? null,
      received: receivedOf(await receiveTimeOf(ctx, session, policy.id)),
      prefill: await prefillOf(ctx, session),
    };
    ok(res, answer);
  });

  reg('post', paths.applyFileUpload, meta, async (req, res) => {
    const session = sessionOf(res);
    ok(res, await receiveMaterial(ctx, session.accountId, req, res), '上传成功');
  });

  reg('get', routeOf(paths.applyFile, 'fileId'), meta, async (req, res) => {
    const stored = await ownFile(ctx.db, sessionOf(res).accountId, param(req, 'fileId'), 'material');
    if (!stored) throw notFound('文件不存在或已过期');
    await sendStoredFile(ctx, res, stored);
  });

  reg('post', paths.applySubmit, meta, async (req, res) => {
    const session = sessionOf(res);
    const b = bodyAs(req, applicationSubmissionSchema);
    const policyId = b.policyId;
    if (policyId === '') throw badRequest('请选择要申报的政策');
    const requestId = b.requestId.slice(0, 64);
    const first = requestId ? await findByRequest(ctx.db, session.accountId, requestId) : undefined;
    if (first) {
      ok(res, first.record, '申报成功');
      return;
    }
    const policy = openPolicy(policyId);
    if (policy.declarationType !== 1) throw badRequest('该政策为免申即享，无需申报');
    if (policy.audience !== audienceOfKind(session.kind))
      throw badRequest(
        policy.audience === 1 ? '该政策面向企业，请使用企业账号申报' : '该政策面向个人，请使用个人账号申报',
      );
    if (applyTimeState(policy, ctx.now()) !== 1) throw badRequest('该政策不在申报期内');
    const existing = await activeApplication(ctx.db, session.accountId, policyId);
    if (existing) throw badRequest(`您已申报该政策（申报编号 ${existing.id}），请勿重复提交`);
    const form: ApplicationForm = {
      contactName: b.contactName.trim(),
      contactPhone: b.contactPhone.trim(),
      countyCode: b.countyCode,
      address: b.address.trim(),
      description: b.description.trim(),
    };
    const profile = await profileOf(ctx, session);
    assertEligible(policy.eligibility ?? [], profile, form, '申报');
    const fieldError = Object.values(
      formErrors({ ...form, promise: b.promise === true }, (c) => CITY_COUNTIES.includes(c)),
    )[0];
    if (fieldError) throw badRequest(zh(fieldError));
    const required = requiredMaterials(policy.materials);
    const files = await materialsFrom(session.accountId, b.materials, required);
    checkMaterials(required, files);
    const time = formatDateTime(ctx.now());
    const app: StoredApplication = {
      accountId: session.accountId,
      record: {
        id: nextId(ctx.state, 'ap'),
        policyId,
        policyName: policy.policyName,
        applyTime: time,
        status: 'submitted',
        rewardMoney: policy.rewardMoney,
        declareEnd: policy.declareEnd,
      },
      extras: { form, files, history: [] },
    };
    const step = {
      status: 'submitted' as const,
      remark: remarkFor('submitted', policy.competentDepartmentPath),
    };
    // one transaction: the application, its files claimed (never evicted from now on), its history and
    // message, and the draft that has done its work, are kept together or not at all
    await ctx.db.transaction().execute(async (trx) => {
      app.extras.files = await ownCopies(trx, session.accountId, files, app.record.id);
      await insertApplications(trx, session.accountId, [
        { record: app.record, extras: app.extras, ...(requestId ? { requestId } : {}) },
      ]);
      await recordStep(ctx, trx, app, step, time);
      await deleteDraft(trx, session.accountId, policyId);
    });
    ok(res, app.record, '申报成功');
  });

  reg('post', paths.applyResubmit, meta, async (req, res) => {
    const session = sessionOf(res);
    const b = bodyAs(req, applicationCorrectionSchema);
    const app = await findApplication(ctx.db, session.accountId, b.applyId);
    if (!app) throw notFound(NOT_YOURS);
    if (app.record.status !== 'returned') throw badRequest('只有被退回补正的申报可以重新提交');
    const note = b.note.trim();
    if (note === '') throw badRequest(zh('apply.err.note'));
    if (note.length > NOTE_MAX) throw badRequest('补正说明不能超过500个字');
    const policy = openPolicy(app.record.policyId);
    const required = requiredMaterials(policy.materials);
    const files = await materialsFrom(session.accountId, b.materials, required);
    checkMaterials(required, files);
    // what was resubmitted, exactly: the files now held, the note, and which materials changed
    const idsOf = (list: MaterialFiles[], m: string) =>
      (list.find((f) => f.material === m)?.files ?? []).map((f) => f.fileId).join(',');
    const replaced = required.filter((m) => idsOf(app.extras.files, m) !== idsOf(files, m));
    await ctx.db.transaction().execute(async (trx) => {
      app.extras.files = await ownCopies(trx, session.accountId, files, app.record.id);
      await recordStep(ctx, trx, app, {
        status: 'submitted',
        remark: `补正后重新提交：${note}`,
        correction: { note, replaced },
      });
    });
    ok(res, app.record, '已重新提交');
  });

  reg('get', routeOf(paths.myApplyDetail, 'id'), { ...meta, seed: true }, async (req, res) => {
    const session = sessionOf(res);
    const app = await findApplication(ctx.db, session.accountId, param(req, 'id'));
    if (!app) throw notFound(NOT_YOURS);
    const { record: apply, extras } = app;
    const policy = ctx.policyById.get(apply.policyId);
    const account = findAccount(session.accountId);
    const history = extras.history;
    const reason = reasonOf(extras);
    const detail: ApplyDetail = {
      ...apply,
      applicantName: account?.kind === 2 ? account.info.enterpriseName : (account?.info.userName ?? ''),
      materials: requiredMaterials(policy?.materials ?? []),
      progress: history.map((e) => ({
        time: e.time,
        node: zh(`common.applyStatus.${e.status}`),
        remark: e.remark,
      })),
      history,
      ...(extras.form ? { form: extras.form } : {}),
      files: extras.files,
      ...(reason ? { reason } : {}),
    };
    ok(res, detail);
  });
}
