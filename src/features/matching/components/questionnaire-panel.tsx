// The one-question-at-a-time questionnaire (docs/product.md#matching).
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { matchingQueries, useSubmitQuestionnaire } from '../api/matching-queries';
import type { RefreshPhase } from '../lib/use-delayed-refresh';
import {
  canRevealNext,
  choose,
  flattenQuestions,
  fromAnswerMap,
  isLastRevealed,
  serialiseAnswers,
  validateQuiz,
  type Answers,
  type QuizProblem,
} from '../lib/questionnaire';
import { questionnaireNotice } from '../lib/questionnaire-notice';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryBody } from '../../../shared/ui/query-body';
import { useMatchingAccount, type QuestionTarget } from '../lib/use-matching-board';
import { QuestionCard } from './question-card';

interface QuestionnairePanelProps {
  refreshPhase: RefreshPhase;
  onSubmitted: () => void;
  /** the question an explained match asked to open */
  target?: QuestionTarget | null;
}

export function QuestionnairePanel(props: QuestionnairePanelProps) {
  const t = useT();
  const form = useQuery(matchingQueries.form());
  return (
    <QueryBody
      query={form}
      loading={<Skeleton height={220} radius="md" />}
      errorTitle={t('quiz.loadFailed')}
      empty={t('quiz.empty')}
      isEmpty={(groups) => flattenQuestions(groups).length === 0}
    >
      {(groups) => <Questionnaire groups={groups} {...props} />}
    </QueryBody>
  );
}

function Questionnaire({
  groups,
  refreshPhase,
  onSubmitted,
  target,
}: QuestionnairePanelProps & { groups: Parameters<typeof flattenQuestions>[0] }) {
  const t = useT();
  const online = useOnline();
  const questions = useMemo(() => flattenQuestions(groups), [groups]);
  // the panel reopens with the last answers, all questions shown, until the user changes something
  const { kind, account } = useMatchingAccount();
  const last = useQuery({ ...matchingQueries.summary(account), enabled: kind === 1 });
  const lastAnswers = useMemo(
    () => fromAnswerMap(questions, last.data?.answerItems ?? {}),
    [questions, last.data],
  );
  const [edited, setAnswers] = useState<Answers | null>(null);
  const [revealedState, setRevealed] = useState<number | null>(null);
  const answers = edited ?? lastAnswers;
  const revealed = revealedState ?? (Object.keys(lastAnswers).length > 0 ? questions.length : 1);
  const [problem, setProblem] = useState<QuizProblem | 'quiz.answerFirst' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitQuestionnaire();
  const targetIndex = target ? questions.findIndex((q) => q.field.fieldCode === target.fieldCode) : -1;
  // opened at a question: everything up to it shows (the answers so far stay), and focus goes there;
  // adjusted while rendering (once per request) rather than in an effect
  const [seenSeq, setSeenSeq] = useState(0);
  if (target && target.seq !== seenSeq && questions.length > 0) {
    setSeenSeq(target.seq);
    if (targetIndex >= 0) setRevealed(Math.max(revealed, targetIndex + 1));
  }

  const shown = questions.slice(0, Math.min(revealed, questions.length));
  const atLast = isLastRevealed(questions, revealed);
  const notice = questionnaireNotice(submit.error);
  const busy = submit.isPending || refreshPhase === 'waiting';

  const next = () => {
    if (!canRevealNext(questions, answers, revealed)) {
      setProblem('quiz.answerFirst');
      return;
    }
    setProblem(null);
    setRevealed(revealed + 1);
  };
  const confirm = () => {
    const found = validateQuiz(questions, answers);
    setProblem(found);
    if (!found) setConfirming(true);
  };
  const send = () => {
    setConfirming(false);
    submit.mutate(serialiseAnswers(questions, answers), { onSuccess: onSubmitted });
  };
  const restart = () => {
    setAnswers({});
    setRevealed(1);
    setProblem(null);
    submit.reset();
  };

  return (
    <Stack gap="md">
      {shown.map((q, i) => (
        <QuestionCard
          key={q.field.fieldCode}
          field={q.field}
          position={q.index + 1}
          total={questions.length}
          value={answers[q.field.fieldCode] ?? []}
          // only a question the user has just revealed takes focus: a panel reopened with its answers stays at the top
          focusOnMount={revealedState !== null && i > 0 && i === shown.length - 1 && !target}
          focusRequest={i === targetIndex ? target?.seq : undefined}
          onChoose={(value) => {
            setAnswers((current) => choose(current ?? lastAnswers, q.field, value));
            setProblem(null);
          }}
        />
      ))}
      {problem && (
        <Alert color="red" role="alert" py="xs">
          {t(problem)}
        </Alert>
      )}
      {notice && (
        <Alert color="orange" role="alert" py="xs">
          {notice}
        </Alert>
      )}
      {submit.isError && !notice && (
        <Alert color="red" role="alert" py="xs">
          {t('quiz.submitFailed')}
        </Alert>
      )}
      {refreshPhase === 'waiting' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('match.matching')}</Text>
        </Group>
      )}
      {refreshPhase === 'done' && !submit.isPending && (
        <Alert color="green" role="status" py="xs">
          {t('match.matched')}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        {atLast ? (
          <Button
            onClick={confirm}
            loading={busy}
            disabled={!online}
            title={online ? undefined : t('offline.needNetwork')}
          >
            {t('quiz.confirmAndMatch')}
          </Button>
        ) : (
          <Button onClick={next} variant="light">
            {t('quiz.next')}
          </Button>
        )}
        {(revealed > 1 || Object.keys(answers).length > 0) && (
          <Button variant="subtle" color="dark" onClick={restart} disabled={busy}>
            {t('quiz.restart')}
          </Button>
        )}
      </Group>
      {atLast && !online && (
        <Text size="sm" c="dark.5">
          {t('offline.needNetwork')}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('quiz.confirmTitle')}
        message={t('quiz.confirmSubmit')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
