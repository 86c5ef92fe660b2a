import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import type { RenderMatchedPolicy } from './match-list';

// the dialog (chart, questionnaire) is loaded only when asked for
const MatchingDialog = lazy(() => import('./matching-dialog').then((m) => ({ default: m.MatchingDialog })));

/** 政策匹配 on the people tab: opens the matching feature's dialog. */
export function MatchingButton({ renderPolicy }: { renderPolicy: RenderMatchedPolicy }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
