// Results and questionnaire side by side: the body of the matching dialog.
import { useEffect, useRef, useState } from 'react';
import { Collapse, Grid, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../../shared/i18n/language';
import { useMatchCounts } from '../lib/use-match-counts';
import type { MatchingBoard } from '../lib/use-matching-board';
import { MatchingGate } from './matching-gate';
import { MatchOverview } from './match-overview';
import type { RenderMatchedPolicy } from './match-list';
import { MatchResults } from './match-results';
import { QuestionnairePanel } from './questionnaire-panel';
import { RecordsDialog } from './records-dialog';
import classes from './matching-workspace.module.css';

export function MatchingResultsSection({
  board,
  headingOrder,
  renderPolicy,
}: {
  board: MatchingBoard;
  headingOrder: 2 | 3;
  renderPolicy: RenderMatchedPolicy;
}) {
  const t = useT();
  const [recordsOpen, setRecordsOpen] = useState(false);
  const counts = useMatchCounts(board.kind, board.account, board.orderModel);
  // once a submitted questionnaire has been matched, the results it switched to are brought into view and
  // the focus moves to their heading, so a screen reader goes on from there
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (board.refreshPhase !== 'done') return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [board.refreshPhase]);
  return (
    <Stack gap="md">
      <Title order={headingOrder} className={classes.heading} ref={heading} tabIndex={-1}>
        {t('match.resultsTitle')}
      </Title>
      <MatchOverview
        state={counts}
        onOpenRecords={board.kind === 1 ? () => setRecordsOpen(true) : undefined}
      />
      <MatchResults
        board={board}
        counts={counts.counts}
        cardHeadingOrder={headingOrder === 2 ? 3 : 4}
        renderPolicy={renderPolicy}
      />
      {board.kind === 1 && (
        <RecordsDialog opened={recordsOpen} onClose={() => setRecordsOpen(false)} account={board.account} />
      )}
    </Stack>
  );
}

export function QuestionnaireSection({ board, headingOrder }: { board: MatchingBoard; headingOrder: 2 | 3 }) {
  const t = useT();
  // only a person answers the questionnaire; a visitor or an enterprise meets the gate in its place
  const person = board.kind === 1;
  return (
    <Stack gap="sm">
      <Title order={headingOrder} className={classes.heading}>
        {t('quiz.title')}
      </Title>
      {person && (
        <Text size="sm" c="dark.5">
          {t('quiz.intro')}
        </Text>
      )}
      {person ? (
        <QuestionnairePanel
          refreshPhase={board.refreshPhase}
          onSubmitted={board.onSubmitted}
          target={board.questionTarget}
        />
      ) : (
        <MatchingGate kind={board.kind} />
      )}
    </Stack>
  );
}

export function MatchingWorkspace({
  board,
  renderPolicy,
}: {
  board: MatchingBoard;
  renderPolicy: RenderMatchedPolicy;
}) {
  const t = useT();
  // the grid's md breakpoint: from here on results and questionnaire sit side by side
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false }) ?? true;
  // a phone: the questionnaire folds into one line above the results, so the first results show at once;
  // a question asked for from an explained match unfolds it
  const [unfolded, setUnfolded] = useState(false);
  const [seenTarget, setSeenTarget] = useState(0);
  const targetSeq = board.questionTarget?.seq ?? 0;
  if (targetSeq !== seenTarget) {
    setSeenTarget(targetSeq);
    if (targetSeq > 0) setUnfolded(true);
  }
  const questionnaire = <QuestionnaireSection board={board} headingOrder={3} />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <MatchingResultsSection board={board} headingOrder={3} renderPolicy={renderPolicy} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Paper component="aside" className={classes.side} p={wide ? 'md' : 'xs'} radius="md">
          {/* a visitor or an enterprise has no questionnaire to fold: the login it needs shows at once */}
          {wide || board.kind !== 1 ? (
            questionnaire
          ) : (
            <>
              <UnstyledButton
                className={classes.fold}
                aria-expanded={unfolded}
                aria-controls="matching-questionnaire"
                onClick={() => setUnfolded((open) => !open)}
              >
                <span>{t(unfolded ? 'quiz.fold' : 'quiz.unfold')}</span>
                <span aria-hidden>{unfolded ? '▴' : '▾'}</span>
              </UnstyledButton>
              <Collapse expanded={unfolded} id="matching-questionnaire">
                <div className={classes.folded}>{questionnaire}</div>
              </Collapse>
            </>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
