// A slow line in front of a local server, for the bench's slow-3G phase: every request waits one round
// trip before it is forwarded, and all answers share one download budget (like DevTools throttling,
// but the service worker's own fetches go through it too: CDP network emulation does not reach them).
// Upstream bytes pass unchanged (gzip stays gzip). Only forwards to a localhost port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LineConditions {
  /** round trip added to every request, ms */
  rttMs: number;
  /** shared download budget, bits per second */
  downKbps: number;
  /** shared upload budget, bits per second */
  upKbps: number;
}

export interface ThrottleProxy {
  url: string;
  /** change the line for requests from now on; null forwards at full speed */
  setConditions(conditions: LineConditions | null): void;
  close(): Promise<void>;
}

const SLICE = 1460; // one TCP segment's payload: answers interleave at this grain

/** One bottleneck link: bytes leave in order at `bytesPerSecond`, whoever sent them. */
class Link {
  private freeAt = 0;
  constructor(private readonly bytesPerSecond: () => number) {}

  /** ms from now at which `bytes` more have crossed the link */
  reserve(bytes: number): number {
    const rate = this.bytesPerSecond();
    const now = performance.now();
    if (!Number.isFinite(rate) || rate <= 0) return 0;
    this.freeAt = Math.max(this.freeAt, now) + (bytes / rate) * 1000;
    return this.freeAt - now;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function startThrottleProxy(upstreamPort: number, listenPort: number): Promise<ThrottleProxy> {
  let line: LineConditions | null = null;
  const down = new Link(() => (line ? (line.downKbps * 1000) / 8 : Infinity));
  const up = new Link(() => (line ? (line.upKbps * 1000) / 8 : Infinity));

  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      const payload = Buffer.concat(body);
      const conditions = line;
      // request half of the round trip plus its bytes, then the answer's half
      const delay = conditions ? conditions.rttMs : 0;
      void sleep(delay / 2 + up.reserve(payload.length)).then(() => {
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: upstreamPort,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: `localhost:${upstreamPort}` },
          },
          (answer) => {
            void sleep(delay / 2).then(() => relay(answer, res));
          },
        );
        upstream.on('error', () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        upstream.end(payload);
      });
    });
  });

  /** Streams the answer through the shared link, slice by slice, keeping order per answer. */
  function relay(answer: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
    let chain = sleep(down.reserve(200)); // status line and headers
    answer.on('data', (chunk: Buffer) => {
      answer.pause();
      for (let i = 0; i < chunk.length; i += SLICE) {
        const slice = chunk.subarray(i, i + SLICE);
        chain = chain.then(() => sleep(down.reserve(slice.length))).then(() => void res.write(slice));
      }
      void chain.then(() => answer.resume());
    });
    answer.on('end', () => void chain.then(() => res.end()));
    answer.on('error', () => res.destroy());
    res.on('close', () => answer.destroy());
  }

  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setConditions(conditions) {
      line = conditions;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
