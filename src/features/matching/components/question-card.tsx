// its Mantine sheets come with it: the dialog may open before any other screen has loaded them
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Badge, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { QuestionField } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { optionValue } from '../lib/questionnaire';
import { serverText } from '../../../shared/ui/server-text';
import classes from './question-card.module.css';

interface QuestionCardProps {
  field: QuestionField;
  position: number;
  total: number;
  value: string[];
  onChoose: (value: string) => void;
  /** what is wrong with the answer (said under the options, and read with each of them) */
  error?: string | undefined;
  /** the form's focus target of this question (useFieldForm's register) */
  form?: object;
  /** move focus here when the question has just been revealed */
  focusOnMount?: boolean;
  /** a new number moves focus here and scrolls the question into view (opened from an explained match) */
  focusRequest?: number;
}

export function QuestionCard({
  field,
  position,
  total,
  value,
  onChoose,
  error,
  form,
  focusOnMount,
  focusRequest,
}: QuestionCardProps) {
  const t = useT();
  const legendRef = useRef<HTMLLegendElement>(null);
  useEffect(() => {
    if (focusOnMount) legendRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (!focusRequest) return;
    legendRef.current?.scrollIntoView({ block: 'center' });
    legendRef.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  const legend = (
    <legend ref={legendRef} tabIndex={-1} className={classes.legend}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Text span className={classes.number} aria-hidden>
          {position}
        </Text>
        <Text span fw={600} className={classes.name} lang="zh-CN">
          {field.fieldName}
        </Text>
        <Badge variant="light" color={field.fieldType === 4 ? 'blue' : 'gov'} className={classes.badge}>
          {field.fieldType === 4 ? t('quiz.multiple') : t('quiz.single')}
        </Badge>
      </Group>
      <Text span className={classes.progress}>
        {t('quiz.progress', { n: position, total })}
      </Text>
    </legend>
  );

  const options = field.dictLabelList.map((label, i) => ({ label, value: optionValue(i) }));
  const errorId = `question-${field.fieldCode}-error`;
  /** each option is read with the message and marked invalid while there is one */
  const invalid = error ? { error: true, 'aria-describedby': errorId } : {};
  // the form's focus target wraps the fieldset: Chromium scrolls a fieldset into view short of its legend
  return (
    <div {...form} className={classes.field}>
      <fieldset
        className={classes.card}
        data-testid={`question-${field.fieldCode}`}
        data-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {legend}
        {field.fieldType === 3 ? (
          <Radio.Group value={value[0] ?? null} onChange={onChoose} name={field.fieldCode}>
            <Stack gap={10} mt="sm">
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={serverText(o.label)} {...invalid} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap={10} mt="sm">
            {options.map((o) => (
              <Checkbox
                key={o.value}
                checked={value.includes(o.value)}
                onChange={() => onChoose(o.value)}
                label={serverText(o.label)}
                {...invalid}
              />
            ))}
          </Stack>
        )}
        {error && (
          <Text id={errorId} fz="sm" c="red.8" mt="sm" role="alert">
            {error}
          </Text>
        )}
      </fieldset>
    </div>
  );
}
