// Results and questionnaire side by side: the body of the matching dialog.
import { useState } from 'react';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
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
  return (
    <Stack gap="md">
      <Title order={headingOrder} className={classes.heading}>
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
  return (
    <Stack gap="sm">
      <Title order={headingOrder} className={classes.heading}>
        {t('quiz.title')}
      </Title>
      {board.kind === 1 ? (
        <>
          <Text size="sm" c="dark.5">
            {t('quiz.intro')}
          </Text>
          <QuestionnairePanel
            refreshPhase={board.refreshPhase}
            onSubmitted={board.onSubmitted}
            target={board.questionTarget}
          />
        </>
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
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <MatchingResultsSection board={board} headingOrder={3} renderPolicy={renderPolicy} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Paper component="aside" className={classes.side} p="md" radius="md">
          <QuestionnaireSection board={board} headingOrder={3} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
