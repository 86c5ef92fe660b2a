// Cross-system jumps (docs/product.md#cross-system-jumps): the login kind a target needs vs the current one.
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../api/session-queries';
import { isSafeNavigation, startLogin } from '../../../shared/auth/login-redirect';
import { accountKind, useSession } from '../../../shared/auth/session';
import { city, type SystemCode } from '../../../shared/config/city';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';

const NAMES: Record<SystemCode, MessageKey> = {
  innovationVoucher: 'nav.innovationVoucher',
  creditLoan: 'nav.creditLoan',
  listingConsult: 'nav.listingConsult',
  calculator: 'transit.calculator',
  aiAssistant: 'quick.ai',
};

export type TransitDecision =
  | { action: 'go'; url: string }
  | { action: 'login'; kind: 1 | 2 }
  | { action: 'switch'; kind: 1 | 2 }
  | { action: 'completeInfo' }
  | { action: 'unknown' };

export function decideTransit(input: {
  code: SystemCode | null;
  kind: 1 | 2 | 4;
  enterpriseState: number | undefined;
  pcUrl: string | undefined;
  origin: string;
}): TransitDecision {
  const system = city.externalSystems.find((s) => s.code === input.code);
  if (!system) return { action: 'unknown' };
  if (system.requiredKind !== null) {
    if (input.kind === 4) return { action: 'login', kind: system.requiredKind };
    if (input.kind !== system.requiredKind) return { action: 'switch', kind: system.requiredKind };
  }
  if (system.code === 'calculator' && input.kind === 2 && input.enterpriseState === 1)
    return { action: 'completeInfo' };
  const url = input.pcUrl ?? system.fallbackUrl;
  return isSafeNavigation(url, input.origin) ? { action: 'go', url } : { action: 'unknown' };
}

export function PlatformTransitPage({ systemCode }: { systemCode: SystemCode | null }) {
  const t = useT();
  const session = useSession();
  const kind = accountKind(session);
  const systems = useQuery(sessionQueries.systemInfo());
  const sent = useRef(false);
  // a new tab holds the token but neither the login kind nor the user info (sessionStorage is per tab): the
  // platform tells the kind, then the user info is fetched here, since the checks below read both
  const needsInfo = kind !== 4 && session.userInfo === null;
  const info = useQuery({ ...sessionQueries.userInfo(kind === 1 ? 1 : 2), enabled: needsInfo });
  const restoring = (session.token !== null && session.loginType === null) || (needsInfo && !info.isError);
  // a failed systemInfo or user info keeps the user here: its alert (登录已失效) or --警告-- notice must not be
  // lost to a jump, nor a check skipped for want of the info
  const failed = systems.isError || (needsInfo && info.isError);
  const settled = !systems.isPending && !restoring && !failed;
  const decision = decideTransit({
    code: systemCode,
    kind,
    enterpriseState: session.userInfo?.state,
    pcUrl: systems.data?.find((s) => s.systemCode === systemCode)?.pcUrl,
    origin: window.location.origin,
  });
  const name = systemCode ? t(NAMES[systemCode]) : '';
  // shown beside the automatic jump, in case the browser blocks it
  const target = settled && decision.action === 'go' ? decision.url : null;

  useEffect(() => {
    if (!settled || sent.current) return;
    if (decision.action === 'go') {
      sent.current = true;
      window.location.replace(decision.url);
    } else if (decision.action === 'login') {
      sent.current = true;
      void startLogin(decision.kind);
    }
  }, [settled, decision]);

  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center">
          <Title order={1} fz={24}>
            {name || t('app.title')}
          </Title>
          {failed && (
            <Alert color="orange" role="alert" w="100%">
              <Text mb="sm">{t('transit.unavailable', { name: name || t('app.title') })}</Text>
              <Group justify="center">
                <Button
                  onClick={() => void (systems.isError ? systems.refetch() : info.refetch())}
                  loading={systems.isFetching || info.isFetching}
                >
                  {t('transit.retry')}
                </Button>
                <Button component={Link} to="/indexHome" variant="default">
                  {t('common.home')}
                </Button>
              </Group>
            </Alert>
          )}
          {!failed && (decision.action === 'go' || decision.action === 'login') && !target && (
            <Group role="status">
              <Loader size="sm" />
              <Text>{t('transit.jumping', { name })}</Text>
            </Group>
          )}
          {target && (
            <Stack gap="xs" align="center">
              <Text>{t('transit.opened', { name })}</Text>
              <Anchor href={target}>{t('transit.open', { name })}</Anchor>
            </Stack>
          )}
          {!failed && !restoring && decision.action === 'switch' && (
            <Alert color="orange" role="alert" w="100%" title={t('login.wrongKindTitle')}>
              <Text mb="sm">
                {decision.kind === 1 ? t('login.needKindPerson') : t('login.needKindEnterprise')}
              </Text>
              <Button onClick={() => void startLogin(decision.kind)}>{t('login.switchAccount')}</Button>
            </Alert>
          )}
          {!failed && decision.action === 'completeInfo' && (
            <Alert color="orange" role="alert" w="100%">
              <Text mb="sm">{t('login.completeEnterprise')}</Text>
              <Button component={Link} to="/infoCompletion">
                {t('transit.completeNow')}
              </Button>
            </Alert>
          )}
          {!failed && decision.action === 'unknown' && (
            <Alert color="red" role="alert" w="100%">
              <Text mb="sm">{t('transit.unknownSystem')}</Text>
              <Button component={Link} to="/indexHome" variant="default">
                {t('common.home')}
              </Button>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
