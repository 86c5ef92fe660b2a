// @vitest-environment node
// A body of the wrong shape is refused by the demo server in the words the portal's own schema gives: the server
// reads the body through the same schema (src/shared/api/schemas), so the two cannot tell it differently.
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/api/paths';
import { ParseError, parseWith } from '../../src/shared/api/schema';
import { readAccessLogBatch } from '../../src/shared/api/schemas/access-log';
import {
  applicationCorrectionSchema,
  applicationSubmissionSchema,
  draftSaveSchema,
} from '../../src/shared/api/schemas/apply';
import {
  bankAccountInputSchema,
  countyChoiceSchema,
  messageReadSchema,
  personInfoInputSchema,
  projectInputSchema,
  urgeInputSchema,
} from '../../src/shared/api/schemas/centre-bodies';
import { consultationSchema, smsPayloadSchema } from '../../src/shared/api/schemas/consult';
import { questionnaireSubmissionSchema } from '../../src/shared/api/schemas/matching';
import { translate } from '../../src/shared/i18n/language';
import { validateConsult } from '../../src/features/consult/lib/consult-validation';
import { validateBankForm } from '../../src/features/user-centre/lib/validators';
import {
  flattenQuestions,
  questionnaireRules,
  serialiseAnswers,
} from '../../src/features/matching/lib/questionnaire';
import type { QuestionGroup } from '../../src/shared/api/contract';
import { applyApiForFile } from './apply-helpers';

const on = applyApiForFile();

/** What the portal's schema says of `value`, read as a body. */
function portalSays(schema: Parameters<typeof parseWith>[0], value: unknown): string {
  try {
    parseWith(schema, value, 'body');
  } catch (error) {
    if (error instanceof ParseError) return error.message;
    throw error;
  }
  throw new Error('the schema accepted the body');
}

describe('malformed bodies, told as the portal’s schema tells them', () => {
  it('an application whose materials are not a list', async () => {
    const body = { policyId: 'p-0005', requestId: 'r-1', materials: 'photo.png' };
    const answer = await on.api.post(paths.applySubmit, body, on.person);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portalSays(applicationSubmissionSchema, body));
    expect(answer.msg).toBe('Unexpected data at body.materials: expected a list');
  });

  it('an application whose material names a file by something other than text', async () => {
    const body = { policyId: 'p-0005', materials: [{ material: '身份证', fileIds: [{ id: 'f-1' }] }] };
    const answer = await on.api.post(paths.applySubmit, body, on.person);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portalSays(applicationSubmissionSchema, body));
    expect(answer.msg).toContain('body.materials[0].fileIds[0]');
  });

  it('a correction whose note is not text', async () => {
    const body = { applyId: 'ap-1', note: { text: '已补正' } };
    const answer = await on.api.post(paths.applyResubmit, body, on.person);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portalSays(applicationCorrectionSchema, body));
  });

  it('an access-log batch with a record the portal’s rule refuses', async () => {
    const good = {
      accessType: 1,
      userType: 3,
      sourceType: 1,
      policyId: null,
      orgCode: '350500',
      clientRecordId: 'schema-refusal-1',
    };
    const body = {
      systemAccessInfoList: [good, { ...good, clientRecordId: 'schema-refusal-2', orgCode: '35' }],
    };
    const answer = await on.api.post(paths.accessLog, body);
    const portal = readAccessLogBatch(body);
    expect(portal.ok).toBe(false);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portal.ok ? '' : portal.problem);
    expect(answer.msg).toBe('第2条访问记录不正确：orgCode 应为6位区划代码');
  });

  /** `route` (a POST, with `token` when given) refuses `body` with `expected`, exactly what `schema` says of it */
  async function refuses(
    route: string,
    schema: Parameters<typeof parseWith>[0],
    body: unknown,
    expected: string,
    token?: string,
  ): Promise<void> {
    const answer = await on.api.post(route, body, token);
    expect(answer.code, answer.msg).toBe(400);
    expect(answer.msg).toBe(portalSays(schema, body));
    expect(answer.msg).toBe(expected);
  }

  it('a draft whose materials are not a list, and one without its time', async () => {
    const route = paths.applyDraft('p-0005');
    const draft = { requestId: 'r-1', values: {}, materials: 'photo.png', changedAt: 1_700_000_000_000 };
    await refuses(
      route,
      draftSaveSchema,
      draft,
      'Unexpected data at body.materials: expected a list',
      on.person,
    );
    await refuses(
      route,
      draftSaveSchema,
      { ...draft, materials: [], changedAt: 'soon' },
      '草稿缺少修改时间',
      on.person,
    );
    await refuses(
      route,
      draftSaveSchema,
      { ...draft, materials: [], values: { description: { text: '写了一半' } } },
      'Unexpected data at body.values.description: expected text',
      on.person,
    );
  });

  it('an SMS request of another type, and one whose captcha is not four characters', async () => {
    const sms = { type: 19, recvPhone: '13800000001', uuid: 'u-1', captcha: 'ABCD' };
    await refuses(paths.sendCode, smsPayloadSchema, { ...sms, type: 18 }, '短信类型不正确');
    await refuses(
      paths.sendCode,
      smsPayloadSchema,
      { ...sms, recvPhone: 13800000001 },
      '请输入正确的手机号码',
    );
    await refuses(paths.sendCode, smsPayloadSchema, { ...sms, captcha: 'ABC' }, '验证码位数不正确');
  });

  it('a consultation with an image that names no path, too many images, or no content', async () => {
    const route = paths.consult('123456');
    const consultation = {
      initiateType: '1',
      initiateName: '林建华',
      initiatePhone: '13900000003',
      initiateContent: '研发费用补助需要盖章吗？',
      fileList: [{ fileName: 'a.png' }],
    };
    await refuses(route, consultationSchema, consultation, '附件信息格式不正确', on.person);
    await refuses(
      route,
      consultationSchema,
      { ...consultation, fileList: [1, 2, 3, 4] },
      '最多上传3张图片',
      on.person,
    );
    await refuses(
      route,
      consultationSchema,
      { ...consultation, fileList: [], initiateContent: '  ' },
      '请输入咨询内容',
      on.person,
    );
    await refuses(
      route,
      consultationSchema,
      { ...consultation, initiateType: 3 },
      '咨询类型不正确',
      on.person,
    );
  });

  it('a project whose investment is text, and one whose start is not a date', async () => {
    const project = { projectName: '智能仓储', investment: 3_000_000, startDate: '2026-03-01' };
    await refuses(
      paths.projectSave,
      projectInputSchema,
      { ...project, investment: '100' },
      '项目投资额应为不小于0的数字（元）',
      on.company,
    );
    await refuses(
      paths.projectSave,
      projectInputSchema,
      { ...project, startDate: '2026-3-1' },
      '开工日期格式应为YYYY-MM-DD',
      on.company,
    );
    await refuses(
      paths.projectSave,
      projectInputSchema,
      { ...project, description: 42 },
      '参数 description 应为字符串',
      on.company,
    );
  });

  it('a bank-account change whose account is a number, and one without a bank', async () => {
    const change = { enterpriseId: 'e-1001', bankName: '中国银行', bankAccount: '6216 6100 0000 1234 567' };
    await refuses(
      paths.updateBankAccount,
      bankAccountInputSchema,
      { ...change, bankAccount: 6216610000001234 },
      '银行账号应为10至30位数字',
      on.company,
    );
    await refuses(
      paths.updateBankAccount,
      bankAccountInputSchema,
      { ...change, bankName: ' ' },
      '请输入开户银行',
      on.company,
    );
  });

  it('personal details with an unknown contact preference', async () => {
    await refuses(
      paths.personInfoSave,
      personInfoInputSchema,
      { address: '泉州市丰泽区东海街道', contactPreference: 'fax' },
      '联系方式偏好只能是sms、site或phone',
      on.person,
    );
  });

  it('an urge naming its application by an object, and a message read naming none', async () => {
    await refuses(
      paths.urgeSubmit,
      urgeInputSchema,
      { applyId: { id: 'ap-1' } },
      'Unexpected data at body.applyId: expected text',
      on.company,
    );
    await refuses(paths.myMessageRead, messageReadSchema, { id: '' }, '请选择要标记的消息', on.person);
  });

  it('an enterprise region naming no street, and a questionnaire whose answers are not text', async () => {
    await refuses(
      paths.countyInfo,
      countyChoiceSchema,
      { countyCode: 350502004 },
      '请选择所属街道（乡镇）',
      on.company,
    );
    await refuses(
      paths.formSubmit,
      questionnaireSubmissionSchema,
      { jsonData: { ageRange: '1' } },
      '请至少回答一道题',
      on.person,
    );
  });

  it('where the portal’s form checks the same rule, the server refuses in the form’s Chinese words', async () => {
    const draft = {
      initiateType: '1' as const,
      initiateName: '林建华',
      initiatePhone: '12800000001',
      initiateContent: '研发费用补助需要盖章吗？',
      smsCode: '123456',
    };
    const formSays = validateConsult(draft);
    expect(formSays?.message).toBe('consult.badPhone');
    const { smsCode: _code, ...consultation } = draft;
    await refuses(
      paths.consult('123456'),
      consultationSchema,
      { ...consultation, fileList: [] },
      translate('zh-CN', formSays!.message),
      on.person,
    );
    const questions = flattenQuestions(
      await on.api.get<QuestionGroup[]>(paths.personalInfoForm).then((a) => a.data),
    );
    const quizSays = await questionnaireRules(questions)({});
    const first = questions[0]!.field.fieldCode;
    expect(quizSays[first]).toBe('quiz.needOneAnswer');
    await refuses(
      paths.formSubmit,
      questionnaireSubmissionSchema,
      { jsonData: serialiseAnswers(questions, { [first]: [] }) },
      translate('zh-CN', 'quiz.needOneAnswer'),
      on.person,
    );
    const bank = { bankName: '中国银行', bankAccount: '6216 61ab' };
    const bankFormSays = validateBankForm(bank).bankAccount;
    expect(bankFormSays).toBe('centre.bank.accountDigits');
    await refuses(
      paths.updateBankAccount,
      bankAccountInputSchema,
      { enterpriseId: 'e-1001', ...bank },
      translate('zh-CN', bankFormSays!),
      on.company,
    );
  });
});
