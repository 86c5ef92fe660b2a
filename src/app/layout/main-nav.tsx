import { UnstyledButton } from '@mantine/core';
import { Menu } from '../../shared/ui/lazy-floating';
import { Link } from '@tanstack/react-router';
import { ExternalSystemLink } from './external-system-link';
import { useT } from '../../shared/i18n/language';
import { mainNav } from '../../shared/config/screens';
import classes from './main-nav.module.css';

interface MainNavProps {
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
}

const NAV = mainNav();

export function MainNav({ layout, onNavigate }: MainNavProps) {
  const t = useT();
  const cls = layout === 'bar' ? classes.bar : classes.stack;
  return (
    <nav aria-label={t('nav.label')} data-noprint>
      <ul className={cls}>
        {NAV.map((item) => (
          <li key={item.kind === 'external' ? item.code : item.label}>
            {item.kind === 'screen' && (
              <Link
                to={item.path}
                className={classes.item}
                activeProps={{ 'aria-current': 'page' }}
                onClick={onNavigate}
              >
                {t(item.label)}
              </Link>
            )}
            {item.kind === 'menu' && (
              <Menu
                trigger="click-hover"
                openDelay={80}
                closeDelay={150}
                position="bottom-start"
                withinPortal
              >
                <Menu.Target>
                  <UnstyledButton className={classes.item}>
                    {t(item.label)} <span aria-hidden>▾</span>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {item.items.map((entry) => (
                    <Menu.Item key={entry.path} component={Link} to={entry.path} onClick={onNavigate}>
                      {t(entry.label)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            {item.kind === 'external' && (
              <ExternalSystemLink code={item.code} className={classes.item}>
                {t(item.label)}
              </ExternalSystemLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
