// @vitest-environment node
// What keeps the demo API standing: a bounded dedupe window, id-less records refused, SMS limits,
// and header/body/keep-alive timeouts on the Node server.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogRecord } from '../../src/shared/api/contract';
import { DEDUPE_MAX_IDS, DEDUPE_WINDOW_MS } from '../../server/lib/dedupe-window';
import { SMS_PER_CLIENT_HOURLY, SMS_PER_PHONE_HOURLY } from '../../server/lib/state';
import { sendSmsCode, startApi, type TestApi } from './helpers';

let now = Date.UTC(2026, 2, 2, 1, 0, 0);
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ clock: () => now });
});
afterAll(() => api.close());
beforeEach(async () => {
  await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
});

const rec = (id?: string): Partial<AccessLogRecord> => ({
  accessType: 1,
  userType: 3,
  sourceType: 1,
  policyId: null,
  orgCode: '350501',
  ...(id === undefined ? {} : { clientRecordId: id }),
});
const postLog = (records: unknown[]) =>
  api.post<{ accepted: number; duplicates: number }>('/api/manage/gj/v1/pcApi', {
    systemAccessInfoList: records,
  });
const stats = async () =>
  (await (await fetch(`${api.base}/__demo/stats`)).json()) as {
    accessLogIds: number;
    accessLogRecordsKept: number;
    accessLogAccepted: number;
  };
const homePageCount = async () =>
  (await api.get<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount')).data.homePageCount;

describe('access-log dedupe window', () => {
  it(
    'remembers at most DEDUPE_MAX_IDS ids, counting every accepted record',
    { timeout: 60_000 },
    async () => {
      const batches = Math.ceil((DEDUPE_MAX_IDS + 5_000) / 50);
      for (let b = 0; b < batches; b += 1)
        await postLog(Array.from({ length: 50 }, (_, i) => rec(`load-${b}-${i}`)));
      const after = await stats();
      expect(after.accessLogIds).toBe(DEDUPE_MAX_IDS);
      expect(after.accessLogAccepted).toBe(batches * 50);
      expect(after.accessLogRecordsKept).toBeLessThanOrEqual(11_000);
      // the newest ids are still recognised
      expect((await postLog([rec(`load-${batches - 1}-49`)])).data).toEqual({ accepted: 0, duplicates: 1 });
    },
  );

  it('forgets an id after the window, so a record replayed a day later counts again', async () => {
    expect((await postLog([rec('day-1')])).data).toEqual({ accepted: 1, duplicates: 0 });
    now += DEDUPE_WINDOW_MS - 1000;
    expect((await postLog([rec('day-1')])).data).toEqual({ accepted: 0, duplicates: 1 });
    now += 2000;
    expect((await postLog([rec('day-2')])).data).toEqual({ accepted: 1, duplicates: 0 });
    expect((await postLog([rec('day-1')])).data).toEqual({ accepted: 1, duplicates: 0 });
    expect((await stats()).accessLogIds).toBe(2);
  });
});

describe('access-log records without an id', () => {
  it('refuses the batch with a clear message and counts nothing', async () => {
    const before = await homePageCount();
    for (const bad of [rec(), { ...rec(), clientRecordId: '' }, { ...rec(), clientRecordId: null }]) {
      const answer = await postLog([rec('fine'), bad]);
      expect(answer.code).toBe(400);
      expect(answer.msg).toBe(
        '第2条访问记录不正确：缺少 clientRecordId（每条记录需带唯一编号，以免重复计数）',
      );
    }
    expect(await homePageCount()).toBe(before);
    expect((await stats()).accessLogAccepted).toBe(0);
  });
});

describe('SMS limits', () => {
  /** Sends a code request from `localAddress` (another loopback address is another client). */
  const sendCode = (phone: string, localAddress = '127.0.0.1') => sendSmsCode(api.base, phone, { localAddress });
  const phone = (i: number) => `1390000${String(i).padStart(4, '0')}`;

  it('limits one client to SMS_PER_CLIENT_HOURLY codes an hour, whatever the phones', async () => {
    for (let i = 0; i < SMS_PER_CLIENT_HOURLY; i += 1) expect((await sendCode(phone(i))).code).toBe(200);
    expect(await sendCode(phone(99))).toMatchObject({
      code: 429,
      msg: '您获取验证码的次数过多，请1小时后再试',
    });
    expect((await (await fetch(`${api.base}/__demo/sms?phone=${phone(99)}`)).json()).code).toBeNull();
    expect((await sendCode(phone(98), '127.0.0.2')).code).toBe(200);
    now += 3_600_000;
    expect((await sendCode(phone(99))).code).toBe(200);
  });

  it('allows one code a minute and SMS_PER_PHONE_HOURLY an hour per phone', async () => {
    const p = '13812345678';
    expect((await sendCode(p)).code).toBe(200);
    expect(await sendCode(p)).toMatchObject({ code: 429, msg: '验证码发送过于频繁，请60秒后重试' });
    for (let i = 1; i < SMS_PER_PHONE_HOURLY; i += 1) {
      now += 61_000;
      expect((await sendCode(p)).code).toBe(200);
    }
    now += 61_000;
    expect(await sendCode(p)).toMatchObject({
      code: 429,
      msg: '该手机号本小时获取验证码的次数已达上限，请1小时后再试',
    });
  });
});

describe('server timeouts', () => {
  let slow: TestApi;
  const timeouts = { headersMs: 800, requestMs: 1200, keepAliveMs: 1000, idleMs: 5000, checkIntervalMs: 100 };
  beforeAll(async () => {
    slow = await startApi({ timeouts });
  });
  afterAll(() => slow.close());

  /** Writes `data` and resolves with what the server sent and when the connection ended. */
  function hold(data: string): Promise<{ reply: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const t0 = Date.now();
      const socket = connect(slow.port, '127.0.0.1', () => socket.write(data));
      let reply = '';
      socket.on('data', (c: Buffer) => (reply += c.toString('utf8')));
      socket.on('close', () => resolve({ reply, ms: Date.now() - t0 }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`connection still open after 5 s; got ${JSON.stringify(reply)}`));
      }, 5000);
    });
  }

  it('answers a body shorter than its Content-Length with 408 within the request timeout', async () => {
    const { reply, ms } = await hold(
      'POST /api/manage/gj/v1/pcApi HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5000\r\n\r\n{"systemAccessInfoList":[',
    );
    expect(reply.startsWith('HTTP/1.1 408')).toBe(true);
    expect(ms).toBeLessThan(timeouts.requestMs + 1500);
  });

  it('closes a connection whose headers never end', async () => {
    const { ms } = await hold('GET /api/open/gj/v1/index/hotWord HTTP/1.1\r\nHost: x\r\n');
    expect(ms).toBeLessThan(timeouts.requestMs + 1500);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { reply, ms } = await hold('GET /api/open/gj/v1/index/hotWord HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(reply.startsWith('HTTP/1.1 200')).toBe(true);
    expect(reply).toContain(`Keep-Alive: timeout=${timeouts.keepAliveMs / 1000}`);
    expect(ms).toBeGreaterThanOrEqual(timeouts.keepAliveMs);
    // slack for a loaded machine; without the timeout the connection would stay open past the 5 s guard
    expect(ms).toBeLessThan(timeouts.keepAliveMs + 2500);
  });
});
