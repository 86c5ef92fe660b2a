// @vitest-environment node
// deploy/nginx/ says what the demo server says (one set of headers, HOST_TABLE's routing), nginx accepts it,
// and its https server sends HSTS (run here with a throw-away certificate) while plain http does not.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_TABLE, hostForPath } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { MAX_MATERIAL_BYTES } from '../../src/shared/apply/material-rules';
import { MAX_IMAGE_BYTES } from '../../src/features/consult/lib/file-checks';
import { PUBLIC_API } from '../../server/lib/cache-rules';
import { DOCUMENT_HEADERS, HSTS } from '../../server/lib/security-headers';
import { MAX_UPLOAD_BYTES } from '../../server/lib/upload';
import {
  BACKEND_VARIABLES,
  BROTLI_MODULES,
  NGINX_CONFIG_DIR,
  writeNginxConfig,
} from '../../scripts/nginx-config';

const conf = (name: string) => readFileSync(resolve(NGINX_CONFIG_DIR, name), 'utf8');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const canRun =
  !!NGINX &&
  Object.values(BROTLI_MODULES).every((m) => existsSync(m)) &&
  !spawnSync('openssl', ['version']).error;

describe('deploy/nginx holds the demo server’s rules', () => {
  it('sends the same security headers as server/lib/security-headers.ts', () => {
    const lines = conf('security-headers.conf');
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
      expect(lines, name).toContain(`add_header ${name} "${value}" always;`);
    expect(conf('asset-headers.conf')).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf('portal-http.conf')).toContain(`on "${HSTS}";`);
  });

  it('routes the backends’ paths in the order and to the hosts of HOST_TABLE', () => {
    const locations = [
      ...conf('backend-locations.conf').matchAll(/location ~ "?([^"\s]+)"? \{\s*proxy_pass \$qz_(\w+);/g),
    ];
    const variableOf = (host: string) =>
      BACKEND_VARIABLES[host as keyof typeof BACKEND_VARIABLES].replace('QZ_API_', '').toLowerCase();
    expect(locations.map((m) => [m[1], m[2]])).toEqual(
      HOST_TABLE.map((row) => [row.pattern.source.replace(/\\\//g, '/'), variableOf(row.host)]),
    );
    for (const name of Object.values(BACKEND_VARIABLES))
      expect(conf('backends.conf.template')).toContain(`\${${name}}`);
  });

  it('lets every upload the app allows through, to the host HOST_TABLE names, and keeps 1 MB elsewhere', () => {
    const text = conf('backend-locations.conf');
    const MB = 1024 * 1024;
    const exact = new Map(
      [...text.matchAll(/location = (\S+) \{\s*proxy_pass \$qz_(\w+);\s*client_max_body_size (\d+)m;/g)].map(
        (m) => [m[1] ?? '', { host: m[2], bytes: Number(m[3]) * MB }],
      ),
    );
    expect([...exact.keys()].sort()).toEqual([paths.applyFileUpload, paths.imgFile].sort());
    for (const [path, { host }] of exact)
      expect(host, path).toBe(BACKEND_VARIABLES[hostForPath(path)].replace('QZ_API_', '').toLowerCase());
    // the largest file plus its multipart envelope passes; not much more
    const material = exact.get(paths.applyFileUpload)!.bytes;
    expect(material).toBeGreaterThanOrEqual(MAX_MATERIAL_BYTES + 64 * 1024);
    expect(material).toBeLessThanOrEqual(MAX_MATERIAL_BYTES + 2 * MB);
    const image = exact.get(paths.imgFile)!.bytes;
    expect(MAX_IMAGE_BYTES).toBe(MAX_UPLOAD_BYTES);
    expect(image).toBeGreaterThanOrEqual(MAX_UPLOAD_BYTES + 64 * 1024);
    expect(image).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 2 * MB);
    // everything else: the server's small limit, and no other location raises it
    expect(text).toMatch(/^client_max_body_size 1m;$/m);
    expect(text.match(/client_max_body_size/g)).toHaveLength(3);
    expect(conf('demo-locations.conf')).not.toContain('client_max_body_size');
  });

  it('keeps no backend answer but the worker’s public ones: no-store for the rest', () => {
    const text = conf('portal-http.conf');
    const map = /map \$uri \$qz_api_cache_control \{([^}]*)\}/.exec(text)?.[1] ?? '';
    expect(map).toMatch(/^\s*default "no-store";$/m);
    // a prefix (ending in /) is a regex ~^prefix, an exact path a string: the worker's own matching
    const asWritten = [...map.matchAll(/^\s*(~\^)?(\S+) \$upstream_http_cache_control;$/gm)].map((m) => ({
      prefix: !!m[1],
      path: m[2],
    }));
    expect(asWritten.map((e) => e.path).sort()).toEqual([...PUBLIC_API].sort());
    for (const { prefix, path } of asWritten) expect(path!.endsWith('/'), path).toBe(prefix);
    // every backend location says so; the demo's uploads are no-store outright
    const backends = conf('backend-locations.conf');
    const locations = backends.split(/^location /m).slice(1);
    expect(locations.length).toBe(HOST_TABLE.length + 2);
    for (const block of locations) expect(block, block).toContain('include api-cache.conf;');
    expect(conf('api-cache.conf')).toContain('add_header Cache-Control $qz_api_cache_control always;');
    expect(conf('api-cache.conf')).toContain('proxy_hide_header Cache-Control;');
    expect(conf('demo-locations.conf')).toMatch(
      /location \^~ \/__uploads\/ \{[^}]*add_header Cache-Control "no-store" always;/,
    );
  });
});

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function get(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, rejectUnauthorized: false, servername: 'localhost' }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', fail)
      .end();
  });
}

describe.runIf(canRun)('the https server block', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qz-nginx-'));
  let nginx: ChildProcess | undefined;
  afterAll(() => {
    nginx?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is accepted by nginx and sends HSTS with every answer; its http server sends visitors to https', async () => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const dist = mkdtempSync(join(dir, 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // run as root, nginx's workers are `nobody`: they must be able to read the files
    for (const path of [dir, dist]) chmodSync(path, 0o755);
    const values: Record<string, string> = {
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      SERVER_NAME: 'localhost',
      DIST: dist,
      TLS_CERTIFICATE: join(dir, 'cert.pem'),
      TLS_CERTIFICATE_KEY: join(dir, 'key.pem'),
      RESOLVER: '',
    };
    for (const name of Object.values(BACKEND_VARIABLES)) values[name] = 'http://127.0.0.1:9';
    writeNginxConfig(dir, values, ['https.conf.template', 'backends.conf.template']);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `load_module ${BROTLI_MODULES.BROTLI_FILTER_MODULE};\nload_module ${BROTLI_MODULES.BROTLI_STATIC_MODULE};\n` +
        `pid nginx.pid;\nerror_log logs/error.log;\nevents {}\nhttp {\n include /etc/nginx/mime.types;\n` +
        ` client_body_temp_path temp/b; proxy_temp_path temp/p; fastcgi_temp_path temp/f; uwsgi_temp_path temp/u; scgi_temp_path temp/s;\n` +
        ` access_log off;\n include portal-http.conf;\n include https.conf;\n}\n`,
    );
    const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs', 'error.log')];
    const check = spawnSync(NGINX!, [...args, '-t', '-g', 'daemon off;'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
    let home: Awaited<ReturnType<typeof get>> | undefined;
    for (let i = 0; i < 50 && !home; i += 1) {
      home = await get(httpsPort, '/').catch(() => undefined);
      if (!home) await new Promise((r) => setTimeout(r, 100));
    }
    expect(home?.status).toBe(200);
    expect(home?.headers['strict-transport-security']).toBe(HSTS);
    expect(home?.headers['content-security-policy']).toBe(DOCUMENT_HEADERS['Content-Security-Policy']);
    expect((await get(httpsPort, '/manifest.webmanifest')).headers['strict-transport-security']).toBe(HSTS);
    const plain = await fetch(`http://127.0.0.1:${httpPort}/policyList`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
