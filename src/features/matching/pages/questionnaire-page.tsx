// /questionnaire: intro, the one-at-a-time questionnaire, then the results — the dialog's parts on a page.
import { useEffect, useRef } from 'react';
import { Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { useMatchingBoard } from '../lib/use-matching-board';
import type { RenderMatchedPolicy } from '../components/match-list';
import { MatchingHero } from '../components/matching-hero';
import { MatchingResultsSection, QuestionnaireSection } from '../components/matching-workspace';
import classes from './questionnaire-page.module.css';

export function QuestionnairePage({ renderPolicy }: { renderPolicy: RenderMatchedPolicy }) {
  const t = useT();
  const board = useMatchingBoard();
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (board.refreshPhase === 'done')
      results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [board.refreshPhase]);

  const steps = [t('quiz.step1'), t('quiz.step2'), t('quiz.step3')];
  return (
    <Container size="lg" py="xl">
      <MatchingHero title={t('quiz.pageTitle')} lead={t('quiz.pageLead')}>
        <Group component="ol" className={classes.steps} gap="lg" mt="md">
          {steps.map((s, i) => (
            <li key={s} className={classes.step}>
              <span className={classes.stepNo} aria-hidden>
                {i + 1}
              </span>
              <Text span fw={600}>
                {s}
              </Text>
            </li>
          ))}
        </Group>
        <Text size="xs" mt="md" className={classes.privacy}>
          {t('quiz.privacy')}
        </Text>
      </MatchingHero>

      <Stack gap="xl" mt="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.section}>
          <QuestionnaireSection board={board} headingOrder={2} />
        </Paper>
        {board.kind !== 2 && (
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
            className={classes.section}
            ref={results}
          >
            <MatchingResultsSection board={board} headingOrder={2} renderPolicy={renderPolicy} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
