import { createFileRoute } from '@tanstack/react-router';
import { CheckLoginPage, type CheckLoginSearch } from '../features/session/pages/check-login-page';

const text = (v: unknown, max: number) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : '';

export const Route = createFileRoute('/checkLogin')({
  validateSearch: (search: Record<string, unknown>): CheckLoginSearch => {
    const kind = text(search.kind, 1);
    return {
      code: text(search.code, 8),
      ticket: /^[A-Za-z0-9-]{1,128}$/.test(text(search.ticket, 128)) ? text(search.ticket, 128) : '',
      // absent rather than null: the router writes the validated search back into the address
      kind: kind === '1' ? 1 : kind === '2' ? 2 : undefined,
      state: /^[A-Za-z0-9_-]{16,128}$/.test(text(search.state, 128)) ? text(search.state, 128) : '',
      redirectUrl: text(search.redirectUrl, 2048),
    };
  },
  component: function CheckLoginRoute() {
    return <CheckLoginPage search={Route.useSearch()} />;
  },
});
