// 问卷记录: formRecord answers a JSON string; a malformed one shows a clear message instead of breaking.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { BadRecordsError } from '../api/matching-api';
import { matchingQueries } from '../api/matching-queries';
import { describeAnswer, flattenQuestions } from '../lib/questionnaire';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { QueryBody } from '../../../shared/ui/query-body';
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

  return (
    <FormDialog opened={opened} onClose={onClose} title={t('records.title')} size={640} zIndex={300}>
      <QueryBody
        query={records}
        rows={1}
        height={120}
        errorTitle={(error) =>
          error instanceof BadRecordsError ? t('records.bad') : t('records.loadFailed')
        }
        empty={t('records.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ol className={listClasses.list}>
            {list.map((r) => (
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
        )}
      </QueryBody>
    </FormDialog>
  );
}
