// @vitest-environment node
// The assumed GET /api/gj/v1/gjSms/captchaAudio: the characters of a captcha, for 语音播报验证码.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaImage } from '../../src/shared/api/contract';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const audio = async (uuid: string) =>
  (await (
    await fetch(`${api.base}/api/gj/v1/gjSms/captchaAudio?uuid=${encodeURIComponent(uuid)}`)
  ).json()) as {
    code: number | string;
    msg: string;
    data: { chars: string[] } | null;
  };

describe('captchaAudio', () => {
  it('answers the four characters of that captcha, in order, without spending it', async () => {
    const captcha = await api.get<CaptchaImage>('/api/gj/v1/gjSms/captchaImage');
    const { text } = (await (await fetch(`${api.base}/__demo/captcha?uuid=${captcha.data.uuid}`)).json()) as {
      text: string;
    };
    const first = await audio(captcha.data.uuid);
    expect(first.code).toBe(200);
    expect(first.data?.chars).toEqual(text.split(''));
    expect((await audio(captcha.data.uuid)).data?.chars).toEqual(text.split(''));
  });

  it('refuses an unknown captcha with the expired message', async () => {
    const answer = await audio('no-such-uuid');
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('图形验证码已失效，请刷新后重试');
  });
});
