// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { trustedUrl } from '../../../src/shared/api/trusted-url';
import { overrideEnv } from '../../../src/shared/config/env';
import { parseWith } from '../../../src/shared/api/schema';
import { adListSchema } from '../../../src/shared/api/schemas/ads';

const ORIGIN = 'https://zc.quanzhou.gov.cn';
const noHosts = { policy: '', platform: '', freeApply: '', consult: '', financing: '', intelligentForm: '' };
afterEach(() => overrideEnv({ hosts: noHosts }));

describe('trustedUrl', () => {
  it('accepts this origin and the configured API hosts only', () => {
    overrideEnv({ hosts: { ...noHosts, consult: 'https://consult.quanzhou.gov.cn' } });
    expect(trustedUrl('/__demo/files/a.pdf', ORIGIN)).toBe(`${ORIGIN}/__demo/files/a.pdf`);
    expect(trustedUrl(`${ORIGIN}/files/a.pdf`, ORIGIN)).toBe(`${ORIGIN}/files/a.pdf`);
    expect(trustedUrl('https://consult.quanzhou.gov.cn/up/1.png', ORIGIN)).toBe(
      'https://consult.quanzhou.gov.cn/up/1.png',
    );
    for (const bad of [
      'https://evil.example/a.pdf',
      '//evil.example/a.pdf',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://zc.quanzhou.gov.cn/a.pdf',
      '',
    ])
      expect(trustedUrl(bad, ORIGIN), bad).toBeNull();
  });

  it('drops ads whose image is on another site', () => {
    const ads = parseWith(
      adListSchema,
      {
        adList: [
          { adContent: '/demo-assets/ads/1.svg', adLink: '', adTitle: 'ok' },
          { adContent: 'https://tracker.example/pixel.png', adLink: '/#/x', adTitle: 'outside' },
        ],
      },
      'ads',
    );
    expect(ads.adList.map((a) => a.adTitle)).toEqual(['ok']);
  });
});
