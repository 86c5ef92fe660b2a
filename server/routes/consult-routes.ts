// Graphic captcha, SMS code, image upload and the consultation form (docs/product.md#consultation,
// docs/product.md#captcha-and-sms).
import { randomInt, randomUUID } from 'node:crypto';
import type { CaptchaImage, ConsultFile, Consultation } from '../../src/shared/api/contract';
import { consultationSchema, smsPayloadSchema } from '../../src/shared/api/schemas/consult';
import { paths } from '../../src/shared/api/paths';
import { sessionOf } from '../lib/auth';
import { capMap } from '../lib/bounded-map';
import { assertRoomFor } from '../lib/account-limits';
import { MAX_AUDIO_PLAYS, newAudioSeed, renderCaptchaAudio } from '../lib/captcha-audio';
import { renderCaptcha, randomCaptchaText } from '../lib/captcha-png';
import type { DemoContext } from '../lib/context';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { cleanFileName } from '../lib/file-name';
import { bodyAs, normalizePhone, param } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { clientKey, spendSmsCode } from '../lib/sms-attempts';
import { nextId } from '../lib/state';
import { formatDateTime } from '../lib/time';
import { IMAGE_PATH, receiveFile, storeImage } from '../lib/upload';
import { claimForConsultation, ownFile } from '../lib/db/file-store';
import { countOwned, insertConsults } from '../lib/db/user-lists-store';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_INTERVAL_MS = 60 * 1000;
/** anonymous endpoints: beyond these the oldest entries go, so memory stays bounded */
export const MAX_CAPTCHAS = 20_000;
export const MAX_SMS_CODES = 20_000;

/** Per phone (one a minute, a few an hour), per client address and site-wide, each per hour. */
function checkSmsLimits(ctx: DemoContext, phone: string, client: string, now: number): void {
  const { perPhone, perClient, siteWide } = ctx.state.smsLimits;
  const last = ctx.state.sms.get(phone);
  if (last && now - last.sentAt < SMS_INTERVAL_MS)
    throw new ApiError(429, '验证码发送过于频繁，请60秒后重试');
  if (perPhone.exceeded(phone, now))
    throw new ApiError(429, '该手机号本小时获取验证码的次数已达上限，请1小时后再试');
  if (perClient.exceeded(client, now)) throw new ApiError(429, '您获取验证码的次数过多，请1小时后再试');
  if (siteWide.exceeded('all', now)) throw new ApiError(429, '短信服务繁忙，请稍后再试');
  perPhone.record(phone, now);
  perClient.record(client, now);
  siteWide.record('all', now);
}

/** The images a consultation names (the body's schema has checked their shape and count): each one this
 * account's own and still kept; their file ids beside. */
async function ownImages(
  images: Consultation['fileList'],
  ctx: DemoContext,
  accountId: string,
): Promise<{ list: ConsultFile[]; ids: string[] }> {
  const list: ConsultFile[] = [];
  const ids: string[] = [];
  for (const item of images) {
    const id = IMAGE_PATH.exec(item.imgPath)?.[1];
    // only the account's own images: another's answers as one that does not exist
    if (!id || !(await ownFile(ctx.db, accountId, id, 'image')))
      throw badRequest('附件不存在或已过期，请重新上传');
    list.push({ fileName: cleanFileName(item.fileName, 100), imgPath: item.imgPath });
    ids.push(id);
  }
  return { list, ids };
}

export function registerConsultRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', paths.captchaImage, {}, (_req, res) => {
    const text = randomCaptchaText();
    const uuid = randomUUID();
    ctx.state.captchas.set(uuid, { text, expiresAt: ctx.clock() + CAPTCHA_TTL_MS });
    capMap(ctx.state.captchas, MAX_CAPTCHAS);
    const answer: CaptchaImage = { img: renderCaptcha(text), uuid };
    res.set('Cache-Control', 'no-store');
    ok(res, answer);
  });

  // assumed: the spoken alternative of the graphic captcha, as sound (audio/wav) a script finds as hard as
  // the picture: nothing in the answer names its characters. Each play is the captcha's one rendition, and the
  // MAX_AUDIO_PLAYS+1-th play finds it spent; an unknown, expired or spent uuid gets sendCode's message.
  reg('get', paths.captchaAudio, { assumed: true }, (req, res) => {
    const uuid = typeof req.query.uuid === 'string' ? req.query.uuid : '';
    const captcha = ctx.state.captchas.get(uuid);
    if (!captcha || captcha.expiresAt <= ctx.clock() || (captcha.plays ?? 0) >= MAX_AUDIO_PLAYS) {
      ctx.state.captchas.delete(uuid);
      throw badRequest('图形验证码已失效，请刷新后重试');
    }
    captcha.plays = (captcha.plays ?? 0) + 1;
    captcha.audioSeed ??= newAudioSeed();
    res
      .set('Cache-Control', 'no-store')
      .type('audio/wav')
      .send(renderCaptchaAudio(captcha.text, captcha.audioSeed));
  });

  reg('post', paths.sendCode, {}, (req, res) => {
    const b = bodyAs(req, smsPayloadSchema);
    const now = ctx.clock();
    const captcha = ctx.state.captchas.get(b.uuid);
    ctx.state.captchas.delete(b.uuid);
    if (!captcha || captcha.expiresAt <= now) throw badRequest('图形验证码已失效，请刷新后重试');
    if (captcha.text.toUpperCase() !== b.captcha.toUpperCase())
      throw badRequest('图形验证码错误，请刷新后重试');
    const phone = normalizePhone(b.recvPhone);
    checkSmsLimits(ctx, phone, clientKey(req.ip ?? req.socket.remoteAddress), now);
    const code = String(randomInt(0, 1000000)).padStart(6, '0');
    ctx.state.sms.delete(phone);
    ctx.state.sms.set(phone, { code, sentAt: now, expiresAt: now + SMS_TTL_MS });
    capMap(ctx.state.sms, MAX_SMS_CODES);
    ok(res, null, '验证码已发送，5分钟内有效');
  });

  reg('post', paths.imgFile, { auth: 'login' }, async (req, res) => {
    const file = await receiveFile(req, res);
    ok(res, await storeImage(ctx, file, sessionOf(res).accountId), '上传成功');
  });

  reg('post', routeOf(paths.consult, 'authCode'), { auth: 'login' }, async (req, res) => {
    const session = sessionOf(res);
    const { initiateType, initiateName, initiatePhone, initiateContent, fileList: images } = bodyAs(
      req,
      consultationSchema,
    );
    const { list: fileList, ids: imageIds } = await ownImages(images, ctx, session.accountId);
    const authCode = param(req, 'authCode');
    if (!/^\d{6}$/.test(authCode)) throw badRequest('请输入6位短信验证码');
    const phone = normalizePhone(initiatePhone);
    assertRoomFor('consults', await countOwned(ctx.db, 'consults', session.accountId));
    spendSmsCode(ctx, phone, authCode);
    const createTime = formatDateTime(ctx.now());
    const id = nextId(ctx.state, 'cs');
    await ctx.db.transaction().execute(async (trx) => {
      await insertConsults(trx, session.accountId, [
        {
          id,
          initiateType,
          initiateContent,
          createTime,
          reply: null,
          replyTime: null,
          initiateName,
          initiatePhone: phone,
          fileList,
        },
      ]);
      // sent: its images are the consultation's now, never evicted
      await claimForConsultation(trx, imageIds, id);
    });
    ok(res, { id }, '咨询已发起，我们会尽快回复');
  });
}
