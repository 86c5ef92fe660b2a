import { lazy, Suspense, useState } from 'react';
import { Burger, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { CountySwitch } from './county-switch';
import { LanguageSwitch } from './language-switch';
import { AccountArea } from './account-area';
import { MainNav } from './main-nav';
import { Emblem } from './emblem';
import { A11yToolbar } from './a11y-toolbar';
import { A11yServices } from './a11y-services';
import { InstallButton } from '../pwa/install-button';
import { useT } from '../../shared/i18n/language';
import { useWideScreen } from '../../shared/ui/use-wide-screen';
import { phoneToolsSlotRef } from './floating-tools-slot';
import classes from './site-header.module.css';

const HeaderDrawer = lazy(() =>
  import('../../shared/ui/side-drawer').then((m) => ({ default: m.SideDrawer })),
);

export function SiteHeader() {
  const t = useT();
  const [drawerOpen, drawer] = useDisclosure(false);
  // the drawer's code arrives with the first tap on the menu button
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wide = useWideScreen();
  return (
    <header className={classes.header} data-noprint>
      <A11yServices />
      <Container size="xl" className={classes.top}>
        <UnstyledButton component={Link} to="/indexHome" className={classes.brand}>
          <Emblem size={40} />
          <Text component="span" className={classes.title}>
            {t('app.title')}
          </Text>
        </UnstyledButton>
        {wide ? (
          <Group gap="xs" className={classes.tools}>
            <A11yToolbar />
            <CountySwitch />
            <Link to="/declarationGuide" className={classes.toolLink}>
              {t('header.declarationGuide')}
            </Link>
            <InstallButton />
            <LanguageSwitch />
            <AccountArea />
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            {/* the floating tools' one button on a phone sits here, in the header, where it covers nothing */}
            <div ref={phoneToolsSlotRef} className={classes.toolsSlot} />
            <InstallButton compact />
            <Burger
              opened={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                drawer.toggle();
              }}
              aria-label={t('nav.menu')}
              color="dark"
            />
          </Group>
        )}
      </Container>
      {wide && (
        <div className={classes.navBar}>
          <Container size="xl">
            <MainNav layout="bar" />
          </Container>
        </div>
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <HeaderDrawer opened={drawerOpen} onClose={drawer.close} title={t('app.title')}>
            <Group gap="xs" mb="md">
              <A11yToolbar />
            </Group>
            <Group gap="xs" mb="md" wrap="wrap">
              <CountySwitch />
              <LanguageSwitch />
              <InstallButton />
            </Group>
            <MainNav layout="stack" onNavigate={drawer.close} />
            <Link to="/declarationGuide" className={classes.drawerLink} onClick={drawer.close}>
              {t('header.declarationGuide')}
            </Link>
            <Group mt="md">
              <AccountArea />
            </Group>
          </HeaderDrawer>
        </Suspense>
      )}
    </header>
  );
}
