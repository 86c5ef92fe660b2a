// 问卷记录: formRecord answers a JSON string; a malformed one shows a clear message instead of breaking.
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { BadRecordsError } from '../api/matching-api';
import { matchingQueries } from '../api/matching-queries';
import { describeAnswer, flattenQuestions } from '../lib/questionnaire';
import { FormDialog } from '../../../shared/ui/form-dialog';
import classes from './records-dialog.module.css';
import listClasses from './match-list.module.css';

export function RecordsDialog({
  opened,
  onClose,
  account,
}: {
  opened: boolean;
  onClose: () => void;
  account: string;
}) {
  const t = useT();
  const records = useQuery({ ...matchingQueries.records(account), enabled: opened });
  const form = useQuery(matchingQueries.form());
  const fields = flattenQuestions(form.data ?? []).map((q) => q.field);

  let body;
  if (records.isPending) body = <Skeleton height={120} />;
  else if (records.isError) {
    body = (
      <Alert
        color="red"
        role="alert"
        title={records.error instanceof BadRecordsError ? t('records.bad') : t('records.loadFailed')}
      >
        <Button size="xs" variant="white" onClick={() => void records.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (records.data.length === 0) body = <Text c="dark.5">{t('records.empty')}</Text>;
  else {
    body = (
      <ol className={listClasses.list}>
        {records.data.map((r) => (
          <li key={r.id} className={classes.item}>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600}>
                {t('records.submitTime', { time: r.submitTime })}
              </Text>
              <Badge variant="light">{t('records.precise', { n: r.accurateCount })}</Badge>
            </Group>
            <Stack gap={2}>
              {Object.entries(r.answers).map(([code, value]) => {
                const field = fields.find((f) => f.fieldCode === code);
                return (
                  <Text key={code} size="sm" c="dark.6">
                    {t('records.answer', {
                      question: field?.fieldName ?? t('records.unknownQuestion', { code }),
                      answer: field ? describeAnswer(field, value) : value,
                    })}
                  </Text>
                );
              })}
            </Stack>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <FormDialog opened={opened} onClose={onClose} title={t('records.title')} size={640} zIndex={300}>
      {body}
    </FormDialog>
  );
}
