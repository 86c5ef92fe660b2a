// Background Sync: the page registers ACCESS_LOG_SYNC_TAG while access-log records wait; the worker sends
// them with the page's own queue (src/shared/access-log/access-log-queue.ts) under the same Web Lock, so a
// tab closed before the connection came back still has its visits counted, and none travels twice.
import { paths } from '../src/shared/api/paths';
import { clientForHost, hostForPath, readEnvelope } from '../src/shared/api/contract';
import { wireRequest } from '../src/shared/api/wire';
import { accessLogStore, createAccessLogQueue } from '../src/shared/access-log/access-log-queue';
import {
  ACCESS_LOG_SYNC_TAG,
  BatchRefusedError,
  isRefusal,
  type QueuedRecord,
} from '../src/shared/access-log/access-log-record';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** The worker has no login: records carry their userType, and the endpoint asks for no Authorization. */
async function postBatch(records: QueuedRecord[]): Promise<void> {
  const { url, init } = wireRequest({
    method: 'POST',
    path: paths.accessLog,
    body: { systemAccessInfoList: records },
  });
  const response = await fetch(url, init);
  if (isRefusal(response.status)) throw new BatchRefusedError(`HTTP ${response.status}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const reading = readEnvelope(clientForHost(hostForPath(paths.accessLog)), await response.json());
  if (reading.ok) return;
  throw isRefusal(reading.code) ? new BatchRefusedError(reading.msg) : new Error(reading.msg);
}

const queue = createAccessLogQueue({ store: accessLogStore(), send: postBatch });

export function setupAccessLogSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== ACCESS_LOG_SYNC_TAG) return;
    sync.waitUntil(
      queue.flush().then((result) => {
        // a rejected sync is retried by the browser later, with back-off
        if (result.failed) throw new Error('access-log records not delivered yet');
      }),
    );
  });
}
