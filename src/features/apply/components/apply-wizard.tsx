import { useState } from 'react';
import { Alert, Button, Group, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../shared/api/api-error';
import type { UserInfo } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { useSubmitApplication } from '../../../shared/api/apply-submit';
import type { PolicySummary } from '../../../shared/api/policy-summary';
import { hasErrors, validateApplication, type ApplyErrors, type ApplyValues } from '../api/apply-validation';
import { ApplyForm } from './apply-form';
import { ButtonLink } from '../../../shared/ui/router-links';
import { CheckIcon } from '../../../shared/ui/icons';
import { ApplyReview } from './apply-review';

interface ApplyWizardProps {
  policy: PolicySummary;
  user: UserInfo | null;
}

/** Fill in → confirm → done. Nothing typed is lost when a step is revisited or the submit fails. */
export function ApplyWizard({ policy, user }: ApplyWizardProps) {
  const t = useT();
  const online = useOnline();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<ApplyValues>({
    contactName: user?.userName ?? '',
    contactPhone: '',
    description: '',
    materials: [],
    promise: false,
  });
  const [errors, setErrors] = useState<ApplyErrors>({});
  const applicant = { name: user?.enterpriseName ?? user?.userName ?? '', code: user?.enterpriseCode };
  const submit = useSubmitApplication(() => setStep(2));
  const send = () =>
    submit.mutate({
      policyId: policy.id,
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      description: values.description.trim(),
      materials: values.materials,
    });

  const change = (patch: Partial<ApplyValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (hasErrors(errors)) setErrors(validateApplication(next, policy.materials));
  };
  const toReview = () => {
    const found = validateApplication(values, policy.materials);
    setErrors(found);
    if (!hasErrors(found)) setStep(1);
  };

  return (
    <Stepper
      active={step}
      color="gov"
      size="sm"
      allowNextStepsSelect={false}
      onStepClick={(s) => step < 2 && setStep(s)}
    >
      <Stepper.Step label={t('content.apply.step1')}>
        <Stack gap="lg" mt="md">
          <ApplyForm
            applicant={applicant}
            values={values}
            errors={errors}
            materials={policy.materials}
            onChange={change}
          />
          {hasErrors(errors) && (
            <Alert color="red" variant="light" role="alert">
              {t('content.apply.fixErrors')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={toReview}>{t('content.apply.next')}</Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('content.apply.step2')}>
        <Stack gap="lg" mt="md">
          <Text fz="sm">{t('content.apply.reviewHint')}</Text>
          <ApplyReview applicant={applicant.name} values={values} />
          {!online && (
            <Alert color="yellow" variant="light" role="status">
              {t('offline.needNetwork')}
            </Alert>
          )}
          {submit.isError && (
            <Alert color="red" variant="light" role="alert" title={t('content.apply.failedTitle')}>
              {isApiError(submit.error) && submit.error.kind === 'code'
                ? submit.error.message
                : t('common.loadFailed')}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)} disabled={submit.isPending}>
              {t('content.apply.edit')}
            </Button>
            <Button onClick={send} loading={submit.isPending} disabled={!online}>
              {t('content.apply.confirmSubmit')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Completed>
        <Stack align="center" gap="sm" py="xl" ta="center" role="status">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal">
            <CheckIcon size={34} />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            {t('content.apply.successTitle')}
          </Text>
          <Text c="dark.6">{t('content.apply.successBody', { id: submit.data?.id ?? '' })}</Text>
          <Group justify="center" mt="xs">
            {submit.data && (
              <ButtonLink to="/applyDetail" search={{ id: submit.data.id }}>
                {t('content.apply.viewRecord')}
              </ButtonLink>
            )}
            <Button component={Link} to="/policyList" variant="default">
              {t('content.apply.morePolicies')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Completed>
    </Stepper>
  );
}
