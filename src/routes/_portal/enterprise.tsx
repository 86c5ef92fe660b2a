import { createFileRoute } from '@tanstack/react-router';
import { allowedKinds } from '../../shared/auth/roles';
import { ENTERPRISE_CHILDREN, type EnterpriseChild } from '../../shared/config/screens';
import { CentreLayout } from '../../features/user-centre/components/centre-layout';

function centreChild(pathname: string): EnterpriseChild | null {
  const child = pathname.replace(/^\/enterprise\/?/, '').split('/')[0] ?? '';
  return (ENTERPRISE_CHILDREN as readonly string[]).includes(child) ? (child as EnterpriseChild) : null;
}

export const Route = createFileRoute('/_portal/enterprise')({
  // which account kinds may open the screen being entered; the layout asks others to switch account
  beforeLoad: ({ location }) => {
    const child = centreChild(location.pathname);
    return { centreGuard: { child, allowed: child ? allowedKinds(child) : [] } };
  },
  component: Centre,
});

function Centre() {
  return <CentreLayout guard={Route.useRouteContext({ select: (c) => c.centreGuard })} />;
}
