// Submit checks of the consultation form (docs/product.md#consultation). The words are those of the
// consultation's body schema (shared/api/schemas/consult.ts; tests/server/schema-refusals.test.ts holds them
// together), but the form says the name-and-phone pair's 请输入咨询人信息 once, on the first of the two that is
// empty, where the schema would say it on each: so these rules are the form's own, not read from the schema.
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { onlyErrors, type FieldErrors } from '../../../shared/forms/field-rules';
import { CONSULT_CONTENT_MAX } from '../../../shared/api/schemas/consult';
import { isMainlandMobile } from './phone';

export interface ConsultDraft {
  initiateType: '1' | '2';
  initiateName: string;
  initiatePhone: string;
  initiateContent: string;
  smsCode: string;
}

export type ConsultField = 'initiateName' | 'initiatePhone' | 'initiateContent' | 'smsCode';
export interface ConsultProblem {
  field: ConsultField;
  message: MessageKey;
}

/** the consultation body's limit (shared/api/schemas/consult.ts) */
export const MAX_CONTENT = CONSULT_CONTENT_MAX;

/** The phone's problem, also checked by 获取验证码 before the captcha opens. */
export function phoneProblem(d: Pick<ConsultDraft, 'initiatePhone'>): MessageKey | undefined {
  if (d.initiatePhone.trim() === '') return 'consult.needInfo';
  return isMainlandMobile(d.initiatePhone) ? undefined : 'consult.badPhone';
}

/** One message per field in trouble. */
export function consultRules(d: ConsultDraft): FieldErrors<ConsultField, MessageKey> {
  const code = d.smsCode.trim();
  const noName = d.initiateName.trim() === '';
  return onlyErrors<ConsultField>({
    initiateName: noName ? 'consult.needInfo' : undefined,
    // 请输入咨询人信息 is said once for the pair
    initiatePhone: noName && d.initiatePhone.trim() === '' ? undefined : phoneProblem(d),
    initiateContent: d.initiateContent.trim() === '' ? 'consult.needContent' : undefined,
    smsCode: code === '' ? 'consult.needCaptcha' : /^\d{6}$/.test(code) ? undefined : 'consult.badSmsCode',
  });
}

/** The first problem in the order a user fixes them (name, phone, content, code), or null. */
export function validateConsult(d: ConsultDraft): ConsultProblem | null {
  const errors = consultRules(d);
  const field = (['initiateName', 'initiatePhone', 'initiateContent', 'smsCode'] as const).find(
    (f) => errors[f],
  );
  return field ? { field, message: errors[field]! } : null;
}
