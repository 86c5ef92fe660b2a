import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  NativeSelect,
  NavLink,
  Paper,
  Text,
  Title,
} from '@mantine/core';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import type { LoginType } from '../../../shared/api/contract';
import { startLogin } from '../../../shared/auth/login-redirect';
import { accountKind, useSession } from '../../../shared/auth/session';
import { centreLabel, sideMenuFor } from '../../../shared/auth/roles';
import type { EnterpriseChild } from '../../../shared/config/screens';
import { useT } from '../../../shared/i18n/language';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { LockerFlag } from './locker-flag';

/** The centre screen being entered and the account kinds it allows (the route decides, the layout checks). */
export interface CentreGuard {
  child: EnterpriseChild | null;
  allowed: readonly LoginType[];
}

/**
 * The user centre: visitors are asked to log in, a wrong account kind is told to switch
 * (docs/product.md#audience-and-roles).
 */
export function CentreLayout({ guard: { child, allowed } }: { guard: CentreGuard }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const kind = accountKind(session);

  if (kind === 4) {
    return (
      <Container size="sm" py={48}>
        <Paper withBorder p="xl" radius="md">
          <Title order={1} fz={24} ta="center">
            {t('user.centre')}
          </Title>
          <LoginPrompt />
        </Paper>
      </Container>
    );
  }

  const wrongKind = child !== null && !allowed.includes(kind);
  const menu = sideMenuFor(kind);

  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          {/* a phone: one select instead of a menu that would fill the first screen */}
          <Box hiddenFrom="md" component="nav" aria-label={t('user.centre')}>
            <NativeSelect
              label={t('user.centre')}
              value={child ?? ''}
              onChange={(e) => {
                const next = e.currentTarget.value;
                void navigate({ to: next === 'savedPolicies' ? '/savedPolicies' : `/enterprise/${next}` });
              }}
              data={[
                ...(child && !menu.includes(child) ? [{ value: child, label: t(centreLabel(child)) }] : []),
                ...(child ? [] : [{ value: '', label: t('user.centre') }]),
                ...menu.map((c) => ({ value: c, label: t(centreLabel(c)) })),
                { value: 'savedPolicies', label: t('user.savedPolicies') },
              ]}
            />
            {kind === 2 && (
              <Anchor
                href="#/platformTtransit?systemCode=calculator"
                target="_blank"
                rel="noopener"
                fz="sm"
                mt={6}
                display="inline-block"
              >
                {t('transit.calculator')}{' '}
                <Text span inherit c="dimmed">
                  {t('nav.external')}
                </Text>
              </Anchor>
            )}
          </Box>
          <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('user.centre')} visibleFrom="md">
            <Text fw={700} px="sm" py="xs" c="gov.8">
              {t('user.centre')}
            </Text>
            {menu.map((c) => (
              <NavLink
                key={c}
                component={Link}
                to={`/enterprise/${c}`}
                label={t(centreLabel(c))}
                active={c === child}
                aria-current={c === child ? 'page' : undefined}
              />
            ))}
            <NavLink component={Link} to="/savedPolicies" label={t('user.savedPolicies')} />
            {kind === 2 && (
              <NavLink
                component="a"
                href="#/platformTtransit?systemCode=calculator"
                target="_blank"
                rel="noopener"
                label={t('transit.calculator')}
                description={t('nav.external')}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {wrongKind ? (
            <Alert color="orange" title={t('login.wrongKindTitle')} role="alert">
              <Text mb="sm">
                {allowed.includes(1) ? t('login.needKindPerson') : t('login.needKindEnterprise')}
              </Text>
              <Button size="sm" onClick={() => void startLogin(allowed.includes(1) ? 1 : 2)}>
                {t('login.switchAccount')}
              </Button>
            </Alert>
          ) : (
            <>
              {child !== 'myMaterials' && <LockerFlag />}
              <Outlet />
            </>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
