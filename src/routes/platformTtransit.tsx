import { createFileRoute } from '@tanstack/react-router';
import { PlatformTransitPage } from '../features/session/pages/platform-transit-page';
import { city, type SystemCode } from '../shared/config/city';

export const Route = createFileRoute('/platformTtransit')({
  validateSearch: (search: Record<string, unknown>): { systemCode: SystemCode | null } => {
    const code = city.externalSystems.find((s) => s.code === search.systemCode)?.code;
    return { systemCode: code ?? null };
  },
  component: function PlatformTransitRoute() {
    return <PlatformTransitPage systemCode={Route.useSearch().systemCode} />;
  },
});
