// 免申即享 receive: a repeat answers the first receive's time; the account's context says it was received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyContext, FreeReceiveResult } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
let now = new Date('2026-11-27T00:43:24Z');

beforeAll(async () => {
  api = await startApi({ now: () => now });
});
afterAll(() => api.close());

describe('free receive', () => {
  it('answers a repeat with the time of the first receive, and the context carries it', async () => {
    const token = await login(api, 'person');
    const before = await api.get<ApplyContext>(paths.applyContext('p-0014'), token);
    expect(before.data.received).toBeNull();

    const first = await api.post<FreeReceiveResult>(paths.freeReceive('p-0014'), {}, token);
    expect(first.data).toMatchObject({ alreadyReceived: false, receiveTime: '2026-11-27 08:43:24' });

    now = new Date('2026-11-27T00:43:37Z');
    const again = await api.post<FreeReceiveResult>(paths.freeReceive('fa-0014'), {}, token);
    expect(again.data).toMatchObject({ alreadyReceived: true, receiveTime: '2026-11-27 08:43:24' });

    const after = await api.get<ApplyContext>(paths.applyContext('p-0014'), token);
    expect(after.data.received).toEqual({ receiveTime: '2026-11-27 08:43:24' });
  });
});
