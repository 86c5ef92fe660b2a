// The Node HTTP server of `npm start`, `npm run dev` and the tests, with its timeouts set.
import { createServer, type RequestListener, type Server } from 'node:http';

export interface ServerTimeouts {
  /** time to receive the request headers */
  headersMs: number;
  /** time to receive the whole request, body included (a lying Content-Length ends here) */
  requestMs: number;
  /** how long an idle keep-alive connection stays open */
  keepAliveMs: number;
  /** socket inactivity once a request is being handled */
  idleMs: number;
  /** how often Node checks the header and request deadlines */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkIntervalMs: 1_000,
};

export function createPortalServer(
  handler: RequestListener,
  timeouts: ServerTimeouts = DEFAULT_TIMEOUTS,
): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs);
  return server;
}
