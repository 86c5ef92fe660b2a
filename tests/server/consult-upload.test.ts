// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { CaptchaImage, Page, ConsultRecord } from '../../src/shared/api/contract';
import { auth, startApiWithLogin, type TestApi } from './helpers';
import { tinyPng } from '../support/png';

let api: TestApi;
let token: string;
beforeAll(async () => ({ api, token } = await startApiWithLogin('enterprise', 'u-ent-1')));
afterAll(() => api.close());

async function upload(
  data: Buffer,
  name: string,
  withToken = true,
): Promise<{ code: number | string; msg: string; data: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${api.base}/api/manage/gj/v1/pcLogin/imgFile`, {
    method: 'POST',
    body: form,
    headers: withToken ? auth(token) : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number | string; msg: string; data: string };
}

async function sendSms(phone: string): Promise<{ code: number | string; msg: string }> {
  const captcha = await api.get<CaptchaImage>('/api/gj/v1/gjSms/captchaImage');
  const text = (
    (await (await fetch(`${api.base}/__demo/captcha?uuid=${captcha.data.uuid}`)).json()) as { text: string }
  ).text;
  return api.post('/api/gj/v1/gjSms/sendCode', {
    uuid: captcha.data.uuid,
    captcha: text.toLowerCase(),
    type: 19,
    recvPhone: phone,
  });
}

describe('captcha and SMS', () => {
  it('draws a real 4-character PNG captcha', async () => {
    const answer = await api.get<CaptchaImage>('/api/gj/v1/gjSms/captchaImage');
    expect(answer.data.img.startsWith('data:')).toBe(false);
    const png = PNG.sync.read(Buffer.from(answer.data.img, 'base64'));
    expect(png.width).toBe(120);
    expect(png.height).toBe(40);
    const text = (
      (await (await fetch(`${api.base}/__demo/captcha?uuid=${answer.data.uuid}`)).json()) as { text: string }
    ).text;
    expect(text).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
  });

  it('checks captcha (one use), type, phone format and the 60 s interval', async () => {
    const captcha = await api.get<CaptchaImage>('/api/gj/v1/gjSms/captchaImage');
    const wrong = await api.post('/api/gj/v1/gjSms/sendCode', {
      uuid: captcha.data.uuid,
      captcha: '####',
      type: 19,
      recvPhone: '13800000001',
    });
    expect(wrong.code).toBe(400);
    const text = (
      (await (await fetch(`${api.base}/__demo/captcha?uuid=${captcha.data.uuid}`)).json()) as {
        text: string | null;
      }
    ).text;
    expect(text).toBeNull();
    expect(
      (
        await api.post('/api/gj/v1/gjSms/sendCode', {
          uuid: 'x',
          captcha: 'ABCD',
          type: 18,
          recvPhone: '13800000001',
        })
      ).msg,
    ).toBe('短信类型不正确');
    expect(
      (
        await api.post('/api/gj/v1/gjSms/sendCode', {
          uuid: 'x',
          captcha: 'ABCD',
          type: 19,
          recvPhone: '12800000001',
        })
      ).msg,
    ).toBe('请输入正确的手机号码');

    expect((await sendSms('+8613800000002')).code).toBe(200);
    const code = (
      (await (await fetch(`${api.base}/__demo/sms?phone=13800000002`)).json()) as { code: string }
    ).code;
    expect(code).toMatch(/^\d{6}$/);
    const again = await sendSms('13800000002');
    expect(again).toMatchObject({ code: 429, msg: '验证码发送过于频繁，请60秒后重试' });
  });
});

describe('upload', () => {
  it('accepts real PNG bytes and serves them back to their owner with the right type', async () => {
    const bytes = tinyPng();
    const answer = await upload(bytes, 'photo.png');
    expect(answer.code).toBe(200);
    expect(answer.data).toMatch(/^\/__uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(api.base + answer.data, { headers: auth(token) });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expect((await upload(jpeg, 'scan.JPG')).data).toMatch(/\.jpg$/);
  });

  it('rejects a text file named .png, a gif, files over 5 MB, no file and no login', async () => {
    const fake = await upload(Buffer.from('hello, I am text'), 'fake.png');
    expect(fake).toMatchObject({ code: 400, msg: '文件内容不是有效的 JPG 或 PNG 图片' });
    expect((await upload(tinyPng(), 'x.gif')).code).toBe(400);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(await upload(big, 'big.png')).toMatchObject({ code: 400, msg: '图片大小不能超过5MB' });
    const empty = await fetch(`${api.base}/api/manage/gj/v1/pcLogin/imgFile`, {
      method: 'POST',
      headers: auth(token),
    });
    expect(((await empty.json()) as { code: number }).code).toBe(400);
    expect((await upload(tinyPng(), 'a.png', false)).code).toBe(403);
  });
});

describe('consultation', () => {
  it('stores a consultation after the SMS code check and lists it in myConsult', async () => {
    const phone = '13900000003';
    const path = (await upload(tinyPng(), 'evidence.png')).data;
    expect((await sendSms(phone)).code).toBe(200);
    const code = ((await (await fetch(`${api.base}/__demo/sms?phone=${phone}`)).json()) as { code: string })
      .code;
    const body = {
      initiateType: '1',
      initiateName: '林建华',
      initiatePhone: phone,
      initiateContent: '研发费用补助的申报材料需要盖章吗？',
      fileList: [{ fileName: 'evidence.png', imgPath: path }],
    };

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await api.post(`/api/manage/gj/v1/pcLogin/${wrongCode}`, body, token)).msg).toBe(
      '短信验证码错误或已过期',
    );
    expect(
      (await api.post(`/api/manage/gj/v1/pcLogin/${code}`, { ...body, initiateName: '' }, token)).msg,
    ).toBe('请输入咨询人信息');
    expect(
      (await api.post(`/api/manage/gj/v1/pcLogin/${code}`, { ...body, initiatePhone: '123' }, token)).msg,
    ).toBe('请输入正确的联系电话');
    expect(
      (await api.post(`/api/manage/gj/v1/pcLogin/${code}`, { ...body, fileList: [1, 2, 3, 4] }, token)).msg,
    ).toBe('最多上传3张图片');
    expect(
      (
        await api.post(
          `/api/manage/gj/v1/pcLogin/${code}`,
          {
            ...body,
            fileList: [{ fileName: 'a', imgPath: '/__uploads/00000000-0000-0000-0000-000000000000.png' }],
          },
          token,
        )
      ).code,
    ).toBe(400);
    expect((await api.post(`/api/manage/gj/v1/pcLogin/${code}`, body)).code).toBe(403);

    const okAnswer = await api.post<{ id: string }>(`/api/manage/gj/v1/pcLogin/${code}`, body, token);
    expect(okAnswer.code).toBe(200);
    expect((await api.post(`/api/manage/gj/v1/pcLogin/${code}`, body, token)).code).toBe(400);

    const mine = await api.get<Page<ConsultRecord>>('/api/manage/gj/v1/pcUser/consult/1/10', token);
    expect(mine.data.records[0]).toMatchObject({
      id: okAnswer.data.id,
      initiateContent: body.initiateContent,
      reply: null,
    });
    const detail = await api.get<{ fileList: unknown[]; initiatePhoneMasked: string }>(
      `/api/manage/gj/v1/pcUser/consult/detail/${okAnswer.data.id}`,
      token,
    );
    expect(detail.data.fileList).toHaveLength(1);
    expect(detail.data.initiatePhoneMasked).toBe('139****0003');
    const all = (await (await fetch(`${api.base}/__demo/consultations`)).json()) as { id: string }[];
    expect(all.map((c) => c.id)).toContain(okAnswer.data.id);
  });
});
