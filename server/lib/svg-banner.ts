// Renders a 1200x300 promotional SVG banner with a Chinese slogan for the demo ads.
import type { AdSeed } from '../data/catalog';
import { escapeHtml } from './http-helpers';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export function renderBanner(ad: AdSeed, index: number): string {
  const [from, to] = ad.colors;
  const e = escapeHtml;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="${e(ad.title)}">
  <defs>
    <linearGradient id="bg${index}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="300" fill="url(#bg${index})"/>
  <circle cx="1060" cy="60" r="180" fill="#ffffff" opacity="0.08"/>
  <circle cx="980" cy="280" r="120" fill="#ffffff" opacity="0.07"/>
  <path d="M0 250 C 300 200, 600 300, 1200 230 L1200 300 L0 300 Z" fill="#ffffff" opacity="0.10"/>
  <g fill="#ffffff" opacity="0.9">
    <rect x="80" y="70" width="8" height="120" rx="4"/>
  </g>
  <text x="110" y="130" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">${e(ad.title)}</text>
  <text x="112" y="182" font-family="${FONT}" font-size="26" fill="#ffffff" opacity="0.92">${e(ad.subtitle)}</text>
  <g transform="translate(112,214)">
    <rect width="168" height="44" rx="22" fill="#ffffff"/>
    <text x="84" y="29" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="600" fill="${from}">立即查看 ›</text>
  </g>
  <text x="1170" y="285" text-anchor="end" font-family="${FONT}" font-size="14" fill="#ffffff" opacity="0.7">泉州市惠企惠民政策直达平台 · 演示广告</text>
</svg>`;
}

/** an SVG opened on its own is a document: it may draw with its inline styles, and run, load or submit nothing */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
