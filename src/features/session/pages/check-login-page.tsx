// The login callback (docs/product.md#login-and-session): '11' success, a kind mismatch asks to log in again,
// '12' unverified, else failure. A ticket whose state this tab did not create was not asked for here (login
// CSRF): refused, nobody logged in. A login on a device holding other accounts' application drafts asks what to
// do with them before going on (docs/product.md, 暂存).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { exchangeTicket, refreshUserInfo, resetUserInfoThrottle } from '../api/session-api';
import { startLogin } from '../../../shared/auth/login-redirect';
import { loginStateMatches, takeLoginState } from '../../../shared/auth/login-state';
import { clearPlatformLogoutPending } from '../../../shared/auth/platform-logout';
import { sessionStore } from '../../../shared/auth/session';
import { safeRedirectTarget } from '../../../shared/auth/redirect';
import { city } from '../../../shared/config/city';
import { useT, withMessages } from '../../../shared/i18n/language';
import { applicationDrafts, type OtherDrafts } from '../../../shared/offline/application-drafts';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { LoginType } from '../../../shared/api/contract';

export interface CheckLoginSearch {
  code: string;
  ticket: string;
  kind: LoginType | undefined;
  /** the one-time value the portal sent when it started the login */
  state: string;
  redirectUrl: string;
}

const OtherAccountDraftsDialog = lazy(
  withMessages(['centre'], () =>
    import('../components/other-account-drafts-dialog').then((m) => ({
      default: m.OtherAccountDraftsDialog,
    })),
  ),
);

/** Other accounts' drafts this account was not asked about; none when its account is not known. */
async function otherDrafts(account: string | null): Promise<OtherDrafts | null> {
  if (!account) return null;
  const found = await applicationDrafts.others(account).catch(() => null);
  return found && found.count > 0 ? found : null;
}

type Outcome =
  | { state: 'working' }
  | { state: 'otherDrafts'; account: string; others: OtherDrafts; target: string }
  | { state: 'mismatch'; requested: LoginType; message: MessageKey }
  | { state: 'unverified' }
  | { state: 'foreign'; kind: LoginType }
  | { state: 'failed' };

export const FAILED_REDIRECT_MS = 3000;

export function CheckLoginPage({ search }: { search: CheckLoginSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const requested = sessionStore.takeRequestedKind();
    const keptState = takeLoginState();
    void (async () => {
      if (search.code !== '11' || !search.kind || !search.ticket) {
        setOutcome(search.code === '12' ? { state: 'unverified' } : { state: 'failed' });
        return;
      }
      if (!loginStateMatches(keptState, search.state)) {
        setOutcome({ state: 'foreign', kind: search.kind });
        return;
      }
      if (requested && requested !== search.kind) {
        setOutcome({
          state: 'mismatch',
          requested,
          message: search.kind === 2 ? 'login.isEnterprise' : 'login.isPerson',
        });
        return;
      }
      try {
        const { kind, token } = await exchangeTicket(search.ticket);
        sessionStore.clear();
        sessionStore.setLogin(token, kind);
        // this login went through the identity page, which replaced any platform login left behind
        clearPlatformLogoutPending();
        resetUserInfoThrottle();
        await refreshUserInfo(kind);
        const target = safeRedirectTarget(search.redirectUrl, window.location.origin);
        const { account } = sessionStore.get();
        const others = await otherDrafts(account);
        if (account && others) setOutcome({ state: 'otherDrafts', account, others, target });
        else router.history.replace(target);
      } catch {
        sessionStore.clear();
        setOutcome({ state: 'failed' });
      }
    })();
  }, [search, router]);

  useEffect(() => {
    if (outcome.state !== 'failed') return;
    const timer = setTimeout(() => void navigate({ to: '/indexHome', replace: true }), FAILED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={24}>
            {t('app.title')}
          </Title>
          {outcome.state === 'otherDrafts' && (
            <Suspense fallback={null}>
              <OtherAccountDraftsDialog
                account={outcome.account}
                others={outcome.others}
                onDone={() => router.history.replace(outcome.target)}
              />
            </Suspense>
          )}
          {(outcome.state === 'working' || outcome.state === 'otherDrafts') && (
            <Group role="status">
              <Loader size="sm" />
              <Text>{t('login.inProgress')}</Text>
            </Group>
          )}
          {outcome.state === 'mismatch' && (
            <Alert color="orange" role="alert" w="100%">
              <Text mb="md">{t(outcome.message)}</Text>
              <ReloginActions
                onRelogin={() =>
                  // back to where the login started, not home: the user keeps their place
                  void startLogin(
                    outcome.requested,
                    `${window.location.origin}/#${safeRedirectTarget(search.redirectUrl, window.location.origin)}`,
                  )
                }
              />
            </Alert>
          )}
          {outcome.state === 'foreign' && (
            <Alert color="red" role="alert" w="100%" title={t('login.foreignTitle')}>
              <Text mb="md">{t('login.foreignTicket')}</Text>
              <ReloginActions
                onRelogin={() => void startLogin(outcome.kind, `${window.location.origin}/#/indexHome`)}
              />
            </Alert>
          )}
          {outcome.state === 'unverified' && (
            <Alert color="yellow" role="alert" w="100%">
              <Text mb="md">{t('login.unverified')}</Text>
              <BackHomeButton />
            </Alert>
          )}
          {outcome.state === 'failed' && (
            <Alert color="red" role="alert" w="100%">
              {t('login.failed')}
            </Alert>
          )}
          <Text size="sm" c="dark.5">
            {t('login.supportTip', { phones: city.supportPhones.join('、') })}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

function BackHomeButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button variant="default" onClick={() => void navigate({ to: '/indexHome', replace: true })}>
      {t('login.backHome')}
    </Button>
  );
}

/** Log in again (where to is the caller's), or give up and go home. */
function ReloginActions({ onRelogin }: { onRelogin: () => void }) {
  const t = useT();
  return (
    <Group justify="center">
      <Button onClick={onRelogin}>{t('login.relogin')}</Button>
      <BackHomeButton />
    </Group>
  );
}
