// The signed-in user's unfinished applications with a deadline, for 即将截止: fresh from the server when
// it answers (and copied to the device), the device copy when it does not (offline).
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountKind, useSession } from '../../../shared/auth/session';
import { accountScope } from '../../../shared/auth/account-scope';
import { applicationDeadlines } from '../../../shared/offline/application-deadlines';
import type { Deadline } from '../../../shared/offline/deadline-reminders';
import type { ApplyRow } from './centre-api';
import { centreQueries } from './centre-queries';
import { deviceView, viewsBy } from '../../../shared/storage/device-view';
import { useDeviceStore } from '../../../shared/storage/use-device-store';

const PENDING = new Set<ApplyRow['status']>(['submitted', 'accepted', 'reviewing', 'returned']);
/** the newest applications: the section is about windows still open, so older pages do not matter */
const ARGS = { page: 1, pageSize: 20 } as const;

export function pendingDeadlines(rows: readonly ApplyRow[]): Deadline[] {
  return rows.flatMap((r) =>
    PENDING.has(r.status) && r.declareEnd
      ? [
          {
            id: r.id,
            policyId: r.policyId,
            name: r.policyName,
            deadline: r.declareEnd,
            source: 'application',
          },
        ]
      : [],
  );
}

const NONE: Deadline[] = [];
/** the device copy of an account's deadlines, as the screens read it */
const deviceCopy = viewsBy((account: string) =>
  deviceView(() => applicationDeadlines.read(account), [applicationDeadlines.store]),
);

export function usePendingDeadlines(): Deadline[] {
  const session = useSession();
  const loggedIn = accountKind(session) !== 4;
  const account = accountScope(session.token);
  const applies = useQuery({ ...centreQueries.applies(ARGS), enabled: loggedIn });
  const fresh = useMemo(() => (applies.data ? pendingDeadlines(applies.data.records) : null), [applies.data]);
  // the device copy of this account (another account's copy reads as none)
  const stored = useDeviceStore(deviceCopy(account), (reading) => reading.data ?? NONE);

  useEffect(() => {
    if (loggedIn && fresh) void applicationDeadlines.write(account, fresh).catch(() => undefined);
  }, [loggedIn, account, fresh]);

  if (!loggedIn) return [];
  return fresh ?? stored;
}
