import { Button, Group } from '@mantine/core';
import { Menu } from '../../shared/ui/lazy-floating';
import { Link, useNavigate } from '@tanstack/react-router';
import { startLogin, startRegistration } from '../../shared/auth/login-redirect';
import { accountKind, useSession } from '../../shared/auth/session';
import { menuItemsFor } from '../../shared/auth/roles';
import { useT } from '../../shared/i18n/language';
import { useOnline } from '../../shared/offline/online-status';
import { useLogout } from '../../features/session/lib/use-logout';
import classes from './account-area.module.css';

export function AccountArea() {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout(() => void navigate({ to: '/loginOutTtransit' }));
  const session = useSession();
  const kind = accountKind(session);
  const online = useOnline();

  if (kind === 4) {
    return (
      <Group gap={6}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="sm" disabled={!online} title={online ? undefined : t('offline.needNetwork')}>
              {t('header.login')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void startLogin(1)}>{t('login.person')}</Menu.Item>
            <Menu.Item onClick={() => void startLogin(2)}>{t('login.enterprise')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          size="sm"
          variant="white"
          color="gov"
          disabled={!online}
          title={online ? undefined : t('offline.needNetwork')}
          onClick={() => void startRegistration()}
        >
          {t('header.register')}
        </Button>
      </Group>
    );
  }

  const name = session.userInfo?.enterpriseName ?? session.userInfo?.userName ?? '';
  const greeting = t('header.greeting', { name: name || t('user.centre') });
  // the account's name is server-sent Chinese: marked lang="zh-CN" inside the greeting's own words
  const [before = '', after = ''] = name ? t('header.greeting', { name: '\u0000' }).split('\u0000') : [];
  return (
    // rendered in place (not in a portal) so that inside the phone drawer the dropdown opens in the drawer
    <Menu position="bottom-end" withinPortal={false} width={200}>
      <Menu.Target>
        <Button
          size="sm"
          variant="white"
          color="dark"
          className={classes.chevron}
          aria-label={`${greeting}（${t('header.userMenu')}）`}
        >
          {name ? (
            <>
              {before}
              <span lang="zh-CN">{name}</span>
              {after}
            </>
          ) : (
            greeting
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menuItemsFor(kind).map((item) => (
          <Menu.Item key={item.child} component={Link} to={`/enterprise/${item.child}`}>
            {t(item.label)}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/savedPolicies">
          {t('user.savedPolicies')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="gov" onClick={logout.start}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
      {/* beside the dropdown, which closes when 退出登录 is chosen: the question about drafts stays */}
      {logout.dialog}
    </Menu>
  );
}
