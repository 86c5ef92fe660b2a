// Applying (assumed endpoints): who applies and may they, material uploads, submit, correction, detail.
import type { Response } from 'express';
import type {
  ApplyContext,
  ApplyDetail,
  ApplyRecord,
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
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import { bodyAs, param } from '../lib/http-helpers';
import { applicationCorrectionSchema, applicationSubmissionSchema } from '../../src/shared/api/schemas/apply';
import { receiveMaterial } from '../lib/material-upload';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId, type Session, type UserData } from '../lib/state';
import { draftKey } from './apply-draft-routes';
import { receiveTimeOf, userData } from './matching-routes';

/** another account's application answers exactly like one that does not exist */
export const NOT_YOURS = '申报记录不存在，或不属于当前登录的账号';

/** The application on this policy that blocks a new one: any not refused. */
export function activeApplication(data: UserData, policyId: string): ApplyRecord | undefined {
  return data.applies.find((a) => a.policyId === policyId && a.status !== 'rejected');
}

const receivedOf = (receiveTime: string | undefined) => (receiveTime === undefined ? null : { receiveTime });

export function registerApplyRoutes(ctx: DemoContext, reg: Register): void {
  const mine = (res: Response): { session: Session; data: UserData } => {
    const session = sessionOf(res);
    return { session, data: userData(ctx, session.accountId, session.kind) };
  };
  const meta = { auth: 'login' as const, assumed: true };

  /** fileIds per material, each file the account's own; unknown ids are refused */
  const materialsFrom = (
    accountId: string,
    list: ApplicationSubmission['materials'],
    allowed: readonly string[],
  ): MaterialFiles[] => {
    if (list.length > 100) throw badRequest('申报材料格式不正确');
    return list.map((item) => {
      const material = item.material;
      if (!allowed.includes(material)) throw badRequest(`本政策不需要材料“${material.slice(0, 40)}”`);
      if (item.fileIds.length > 100) throw badRequest(zh('apply.err.tooManyFiles', { max: 5 }));
      const files = item.fileIds.map((id) => {
        const stored = ctx.state.materialFiles.get(id);
        if (!stored || stored.accountId !== accountId)
          throw badRequest(`材料“${material}”的文件不存在或已过期，请重新上传`);
        return stored.file;
      });
      return { material, files };
    });
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

  reg('get', routeOf(paths.applyContext, 'policyId'), { ...meta, seed: true }, (req, res) => {
    const { session, data } = mine(res);
    const policy = openPolicy(param(req, 'policyId'));
    const answer: ApplyContext = {
      profile: profileOf(ctx, session),
      existing: activeApplication(data, policy.id) ?? null,
      received: receivedOf(receiveTimeOf(ctx, session, policy.id)),
      prefill: prefillOf(ctx, session),
    };
    ok(res, answer);
  });

  reg('post', paths.applyFileUpload, meta, async (req, res) => {
    const session = sessionOf(res);
    ok(res, await receiveMaterial(ctx, session.accountId, req, res), '上传成功');
  });

  reg('get', routeOf(paths.applyFile, 'fileId'), meta, (req, res) => {
    const stored = ctx.state.materialFiles.get(param(req, 'fileId'));
    if (!stored || stored.accountId !== sessionOf(res).accountId) throw notFound('文件不存在或已过期');
    res.setHeader('Content-Type', stored.mime);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(stored.file.fileName)}`,
    );
    res.send(stored.data);
  });

  reg('post', paths.applySubmit, meta, (req, res) => {
    const { session, data } = mine(res);
    const b = bodyAs(req, applicationSubmissionSchema);
    const policyId = b.policyId;
    if (policyId === '') throw badRequest('请选择要申报的政策');
    const requestId = b.requestId.slice(0, 64);
    const replayKey = `${session.accountId}:${requestId}`;
    const replayed = requestId ? ctx.state.applyRequests.get(replayKey) : undefined;
    const first = replayed ? data.applies.find((a) => a.id === replayed) : undefined;
    if (first) {
      ok(res, first, '申报成功');
      return;
    }
    const policy = openPolicy(policyId);
    if (policy.declarationType !== 1) throw badRequest('该政策为免申即享，无需申报');
    if (policy.audience !== audienceOfKind(session.kind))
      throw badRequest(
        policy.audience === 1 ? '该政策面向企业，请使用企业账号申报' : '该政策面向个人，请使用个人账号申报',
      );
    if (applyTimeState(policy, ctx.now()) !== 1) throw badRequest('该政策不在申报期内');
    const existing = activeApplication(data, policyId);
    if (existing) throw badRequest(`您已申报该政策（申报编号 ${existing.id}），请勿重复提交`);
    const form: ApplicationForm = {
      contactName: b.contactName.trim(),
      contactPhone: b.contactPhone.trim(),
      countyCode: b.countyCode,
      address: b.address.trim(),
      description: b.description.trim(),
    };
    const profile = profileOf(ctx, session);
    assertEligible(policy.eligibility ?? [], profile, form, '申报');
    const fieldError = Object.values(
      formErrors({ ...form, promise: b.promise === true }, (c) => CITY_COUNTIES.includes(c)),
    )[0];
    if (fieldError) throw badRequest(zh(fieldError));
    const required = requiredMaterials(policy.materials);
    const files = materialsFrom(session.accountId, b.materials, required);
    checkMaterials(required, files);
    const record: ApplyRecord = {
      id: nextId(ctx.state, 'ap'),
      policyId,
      policyName: policy.policyName,
      applyTime: '',
      status: 'submitted',
      rewardMoney: policy.rewardMoney,
      declareEnd: policy.declareEnd,
    };
    const extras = { form, files, history: [] };
    data.applies.unshift(record);
    data.extras.set(record.id, extras);
    const step = {
      status: 'submitted' as const,
      remark: remarkFor('submitted', policy.competentDepartmentPath),
    };
    record.applyTime = recordStep(ctx, data, record, extras, step).time;
    // submitted: the draft of this application has done its work
    ctx.state.applyDrafts.delete(draftKey(session.accountId, policyId));
    if (requestId) ctx.state.applyRequests.set(replayKey, record.id);
    ok(res, record, '申报成功');
  });

  reg('post', paths.applyResubmit, meta, (req, res) => {
    const { session, data } = mine(res);
    const b = bodyAs(req, applicationCorrectionSchema);
    const apply = data.applies.find((a) => a.id === b.applyId);
    const extras = apply ? data.extras.get(apply.id) : undefined;
    if (!apply || !extras) throw notFound(NOT_YOURS);
    if (apply.status !== 'returned') throw badRequest('只有被退回补正的申报可以重新提交');
    const note = b.note.trim();
    if (note === '') throw badRequest(zh('apply.err.note'));
    if (note.length > NOTE_MAX) throw badRequest('补正说明不能超过500个字');
    const policy = openPolicy(apply.policyId);
    const required = requiredMaterials(policy.materials);
    const files = materialsFrom(session.accountId, b.materials, required);
    checkMaterials(required, files);
    // what was resubmitted, exactly: the files now held, the note, and which materials changed
    const idsOf = (list: MaterialFiles[], m: string) =>
      (list.find((f) => f.material === m)?.files ?? []).map((f) => f.fileId).join(',');
    const replaced = required.filter((m) => idsOf(extras.files, m) !== idsOf(files, m));
    extras.files = files;
    recordStep(ctx, data, apply, extras, {
      status: 'submitted',
      remark: `补正后重新提交：${note}`,
      correction: { note, replaced },
    });
    ok(res, apply, '已重新提交');
  });

  reg('get', routeOf(paths.myApplyDetail, 'id'), { ...meta, seed: true }, (req, res) => {
    const { session, data } = mine(res);
    const apply = data.applies.find((a) => a.id === param(req, 'id'));
    if (!apply) throw notFound(NOT_YOURS);
    const policy = ctx.policyById.get(apply.policyId);
    const account = findAccount(session.accountId);
    const extras = data.extras.get(apply.id);
    const history = extras?.history ?? [];
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
      ...(extras?.form ? { form: extras.form } : {}),
      files: extras?.files ?? [],
      ...(reason ? { reason } : {}),
    };
    ok(res, detail);
  });
}
