// @vitest-environment node
// Smaller guards: a file name with CR/LF is cleaned, a name over 120 characters keeps its extension when cut, a
// consultation cannot attach another account's image, and the SVG ad banners carry a CSP.
import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME } from '../../server/lib/file-name';
import { paths } from '../../src/shared/api/paths';
import { tinyPng } from '../support/png';
import { PNG, upload } from './apply-helpers';
import { auth, demoUsersForFile, type TestApi } from './helpers';

let api: TestApi;
let person: string;
let company: string;
demoUsersForFile((started) => ({ api, person, company } = started));

describe('file names', () => {
  it('drops control characters and separators, and keeps the extension when cut', () => {
    expect(cleanFileName('a\r\nb.png')).toBe('ab.png');
    expect(cleanFileName('..\\..\\etc/passwd.pdf')).toBe('.._.._etc_passwd.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe.png')).toBe('invoicefdp.exe.png');
    const long = `${'材'.repeat(200)}.pdf`;
    const cut = cleanFileName(long);
    expect(Array.from(cut)).toHaveLength(MAX_FILE_NAME);
    expect(cut.endsWith('.pdf')).toBe(true);
    expect(cleanFileName(`${'😀'.repeat(130)}.png`)).toMatch(/^(😀)+\.png$/u);
  });

  it('stores an uploaded material’s name without CR/LF, and a long name cut with its extension', async () => {
    const crlf = await upload(api, person, 'a\r\nb.png', PNG);
    expect(crlf.code).toBe(200);
    expect(crlf.data.fileName).not.toMatch(/[\r\n]/);
    const encoded = await upload(api, person, 'a%0d%0ab.png', PNG);
    expect(encoded.data.fileName).not.toMatch(/[\r\n]/);
    const long = await upload(api, person, `${'x'.repeat(200)}.png`, PNG);
    expect(long.code).toBe(200);
    expect(long.data.fileName).toHaveLength(MAX_FILE_NAME);
    expect(long.data.fileName.endsWith('.png')).toBe(true);
  });
});

describe('consultation images', () => {
  it('cannot attach another account’s uploaded image', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng())]), 'mine.png');
    const res = await fetch(`${api.base}${paths.imgFile}`, {
      method: 'POST',
      headers: auth(company),
      body: form,
    });
    const imgPath = ((await res.json()) as { data: string }).data;
    expect(imgPath).toMatch(/^\/__uploads\//);
    const consult = await fetch(`${api.base}${paths.consult('123456')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(person) },
      body: JSON.stringify({
        initiateName: '陈志明',
        initiatePhone: '13800001234',
        initiateContent: '请问申报材料需要盖章吗？',
        fileList: [{ fileName: 'theirs.png', imgPath }],
      }),
    });
    expect(await consult.json()).toMatchObject({ code: 400, msg: '附件不存在或已过期，请重新上传' });
  });
});

describe('SVG ad banners', () => {
  it('are served with a CSP that lets them run, load or submit nothing', async () => {
    const res = await fetch(`${api.base}/demo-assets/ads/1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });
});
