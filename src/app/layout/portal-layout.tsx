import { Outlet, useRouterState } from '@tanstack/react-router';
import { Box } from '@mantine/core';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { FloatingTools } from './floating-tools';
import { useT } from '../../shared/i18n/language';
import { useCounty } from '../../shared/storage/county';
import { themeForCounty } from '../../shared/config/city';
import { assetUrl } from '../../shared/config/env';
import { BARE_PATHS } from '../../shared/config/screens';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint';
import classes from './portal-layout.module.css';

export function PortalLayout() {
  const t = useT();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const bare = BARE_PATHS.has(pathname);
  const theme = themeForCounty(useCounty());

  return (
    <Box
      className={classes.page}
      data-theme={theme}
      style={{ '--region-bg': `url(${assetUrl(`backgrounds/${theme}.svg`)})` } as React.CSSProperties}
    >
      <a className={classes.skip} href="#main-content">
        {t('app.skipToContent')}
      </a>
      {!bare && <SiteHeader />}
      <main
        id="main-content"
        tabIndex={-1}
        className={bare ? classes.main : `${classes.main} ${classes.withRail}`}
      >
        <Outlet />
      </main>
      {/* footer and floating tools are built in slices: in one piece they were a long task on a slow phone */}
      <AfterFirstPaint yielding>
        <SiteFooter />
        {!bare && <FloatingTools />}
      </AfterFirstPaint>
    </Box>
  );
}
