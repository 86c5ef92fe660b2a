// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DOWNLOAD_NAME,
  downloadFile,
  safeFileName,
  saveBlob,
} from '../../../src/shared/api/download';
import { ApiError } from '../../../src/shared/api/api-error';

describe('download helper', () => {
  let clicked: { href: string; download: string }[];
  const created: Blob[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    clicked = [];
    created.length = 0;
    revoked.length = 0;
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('GETs the file as a blob and saves it under the given name, then revokes the URL', async () => {
    const fetchMock = vi.fn(
      async () => new Response('正文', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await downloadFile('/__demo/files/a.txt', '政策解读.txt', { v: 2 });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/__demo\/files\/a\.txt\?v=2$/);
    expect(init.method).toBe('GET');
    expect(await created[0]?.text()).toBe('正文');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: '政策解读.txt' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('uses 下载文件 when no name is given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x')),
    );
    await downloadFile('/files/x');
    expect(clicked[0]?.download).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(DEFAULT_DOWNLOAD_NAME).toBe('下载文件');
  });

  it('saves nothing when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    await expect(downloadFile('/files/gone', 'a.txt')).rejects.toBeInstanceOf(ApiError);
    expect(clicked).toEqual([]);
    expect(created).toEqual([]);
  });

  it('makes file names safe to save', () => {
    expect(safeFileName('a/b\\c:d*e?.txt')).toBe('a_b_c_d_e_.txt');
    expect(safeFileName('..')).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(safeFileName('  ')).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(safeFileName('报告\u0007.pdf')).toBe('报告_.pdf');
    saveBlob(new Blob(['x']), 'x<y>.txt');
    expect(clicked[0]?.download).toBe('x_y_.txt');
  });
});
