// Entry point for access-log records (spec §3, §4). The offline layer makes it durable and batched.
import type { AccessLogRecord } from '../api/contract';
import { paths } from '../api/paths';
import { request } from '../api/http';

export type AccessLogInput = Omit<AccessLogRecord, 'clientRecordId' | 'accessTime'>;

export const accessLog = {
  record(input: AccessLogInput): void {
    const record: AccessLogRecord = { ...input, clientRecordId: crypto.randomUUID(), accessTime: new Date().toISOString() };
    void request(paths.accessLog, { method: 'POST', body: { systemAccessInfoList: [record] }, silent: true }).catch(() => {});
  },
};
