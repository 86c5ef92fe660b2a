import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useT, withMessages } from '../../../shared/i18n/language';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { accountKind, sessionStore } from '../../../shared/auth/session';
import { forgetDialogForLogin, reopensAfterLogin } from '../../../shared/auth/reopen-after-login';
import type { RenderMatchedPolicy } from './match-list';

// the dialog (chart, questionnaire) is loaded only when asked for
const MatchingDialog = lazy(
  withMessages(['matching'], () => import('./matching-dialog').then((m) => ({ default: m.MatchingDialog }))),
);

/** 政策匹配 on the people tab: opens the matching feature's dialog. */
export function MatchingButton({ renderPolicy }: { renderPolicy: RenderMatchedPolicy }) {
  const t = useT();
  // back from the identity page after logging in from this dialog: it opens again, once
  const [reopen] = useState(() => accountKind(sessionStore.get()) === 1 && reopensAfterLogin('matching'));
  const [opened, setOpened] = useState(reopen);
  const [requested, setRequested] = useState(reopen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (reopen) forgetDialogForLogin();
  }, [reopen]);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="light"
        color="gov"
        radius="xl"
        rightSection={<ArrowRightIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        {t('home.policyMatching')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MatchingDialog
            opened={opened}
            renderPolicy={renderPolicy}
            onClose={() => {
              setOpened(false);
              // the dialog mounts already open, so it cannot know where focus came from
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
