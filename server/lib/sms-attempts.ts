// SMS codes that cannot be guessed: a code takes at most MAX_WRONG_SMS_CODES wrong tries (the next wrong one
// spends it), and the sending limits count one client per address, IPv6 by its /64 (docs/product.md#demo-server).
import { isIPv4, isIPv6 } from 'node:net';
import type { DemoContext } from './context';
import { badRequest } from './envelope';

/** wrong tries a code survives; the next wrong try spends it */
export const MAX_WRONG_SMS_CODES = 5;
export const MSG_SMS_WRONG = '短信验证码错误或已过期';
export const MSG_SMS_SPENT = '短信验证码输错次数过多，已失效，请重新获取验证码';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16) || 0);
}

/**
 * One key per client: an IPv4 address as it is (an IPv4-mapped IPv6 address is that IPv4 address), the IPv6
 * loopback the same client as 127.0.0.1, and any other IPv6 address by its /64 (one household or host's block).
 */
export function clientKey(address: string | undefined): string {
  const raw = (address ?? '').replace(/%.*$/, '');
  if (isIPv4(raw)) return raw;
  if (!isIPv6(raw)) return raw || 'unknown';
  const groups = ipv6Groups(raw);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return '127.0.0.1';
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Checks the code sent to this phone and spends it when right. A wrong code counts: after MAX_WRONG_SMS_CODES
 * wrong tries the next wrong one spends the code, and then even the right code is refused (MSG_SMS_SPENT).
 */
export function spendSmsCode(ctx: DemoContext, phone: string, code: string): void {
  const sms = ctx.state.sms.get(phone);
  if (!sms || sms.expiresAt <= ctx.clock()) throw badRequest(MSG_SMS_WRONG);
  const wrong = sms.wrong ?? 0;
  if (wrong > MAX_WRONG_SMS_CODES) throw badRequest(MSG_SMS_SPENT);
  if (sms.code !== code) {
    sms.wrong = wrong + 1;
    throw badRequest(sms.wrong > MAX_WRONG_SMS_CODES ? MSG_SMS_SPENT : MSG_SMS_WRONG);
  }
  sms.expiresAt = 0;
}
