// @vitest-environment node
// The assumed GET /api/gj/v1/gjSms/captchaAudio: the captcha spoken as sound, with no text of the answer.
import { describe, expect, it } from 'vitest';
import { MAX_AUDIO_PLAYS } from '../../server/lib/captcha-audio';
import { apiForFile, demoCaptcha, type TestApi } from './helpers';

let api: TestApi;
apiForFile((started) => (api = started));

const audioUrl = (uuid: string) =>
  `${api.base}/api/gj/v1/gjSms/captchaAudio?uuid=${encodeURIComponent(uuid)}`;

const newCaptcha = () => demoCaptcha(api.base);

/** Asks for an SMS code to `recvPhone` with this captcha and answer, as the consultation form does. */
const sendCode = (uuid: string, text: string, recvPhone: string) =>
  api.post('/api/gj/v1/gjSms/sendCode', { type: 19, recvPhone, uuid, captcha: text });

describe('captchaAudio', () => {
  it('answers a WAV sound of a few seconds in which the answer appears nowhere', async () => {
    const { uuid, text } = await newCaptcha();
    const res = await fetch(audioUrl(uuid));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^audio\/wav/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
    expect(bytes.readUInt16LE(20)).toBe(1); // PCM
    expect(bytes.readUInt16LE(22)).toBe(1); // mono
    const rate = bytes.readUInt32LE(24);
    const seconds = bytes.readUInt32LE(40) / 2 / rate;
    expect(seconds).toBeGreaterThan(2.5);
    expect(seconds).toBeLessThan(8);

    // neither the body (as text in any case or spacing) nor a header carries the characters
    const asText = bytes.toString('latin1');
    for (const form of [text, text.toLowerCase(), text.split('').join(','), text.split('').join('","')])
      expect(asText.includes(form), form).toBe(false);
    expect(asText).not.toMatch(/"chars"|"text"/);
    for (const [name, value] of res.headers) expect(value.includes(text), name).toBe(false);
  });

  it('plays one rendition per captcha (nothing to average over), and a play or two does not spend it', async () => {
    const { uuid, text } = await newCaptcha();
    const first = Buffer.from(await (await fetch(audioUrl(uuid))).arrayBuffer());
    const second = Buffer.from(await (await fetch(audioUrl(uuid))).arrayBuffer());
    expect(first.equals(second)).toBe(true);
    const other = await newCaptcha();
    const elsewhere = Buffer.from(await (await fetch(audioUrl(other.uuid))).arrayBuffer());
    expect(elsewhere.equals(first)).toBe(false);
    const sent = await sendCode(uuid, text, '13912345678');
    expect(sent.msg).toBe('验证码已发送，5分钟内有效');
  });

  it(`spends the captcha after ${MAX_AUDIO_PLAYS} plays`, async () => {
    const { uuid, text } = await newCaptcha();
    for (let i = 0; i < MAX_AUDIO_PLAYS; i += 1) expect((await fetch(audioUrl(uuid))).status).toBe(200);
    const spent = (await (await fetch(audioUrl(uuid))).json()) as { code: number; msg: string };
    expect(spent).toMatchObject({ code: 400, msg: '图形验证码已失效，请刷新后重试' });
    const sent = await sendCode(uuid, text, '13912345679');
    expect(sent.msg).toBe('图形验证码已失效，请刷新后重试');
  });

  it('refuses an unknown captcha with the expired message', async () => {
    const answer = (await (await fetch(audioUrl('no-such-uuid'))).json()) as { code: number; msg: string };
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('图形验证码已失效，请刷新后重试');
  });
});
