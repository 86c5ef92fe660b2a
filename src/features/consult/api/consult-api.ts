// Captcha, SMS, upload and consultation calls (docs/product.md#consultation,
// docs/product.md#captcha-and-sms).
import type { ConsultFile, Consultation, SmsPayload } from '../../../shared/api/contract';
import { request } from '../../../shared/api/http';
import { parseWith, unknownValue } from '../../../shared/api/schema';
import { consultContactSchema } from '../../../shared/api/schemas/account';
import { captchaImageSchema, imagePathSchema } from '../../../shared/api/schemas/consult';
import { paths } from '../../../shared/api/paths';
import { SMS_TYPE } from '../lib/captcha-rules';

/** Who is consulting: the person, or the enterprise's contact person, with a full mobile number. */
export const fetchContact = (signal?: AbortSignal) =>
  request(paths.myContact, { signal }, consultContactSchema);

/** Some deployments wrap the answer once more (data.data); both shapes are accepted. */
export function readCaptcha(data: unknown) {
  const inner =
    typeof data === 'object' && data !== null && 'data' in data ? (data as { data: unknown }).data : data;
  return parseWith(captchaImageSchema, inner, 'data');
}

export async function fetchCaptcha(signal?: AbortSignal) {
  return readCaptcha(await request(paths.captchaImage, { signal }, unknownValue));
}

/** The captcha spoken as a sound file (assumed endpoint); an answer that is not audio is a failure. */
export async function fetchCaptchaAudio(uuid: string, signal?: AbortSignal): Promise<Blob> {
  const url = `${paths.captchaAudio}?uuid=${encodeURIComponent(uuid)}`;
  const sound = await request<Blob>(url, { signal, blob: true });
  if (!sound.type.startsWith('audio/')) throw new Error('the captcha sound could not be fetched');
  return sound;
}

/** The captcha dialog shows the server's reason itself (an "inline" call in shared/api/error-policy.ts). */
export function sendSmsCode(payload: Omit<SmsPayload, 'type'>) {
  const body: SmsPayload = { ...payload, type: SMS_TYPE };
  return request(paths.sendCode, { method: 'POST', body }, null);
}

/** Multipart field `file`; the answer's data is the stored path. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<ConsultFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const imgPath = await request(paths.imgFile, { method: 'POST', form, signal }, imagePathSchema);
  return { fileName: file.name, imgPath };
}

export function submitConsultation(authCode: string, body: Consultation) {
  return request(paths.consult(authCode), { method: 'POST', body }, null);
}
