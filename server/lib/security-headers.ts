// What a government site sends with its pages and worker: no framing, no sniffing, no third-party code or
// connections, no powerful features, its own browsing context. deploy/nginx/security-headers.conf sends the
// same values (tests/deploy/nginx-config.test.ts holds the two together).
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Sent with documents and the service worker (hashed assets need not repeat them). */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent with every answer. */
export const ALL_HEADERS: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

/** For the https server only: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';
