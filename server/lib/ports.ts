/**
 * A port read from the environment, checked before anything listens on it. Browsers and Node's fetch refuse the
 * "bad ports" of the Fetch standard (https://fetch.spec.whatwg.org/#port-blocking) without sending a request:
 * a portal there would start and then never be reached (4190, the Sieve port, stopped an nginx start that way).
 */

/** The Fetch standard's bad ports, as Chromium, Firefox, WebKit and undici block them. */
export const BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Why `value` cannot be a portal's port, or null when it can. */
export function portProblem(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > 65_535) return 'is not a port number (1–65535)';
  if (BLOCKED_PORTS.has(value)) return 'is a port browsers refuse to open (the Fetch standard\'s "bad ports")';
  return null;
}

/**
 * The port in environment variable `name` (or `fallback`); a clear message and exit code 1 when it cannot be
 * one, instead of a server nobody can reach.
 */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  const problem = portProblem(port);
  if (problem) {
    console.error(`${name}=${raw ?? fallback} ${problem}: choose another port.`);
    process.exit(1);
  }
  return port;
}
