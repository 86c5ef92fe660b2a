import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ExternalSystemLink } from './external-system-link';
import { useT } from '../../shared/i18n/language';
import classes from './main-nav.module.css';

interface MainNavProps {
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
}

export function MainNav({ layout, onNavigate }: MainNavProps) {
  const t = useT();
  const cls = layout === 'bar' ? classes.bar : classes.stack;
  return (
    <nav aria-label={t('nav.label')} data-noprint>
      <ul className={cls}>
        <li>
          <Link
            to="/indexHome"
            className={classes.item}
            activeProps={{ 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {t('nav.home')}
          </Link>
        </li>
        <li>
          <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.item}>
                {t('nav.directPayment')} <span aria-hidden>▾</span>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/policyList" onClick={onNavigate}>
                {t('nav.directPayment')}
              </Menu.Item>
              <Menu.Item component={Link} to="/prizePublicity" onClick={onNavigate}>
                {t('nav.prizePublicity')}
              </Menu.Item>
              <Menu.Item component={Link} to="/prizeNotice" onClick={onNavigate}>
                {t('nav.prizeNotice')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </li>
        <li>
          <Link
            to="/compilationPolicy"
            className={classes.item}
            activeProps={{ 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {t('nav.compilation')}
          </Link>
        </li>
        <li>
          <ExternalSystemLink code="innovationVoucher" className={classes.item}>
            {t('nav.innovationVoucher')}
          </ExternalSystemLink>
        </li>
        <li>
          <ExternalSystemLink code="creditLoan" className={classes.item}>
            {t('nav.creditLoan')}
          </ExternalSystemLink>
        </li>
        <li>
          <ExternalSystemLink code="listingConsult" className={classes.item}>
            {t('nav.listingConsult')}
          </ExternalSystemLink>
        </li>
        <li>
          <Link
            to="/newsList"
            className={classes.item}
            activeProps={{ 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {t('nav.news')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
