// Graphic captcha and SMS rules (docs/product.md#captcha-and-sms).
import { CAPTCHA_LENGTH } from '../../../shared/api/schemas/consult';

// the captcha's length and the SMS type are the sendCode body's rules (shared/api/schemas/consult.ts)
export { CAPTCHA_LENGTH, SMS_TYPE } from '../../../shared/api/schemas/consult';
export const CAPTCHA_REFRESH_COOLDOWN_MS = 5000;
export const SMS_RESEND_SECONDS = 60;

export function validateCaptcha(text: string): 'captcha.badLength' | null {
  return text.trim().length === CAPTCHA_LENGTH ? null : 'captcha.badLength';
}

/** Allows one refresh per cooldown; the first image load counts as a refresh. */
export function createRefreshGate(
  cooldownMs: number = CAPTCHA_REFRESH_COOLDOWN_MS,
  now: () => number = Date.now,
) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryRefresh(): boolean {
      const at = now();
      if (at - last < cooldownMs) return false;
      last = at;
      return true;
    },
    /** a server-invalidated image may be replaced at once */
    markLoaded() {
      last = now();
    },
  };
}

/** The captcha image as a data URL (the server answers bare base64 PNG). */
export function captchaSrc(img: string): string {
  return img.startsWith('data:') ? img : `data:image/png;base64,${img}`;
}
