// @vitest-environment jsdom
// /loginOutTtransit: the logged-in user is told they logged out; a visitor who opens it is not.
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { loginAs, setupClientApi } from '../server/client-helpers';
import { renderApp, screen } from '../support/render-app';

const { api } = setupClientApi();
const WAIT = { timeout: 10_000 };
// notifications live in a module-wide store: none carries over from the test before
beforeEach(() => notifications.clean());

describe('the logout transit', { timeout: 60_000 }, () => {
  it('tells a logged-in user they logged out', async () => {
    await loginAs(api(), 'person');
    const app = await renderApp('/loginOutTtransit');
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), WAIT);
    expect(await screen.findByText('您已安全退出，本机上的个人数据已清除', {}, WAIT)).toBeTruthy();
  });

  it('does not tell a visitor they logged out', async () => {
    const app = await renderApp('/loginOutTtransit');
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), WAIT);
    await screen.findByRole('heading', { level: 1 }, WAIT);
    expect(screen.queryByText('您已安全退出，本机上的个人数据已清除')).toBeNull();
  });
});
