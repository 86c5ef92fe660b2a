// Submit checks of the consultation form (docs/product.md#consultation), in the order a user would fix them.
import type { MessageKey } from '../../../shared/i18n/catalogue';
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

export function validateConsult(d: ConsultDraft): ConsultProblem | null {
  if (d.initiateName.trim() === '') return { field: 'initiateName', message: 'consult.needInfo' };
  if (d.initiatePhone.trim() === '') return { field: 'initiatePhone', message: 'consult.needInfo' };
  if (!isMainlandMobile(d.initiatePhone)) return { field: 'initiatePhone', message: 'consult.badPhone' };
  if (d.initiateContent.trim() === '') return { field: 'initiateContent', message: 'consult.needContent' };
  if (d.smsCode.trim() === '') return { field: 'smsCode', message: 'consult.needCaptcha' };
  if (!/^\d{6}$/.test(d.smsCode.trim())) return { field: 'smsCode', message: 'consult.badSmsCode' };
  return null;
}
