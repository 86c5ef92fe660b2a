// Consultation (docs/product.md#consultation): the captcha, the SMS code's request and the message itself.
import * as v from 'valibot';
import { list, number, object, text, withDefault } from '../schema';
import { consultFileSchema } from './user-centre';

export const captchaImageSchema = object({ img: text, uuid: text });
export type CaptchaImage = v.InferOutput<typeof captchaImageSchema>;

export const smsPayloadSchema = object({ uuid: text, captcha: text, type: number, recvPhone: text });
export type SmsPayload = v.InferOutput<typeof smsPayloadSchema>;

export const consultationSchema = object({
  /** '1' = leave a message; otherwise suggestion */
  initiateType: withDefault(text, ''),
  initiateName: withDefault(text, ''),
  initiatePhone: withDefault(text, ''),
  initiateContent: withDefault(text, ''),
  fileList: withDefault(list(consultFileSchema), []),
});
export type Consultation = v.InferOutput<typeof consultationSchema>;

/** the stored path of an uploaded image */
export const imagePathSchema = text;
