// The one-question-at-a-time questionnaire (docs/product.md#matching), on the portal's one form mechanism
// (useFieldForm): a refused submit says its message at the question and focuses the first one in trouble,
// a question's message goes as it is answered, and the answers are sent once.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { matchingQueries, useSubmitQuestionnaire } from '../api/matching-queries';
import type { RefreshPhase } from '../lib/use-delayed-refresh';
import {
  canRevealNext,
  choose,
  flattenQuestions,
  fromAnswerMap,
  isAnswered,
  isLastRevealed,
  questionnaireRules,
  serialiseAnswers,
  settledByAnyAnswer,
  type Answers,
  type FlatQuestion,
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
  const rules = useMemo(() => questionnaireRules(questions), [questions]);
  // the panel reopens with the last answers, all questions shown, until the user changes something
  const { kind, account } = useMatchingAccount();
  const last = useQuery({ ...matchingQueries.summary(account), enabled: kind === 1 });
  const lastAnswers = useMemo(
    () => fromAnswerMap(questions, last.data?.answerItems ?? {}),
    [questions, last.data],
  );
  // the form's values are the last answers until the user changes one (the form reads and changes them here)
  const [edited, setEdited] = useState<Answers | null>(null);
  const quiz = useFieldForm<Answers, string>({}, rules, {
    values: edited ?? lastAnswers,
    set: (patch) => setEdited((current) => ({ ...(current ?? lastAnswers), ...(patch as Answers) })),
  });
  const answers = quiz.form;
  const [revealedState, setRevealed] = useState<number | null>(null);
  const revealed = revealedState ?? (Object.keys(lastAnswers).length > 0 ? questions.length : 1);
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
  const busy = quiz.pending || submit.isPending || refreshPhase === 'waiting';
  const first = questions[0]?.field.fieldCode ?? '';

  /** 下一题: the current question must be answered first (said there, as a refused submit says it) */
  const next = () => {
    const current = questions[revealed - 1];
    if (!canRevealNext(questions, answers, revealed)) {
      if (current) quiz.report({ [current.field.fieldCode]: 'quiz.answerFirst' });
      return;
    }
    setRevealed(revealed + 1);
  };
  const answer = (question: FlatQuestion, value: string) => {
    const code = question.field.fieldCode;
    const chosen = choose(answers, question.field, value)[code] ?? [];
    quiz.update(code, chosen);
    // an answer anywhere settles "at least one answer", said at the first question
    if (chosen.length > 0 && code !== first && settledByAnyAnswer(quiz.errors[first])) quiz.clear(first);
  };
  // 确认并立即匹配 checks every question, then asks; 确定 sends once (a second 确定 while it is sent does nothing)
  const review = quiz.onSubmit(() => setConfirming(true));
  const send = () => {
    setConfirming(false);
    quiz.once(async () => {
      await submit.mutateAsync(serialiseAnswers(questions, answers));
      onSubmitted();
    });
  };
  const restart = () => {
    quiz.fill(Object.fromEntries(questions.map((q) => [q.field.fieldCode, []])));
    for (const q of questions) quiz.clear(q.field.fieldCode);
    setRevealed(1);
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
          form={quiz.register(q.field.fieldCode)}
          error={quiz.error(q.field.fieldCode)}
          // only a question the user has just revealed takes focus: a panel reopened with its answers stays at the top
          focusOnMount={revealedState !== null && i > 0 && i === shown.length - 1 && !target}
          focusRequest={i === targetIndex ? target?.seq : undefined}
          onChoose={(value) => answer(q, value)}
        />
      ))}
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
            onClick={review}
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
        {(revealed > 1 || questions.some((q) => isAnswered(answers, q.field.fieldCode))) && (
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
