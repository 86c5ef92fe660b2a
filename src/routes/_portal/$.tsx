import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../../app/layout/not-found-screen';

// Any address no screen matches lands here, inside the portal's layout (header, footer, navigation),
// rather than at the root's bare not-found component.
export const Route = createFileRoute('/_portal/$')({
  component: NotFoundScreen,
});
