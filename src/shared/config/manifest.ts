import type { ManifestOptions } from 'vite-plugin-pwa';

// Names follow the copy deck (its app.title / app.shortName rows; the web manifest is zh-CN only, so the
// short name is not a catalogue key).
export const manifest: Partial<ManifestOptions> = {
  id: './',
  name: '泉州市惠企惠民政策直达平台',
  short_name: '政策直达',
  description: '泉州市惠企惠民政策查询、匹配、申报与兑现跟踪',
  lang: 'zh-CN',
  dir: 'ltr',
  start_url: './#/indexHome',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#b71c1c',
  background_color: '#f7f4ef',
  categories: ['government', 'business', 'finance'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: 'screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: '首页：政策搜索与兑现统计',
    },
    {
      src: 'screenshots/home-narrow.png',
      sizes: '540x960',
      type: 'image/png',
      form_factor: 'narrow',
      label: '手机上查找政策',
    },
  ],
};
