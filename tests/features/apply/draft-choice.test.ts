// The form reopens the newer of the device's and the server's draft, and says which.
import { describe, expect, it } from 'vitest';
import type { ServerDraft } from '../../../src/shared/api/contract';
import type { ApplicationDraft } from '../../../src/shared/offline/application-drafts';
import { chooseDraft } from '../../../src/features/apply/lib/draft-choice';

const values = {
  contactName: '陈志明',
  contactPhone: '13859901234',
  countyCode: '350503',
  address: '',
  description: '本人符合政策条件',
  promise: false,
};
const device = (savedAt: number): ApplicationDraft => ({
  policyId: 'p-0005',
  requestId: 'r-device',
  values: { ...values, description: '在本设备上写的' },
  files: {
    居民身份证: [{ localId: 'l1', name: '身份证.png', size: 10, kind: 'png', blob: new Blob(['x']) }],
  },
  savedAt,
});
const server = (changedAt: number): ServerDraft => ({
  policyId: 'p-0005',
  requestId: 'r-server',
  values: { ...values, description: '在另一台设备上写的' },
  files: [
    {
      material: '居民身份证',
      files: [{ fileId: 'f1', fileName: '身份证.pdf', size: 20, kind: 'pdf', url: '/x/f1' }],
    },
  ],
  changedAt,
});

describe('chooseDraft', () => {
  it('takes the server’s draft when it is newer, with its files as uploaded ones', () => {
    const chosen = chooseDraft(device(1000), server(2000));
    expect(chosen?.source).toBe('server');
    expect(chosen?.draft).toMatchObject({
      requestId: 'r-server',
      savedAt: 2000,
      values: { description: '在另一台设备上写的' },
      files: { 居民身份证: [{ localId: 'f1', fileId: 'f1', name: '身份证.pdf', size: 20, kind: 'pdf' }] },
    });
  });

  it('keeps the device’s draft when it is newer or as new (it may hold files not yet uploaded)', () => {
    expect(chooseDraft(device(3000), server(2000))).toMatchObject({
      source: 'device',
      draft: { savedAt: 3000 },
    });
    expect(chooseDraft(device(2000), server(2000))?.source).toBe('device');
  });

  it('takes whichever exists, and nothing when neither does', () => {
    expect(chooseDraft(null, server(5))?.source).toBe('server');
    expect(chooseDraft(device(5), null)?.source).toBe('device');
    expect(chooseDraft(null, null)).toBeNull();
  });
});
