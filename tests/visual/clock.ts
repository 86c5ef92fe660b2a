/** The instant the visual suite's pages and its demo server both live at (see playwright.config.ts). */
export const VISUAL_NOW = '2026-11-23T10:00:00+08:00';
