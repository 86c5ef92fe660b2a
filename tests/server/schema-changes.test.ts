// @vitest-environment node
// Instances sharing one PostgreSQL database (the PostgreSQL pass of CI runs its test files side by side, each in a
// schema of its own): one instance dropping its schema while another migrates must not stop the other from starting.
// The migrator looks at every schema's tables before it takes its lock, so the two take turns
// (server/lib/db/database.ts, schemaChange). Without PostgreSQL (TEST_DATABASE_URL) there is nothing to share.
import { describe, expect, it } from 'vitest';
import { login, startApi, type TestApi } from './helpers';

describe.skipIf(!process.env.TEST_DATABASE_URL)('schema changes of instances sharing a database', () => {
  it('starts every instance while others close and drop their schemas', async () => {
    let running: TestApi[] = await Promise.all([startApi(), startApi(), startApi()]);
    for (let round = 0; round < 6; round += 1) {
      const [starting] = await Promise.all([
        Promise.all([startApi(), startApi(), startApi()]),
        Promise.all(running.map((api) => api.close())),
      ]);
      running = starting;
      // each new instance answers a call that reads its own accounts table
      for (const api of running) expect(await login(api, 'person')).toMatch(/\S/);
    }
    await Promise.all(running.map((api) => api.close()));
  }, 120_000);
});
