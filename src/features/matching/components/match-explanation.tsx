// Why a policy is a precise, possible or no match: each condition (area and applicant kind too, when the
// backend sends the policy's eligibility) with what decided it, and for
// an unsettled one, the way to the first unanswered question. Absent when the backend sends no explanation.
import { Button, Collapse, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { useDisclosure } from '@mantine/hooks';
import type { ConditionResult, ConditionStatus, MatchExplanation } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { useRichT } from '../../../shared/i18n/rich-text';
import { serverText } from '../../../shared/ui/server-text';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { MaterialsChecklist } from '../../../shared/ui/materials-checklist';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { city } from '../../../shared/config/city';
import { evaluateEligibility } from '../../../shared/eligibility/evaluate';
import { EligibilityRows } from './eligibility-rows';
import classes from './match-explanation.module.css';

const CITY_COUNTIES = city.counties.map((c) => c.code);

const STATUS: Record<ConditionStatus, { key: MessageKey; color: string }> = {
  met: { key: 'explain.met', color: 'green' },
  unmet: { key: 'explain.unmet', color: 'red' },
  unanswered: { key: 'explain.unanswered', color: 'gray' },
};

function ConditionRow({ condition }: { condition: ConditionResult }) {
  const t = useT();
  const richT = useRichT();
  const status = STATUS[condition.status];
  return (
    <List.Item className={classes.row} data-status={condition.status}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <StatusBadge color={status.color} size="sm">
          {t(status.key)}
        </StatusBadge>
        <Stack gap={2}>
          <Text fz="sm" fw={600} lang="zh-CN">
            {condition.fieldName}
          </Text>
          {condition.answerLabels.length > 0 && (
            <Text fz="xs" c="dark.6">
              {richT('explain.yourAnswer', { answer: serverText(condition.answerLabels.join('、')) })}
            </Text>
          )}
          <Text fz="xs" c="dark.6">
            {richT('explain.required', { accepted: serverText(condition.acceptedLabels.join('、')) })}
          </Text>
        </Stack>
      </Group>
    </List.Item>
  );
}

export function MatchExplanationPanel({
  policyId,
  policyName,
  explanation,
  onAnswerMissing,
}: {
  policyId: string;
  policyName: string;
  explanation: MatchExplanation;
  /** opens the questionnaire at this question */
  onAnswerMissing?: (fieldCode: string) => void;
}) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = `why-${policyId}`;
  const firstMissing = explanation.missingFields[0];
  return (
    <div className={classes.root}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={toggle}
        >
          {t('explain.toggle')} {opened ? '▴' : '▾'}
        </UnstyledButton>
        {firstMissing && onAnswerMissing && (
          <Button size="compact-sm" variant="light" onClick={() => onAnswerMissing(firstMissing)}>
            {t('explain.answerMore', { n: explanation.missingFields.length })}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} id={panelId}>
        {explanation.profile && explanation.eligibility && explanation.eligibility.length > 0 ? (
          <ConditionList label={t('explain.conditionsTitle')}>
            <EligibilityRows
              outcomes={
                evaluateEligibility(explanation.eligibility, explanation.profile, CITY_COUNTIES).outcomes
              }
              profile={explanation.profile}
              questions={explanation.conditions}
            />
          </ConditionList>
        ) : explanation.conditions.length === 0 ? (
          <Text fz="sm" c="dark.6" mt="xs">
            {t('explain.noConditions')}
          </Text>
        ) : (
          <ConditionList label={t('explain.conditionsTitle')}>
            {explanation.conditions.map((c) => (
              <ConditionRow key={c.fieldCode} condition={c} />
            ))}
          </ConditionList>
        )}
        {explanation.materials.length > 0 && (
          <div className={classes.materials}>
            <MaterialsChecklist
              policyId={policyId}
              policyName={policyName}
              materials={explanation.materials}
              headingOrder={5}
            />
          </div>
        )}
      </Collapse>
    </div>
  );
}

/** The explanation's conditions, one per line without bullets. */
function ConditionList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <List listStyleType="none" spacing="xs" mt="xs" aria-label={label} className={classes.list}>
      {children}
    </List>
  );
}
