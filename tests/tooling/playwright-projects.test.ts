// @vitest-environment node
// The end-to-end specs are split between a project that reuses one context per worker (chromium) and one that
// gives every test a new context (chromium-fresh). A spec that lets a service worker in must be in the second:
// in a reused context the worker one test installed would answer the next test's requests.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { FRESH_CONTEXT_SPECS } from '../../playwright.config';

const E2E = resolve(import.meta.dirname, '../e2e');
const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

/** Whether a `**\/name` pattern of the list (`*` inside the name) matches a spec file of tests/e2e. */
const matches = (pattern: string, file: string) =>
  new RegExp(
    `^${pattern
      .replace(/^\*\*\//, '')
      .replace(/\./g, '\\.')
      .replace(/\*/g, '[^/]*')}$`,
  ).test(file);

describe('Playwright projects', () => {
  it('puts every spec that allows service workers in chromium-fresh', () => {
    const allowing = specs.filter((file) =>
      /serviceWorkers:\s*'allow'/.test(readFileSync(resolve(E2E, file), 'utf8')),
    );
    expect(allowing.length).toBeGreaterThan(10);
    expect(allowing.filter((file) => !FRESH_CONTEXT_SPECS.some((p) => matches(p, file)))).toEqual([]);
  });

  it('lists no pattern that matches no spec, and reuses contexts in chromium only', () => {
    expect(FRESH_CONTEXT_SPECS.filter((p) => !specs.some((file) => matches(p, file)))).toEqual([]);
    const byName = Object.fromEntries((config.projects ?? []).map((p) => [p.name, p]));
    expect(byName.chromium?.use?.reuseContext).toBe(true);
    expect(byName['chromium-fresh']?.use?.reuseContext).toBeUndefined();
    expect(byName.chromium?.testIgnore).toBe(FRESH_CONTEXT_SPECS);
    expect(byName['chromium-fresh']?.testMatch).toBe(FRESH_CONTEXT_SPECS);
  });

  it('runs the service worker, offline, install, nginx and visual projects in the full Chromium, never the headless shell', () => {
    for (const project of config.projects ?? []) {
      const own = project.use?.launchOptions?.executablePath;
      const path = own ?? config.use?.launchOptions?.executablePath ?? '';
      if (project.name === 'chromium') continue;
      expect(path, project.name).not.toMatch(/headless-shell/);
    }
  });
});
