import { createFileRoute, redirect } from '@tanstack/react-router';
import { centreHome } from '../../../shared/auth/roles';
import { sessionStore } from '../../../shared/auth/session';

export const Route = createFileRoute('/_portal/enterprise/')({
  beforeLoad: () => {
    throw redirect({ to: `/enterprise/${centreHome(sessionStore.get().loginType)}`, replace: true });
  },
});
