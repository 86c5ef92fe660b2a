// Home's 即将截止 for a logged-in visitor: their unfinished applications and saved policies with a deadline.
// Its code (and the user centre's queries it reads) loads only for them: not part of an anonymous home.
import { DeadlineSection } from '../../features/saved-policies/components/deadline-section';
import { usePendingDeadlines } from '../../features/user-centre/api/use-pending-deadlines';

export function HomeDeadlines() {
  const applications = usePendingDeadlines();
  return <DeadlineSection applications={applications} hideWhenEmpty />;
}
