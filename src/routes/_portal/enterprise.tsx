import { createFileRoute } from '@tanstack/react-router';
import { CentreLayout } from '../../features/user-centre/components/centre-layout';

export const Route = createFileRoute('/_portal/enterprise')({
  component: CentreLayout,
});
