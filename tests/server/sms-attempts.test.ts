// @vitest-environment node
// SMS codes that cannot be guessed: the sixth wrong code spends the code (the right one is then refused with a
// clear message), and the sending limits count 127.0.0.1 and ::1 as one client and an IPv6 /64 as one client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../server/app';
import { clientKey, MAX_WRONG_SMS_CODES, MSG_SMS_SPENT, MSG_SMS_WRONG } from '../../server/lib/sms-attempts';
import { SMS_PER_CLIENT_HOURLY, SMS_SITE_HOURLY } from '../../server/lib/state';
import { paths } from '../../src/shared/api/paths';
import { auth, KEY, login, sendSmsCode, startApi, type Envelope, type TestApi } from './helpers';

describe('one client, one key', () => {
  it('treats the loopback and IPv4-mapped forms as the same client, and an IPv6 /64 as one client', () => {
    expect(clientKey('::1')).toBe('127.0.0.1');
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('0:0:0:0:0:0:0:1')).toBe('127.0.0.1');
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::ffff:a01:203')).toBe('10.1.2.3');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(clientKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('10.0.0.1')).not.toBe(clientKey('10.0.0.2'));
  });

  it('keeps one client far below the site-wide budget', () => {
    expect(SMS_PER_CLIENT_HOURLY * 10).toBeLessThanOrEqual(SMS_SITE_HOURLY);
  });
});

describe('the sixth wrong code', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await login(api, 'enterprise');
  });
  afterAll(() => api.close());

  const consult = async (phone: string, code: string) => {
    const res = await fetch(`${api.base}${paths.consult(code)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(token) },
      body: JSON.stringify({
        initiateType: '1',
        initiateName: '林建华',
        initiatePhone: phone,
        initiateContent: '研发费用补助的申报材料需要盖章吗？',
      }),
    });
    return (await res.json()) as Envelope<{ id: string } | null>;
  };
  const consultations = async () =>
    ((await (await fetch(`${api.base}/__demo/consultations`)).json()) as unknown[]).length;

  it('spends the code: five wrong tries leave it usable, the sixth spends it, and the right one is refused', async () => {
    const phone = '13900000021';
    expect((await sendSmsCode(api.base, phone)).code).toBe(200);
    const { code } = (await (await fetch(`${api.base}/__demo/sms?phone=${phone}`)).json()) as {
      code: string;
    };
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_WRONG_SMS_CODES; i += 1)
      expect(await consult(phone, wrong)).toMatchObject({ code: 400, msg: MSG_SMS_WRONG });
    expect(await consult(phone, wrong)).toMatchObject({ code: 400, msg: MSG_SMS_SPENT });
    expect(await consult(phone, code)).toMatchObject({ code: 400, msg: MSG_SMS_SPENT });
    expect(await consultations()).toBe(0);
  });

  it('takes the right code after a few wrong ones, once', async () => {
    const phone = '13900000022';
    expect((await sendSmsCode(api.base, phone)).code).toBe(200);
    const { code } = (await (await fetch(`${api.base}/__demo/sms?phone=${phone}`)).json()) as {
      code: string;
    };
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_WRONG_SMS_CODES; i += 1) expect((await consult(phone, wrong)).code).toBe(400);
    expect((await consult(phone, code)).code).toBe(200);
    expect(await consult(phone, code)).toMatchObject({ code: 400, msg: MSG_SMS_WRONG });
  });
});

describe('the per-client limit over both loopback forms', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(createDemoApi({ sm4Key: KEY, origin: 'http://localhost:1', demoTools: true }));
    await new Promise<void>((resolve) => server.listen(0, '::', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  it('counts 127.0.0.1 and ::1 as one client', async () => {
    const phone = (i: number) => `1370000${String(i).padStart(4, '0')}`;
    for (let i = 0; i < SMS_PER_CLIENT_HOURLY; i += 1) {
      const host = i % 2 === 0 ? '127.0.0.1' : '::1';
      expect((await sendSmsCode(base, phone(i), { host })).code, `${host} #${i}`).toBe(200);
    }
    for (const host of ['127.0.0.1', '::1'])
      expect(await sendSmsCode(base, phone(90), { host })).toMatchObject({
        code: 429,
        msg: '您获取验证码的次数过多，请1小时后再试',
      });
  });
});
