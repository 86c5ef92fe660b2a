// @vitest-environment jsdom
// A saved policy that lost its shape on the device is dropped at the next read, and home, list, detail and
// 我保存的政策 keep working.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { demoGet, setupClientApi } from '../server/client-helpers';
import { renderApp } from '../support/render-app';

const { api } = setupClientApi();

function openSaved(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open('portal-saved');
    req.onupgradeneeded = () => req.result.createObjectStore('policies');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Writes entries straight into the saved-policies store (IndexedDB portal-saved/policies). */
async function putSaved(entries: Record<string, unknown>): Promise<void> {
  const db = await openSaved();
  const tx = db.transaction('policies', 'readwrite');
  for (const [key, value] of Object.entries(entries)) tx.objectStore('policies').put(value, key);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

async function savedKeys(): Promise<string[]> {
  const db = await openSaved();
  const keys = await new Promise<IDBValidKey[]>((resolve) => {
    const req = db.transaction('policies').objectStore('policies').getAllKeys();
    req.onsuccess = () => resolve(req.result);
  });
  db.close();
  return keys.map(String);
}

const textOnScreen = () => document.body.textContent ?? '';
const ready = { timeout: 10_000 };

describe('a corrupted saved policy', () => {
  it('is dropped; home, list, detail and 我保存的政策 keep working', async () => {
    const detail = (
      await demoGet<{ data: { id: string; policyName: string } }>(api(), '/api/open/gj/v1/policy/detail/p-0001')
    ).data;
    await putSaved({
      [detail.id]: { id: detail.id, savedAt: Date.now() - 60_000, detail },
      // an object where the department's name belongs: rendering it crashed the page (React error #31)
      'p-0002': {
        id: 'p-0002',
        savedAt: Date.now(),
        detail: { ...detail, id: 'p-0002', policyName: '坏条目', competentDepartmentPath: { evil: true } },
      },
    });

    const app = await renderApp('/savedPolicies');
    expect((await screen.findAllByRole('link', { name: detail.policyName }, ready))[0]).toBeTruthy();
    expect(textOnScreen()).not.toContain('坏条目');
    expect(textOnScreen()).not.toContain('页面出错了');
    await waitFor(async () => expect(await savedKeys()).toEqual([detail.id]), ready);

    await app.go('/savedPolicies?id=p-0002');
    await waitFor(() => expect(app.address()).toMatch(/^\/savedPolicies/));
    await waitFor(() => expect(app.services.queryClient.isFetching()).toBe(0), ready);
    expect(textOnScreen()).not.toContain('页面出错了');
    expect(textOnScreen()).not.toContain('坏条目');

    for (const [path, shown] of [
      ['/indexHome', () => document.querySelector('article[data-policy-id]')],
      ['/policyList', () => document.querySelector('article[data-policy-id]')],
      [
        `/policyDetail?id=${detail.id}`,
        () => [...document.querySelectorAll('h1')].find((h) => h.textContent?.includes(detail.policyName)),
      ],
    ] as const) {
      await app.go(path);
      await waitFor(() => expect(shown()).toBeTruthy(), ready);
      expect(textOnScreen()).not.toContain('页面出错了');
    }
  });
});
