// Consultation (docs/product.md#consultation): the captcha, the SMS code's request and the message itself.
import * as v from 'valibot';
import { object, text } from '../schema';
import { mobile, present, requiredText, rule } from './bodies';

export const captchaImageSchema = object({ img: text, uuid: text });
export type CaptchaImage = v.InferOutput<typeof captchaImageSchema>;

/** the SMS type of the consultation's code */
export const SMS_TYPE = 19;
export const CAPTCHA_LENGTH = 4;
export const MAX_CONSULT_IMAGES = 3;
export const CONSULT_CONTENT_MAX = 1000;
export const CONSULT_NAME_MAX = 50;

// the words are those the consultation form and the captcha dialog show in Chinese for the same rules
// (tests/server/schema-refusals.test.ts holds them together): literal here, so the room's messages stay lazy
const badCaptcha = '验证码位数不正确';
const isText = (x: unknown): x is string => typeof x === 'string';

/** body of gjSms/sendCode: the captcha answered, for an SMS code to this phone */
export const smsPayloadSchema = object({
  type: present(
    v.pipe(
      v.unknown(),
      rule((x) => String(x) === String(SMS_TYPE), '短信类型不正确'),
      v.transform((): typeof SMS_TYPE => SMS_TYPE),
    ),
  ),
  recvPhone: mobile('请输入正确的手机号码', '请输入正确的手机号码'),
  uuid: present(
    v.pipe(
      v.unknown(),
      rule(isText, badCaptcha),
      v.transform((x) => x as string),
    ),
  ),
  captcha: present(
    v.pipe(
      v.unknown(),
      rule((x) => isText(x) && x.length === CAPTCHA_LENGTH, badCaptcha),
      v.transform((x) => x as string),
    ),
  ),
});
export type SmsPayload = v.InferOutput<typeof smsPayloadSchema>;

/** an image of the consultation, as its upload answered it */
const consultImageSchema = v.pipe(
  v.unknown(),
  rule(
    (x) =>
      typeof x === 'object' &&
      x !== null &&
      isText((x as Record<string, unknown>).imgPath) &&
      isText((x as Record<string, unknown>).fileName),
    '附件信息格式不正确',
  ),
  object({ fileName: text, imgPath: text }),
);

/** body of the consultation (pcLogin/{authCode}) */
export const consultationSchema = object({
  /** '1' = leave a message, '2' = suggestion; absent or '' is '1' */
  initiateType: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' ? '1' : x)),
      rule((x) => x === '1' || x === '2', '咨询类型不正确'),
      v.transform((x) => x as '1' | '2'),
    ),
    '1',
  ),
  initiateName: requiredText('请输入咨询人信息', CONSULT_NAME_MAX, '咨询人姓名'),
  initiatePhone: mobile('请输入咨询人信息', '请输入正确的联系电话'),
  initiateContent: requiredText('请输入咨询内容', CONSULT_CONTENT_MAX, '咨询内容'),
  fileList: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => x ?? []),
      rule(Array.isArray, '附件列表格式不正确'),
      rule((x) => (x as unknown[]).length <= MAX_CONSULT_IMAGES, `最多上传${MAX_CONSULT_IMAGES}张图片`),
      v.array(consultImageSchema),
    ),
    [],
  ),
});
export type Consultation = v.InferOutput<typeof consultationSchema>;

/** the stored path of an uploaded image */
export const imagePathSchema = text;
