import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAccessLogBatch } from '../../../src/shared/access-log/access-log';
import { BatchRefusedError, type QueuedRecord } from '../../../src/shared/access-log/access-log-record';
import { ApiError } from '../../../src/shared/api/api-error';
import { sessionStore } from '../../../src/shared/auth/session';

const answer = (code: unknown, msg: string, data: unknown = null, status = 200) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const batch: QueuedRecord[] = [
  {
    accessType: 1,
    userType: 3,
    sourceType: 1,
    policyId: null,
    orgCode: '350501',
    clientRecordId: 'c-1',
    accessTime: '2024-01-01T00:00:00.000Z',
  },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sending an access-log batch from the page', () => {
  it('resolves when the server took it, duplicates included', async () => {
    fetchMock.mockResolvedValue(answer(200, '操作成功', { accepted: 0, duplicates: 1 }));
    await expect(sendAccessLogBatch(batch)).resolves.toBeUndefined();
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body as string) as {
      systemAccessInfoList: unknown[];
    };
    expect(body.systemAccessInfoList).toEqual(batch);
  });

  it('a refusal as invalid (code 400 or HTTP 400) is a BatchRefusedError, for the queue to split', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, '第1条访问记录不正确：policyId 应为字符串或 null'));
    await expect(sendAccessLogBatch(batch)).rejects.toBeInstanceOf(BatchRefusedError);
    fetchMock.mockResolvedValueOnce(new Response('bad', { status: 400 }));
    await expect(sendAccessLogBatch(batch)).rejects.toBeInstanceOf(BatchRefusedError);
  });

  it('a server error or a network failure is a passing failure: retried later, never split', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, '服务繁忙'));
    const serverError = await sendAccessLogBatch(batch).catch((e: unknown) => e);
    expect(serverError).toBeInstanceOf(ApiError);
    expect(serverError).not.toBeInstanceOf(BatchRefusedError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await sendAccessLogBatch(batch).catch((e: unknown) => e);
    expect(offline).not.toBeInstanceOf(BatchRefusedError);
  });
});
