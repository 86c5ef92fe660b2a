import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { useSaveProject } from '../api/centre-mutations';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { allRules } from '../../../shared/forms/field-rules';
import { bodyRules } from '../../../shared/forms/body-rules';
import { projectInputSchema } from '../../../shared/api/schemas/centre-bodies';
import {
  investmentWan,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  validateProjectForm,
  type ProjectForm,
} from '../lib/validators';
import { CentrePage } from '../components/centre-page';
import { EnterpriseTypeSelect } from '../components/enterprise-type-select';
import '@mantine/core/styles/NumberInput.layer.css';
import classes from '../components/centre-form.module.css';
import { OfflineNote } from '../components/offline-note';

const EMPTY: ProjectForm = {
  projectName: '',
  investment: '',
  startDate: '',
  enterpriseType: [],
  description: '',
};

export function AddProjectPage() {
  const t = useT();
  const online = useOnline();
  const navigate = useNavigate();
  const mutation = useSaveProject();
  const [typeLabels, setTypeLabels] = useState<string[]>([]);
  /** project/save's body from the form */
  const bodyOf = (form: ProjectForm) => ({
    projectName: form.projectName.trim(),
    investment: Math.round((investmentWan(form.investment) ?? 0) * 10000),
    startDate: form.startDate.trim(),
    enterpriseType: form.enterpriseType[form.enterpriseType.length - 1] ?? '',
    enterpriseTypeName: typeLabels.join(' / '),
    description: form.description.trim(),
  });
  const {
    form,
    update,
    error: err,
    register,
    textField,
    onSubmit,
    pending,
  } = useFieldForm<ProjectForm>(
    EMPTY,
    allRules(
      validateProjectForm,
      bodyRules(projectInputSchema, { body: bodyOf, messages: ['centre.project.nameRequired'] }),
    ),
  );

  const submit = onSubmit((values) =>
    mutation.mutateAsync(bodyOf(values)).then(() => {
      notifications.show({ color: 'green', message: t('centre.project.saved') });
      void navigate({ to: '/enterprise/enterpriseProject', search: { page: 1, pageSize: 10 } });
    }),
  );

  return (
    <CentrePage title={t('centre.project.addTitle')} intro={t('centre.project.addIntro')}>
      <form onSubmit={submit} noValidate className={classes.form}>
        <Stack gap="md" maw={640}>
          <TextInput
            {...textField('projectName')}
            label={t('centre.project.name')}
            withAsterisk
            maxLength={PROJECT_NAME_MAX + 20}
            description={t('centre.charCount', { n: form.projectName.trim().length, max: PROJECT_NAME_MAX })}
          />
          <NumberInput
            {...register('investment')}
            label={t('centre.project.investmentLabel')}
            withAsterisk
            value={form.investment}
            onChange={(v) => update('investment', v)}
            decimalScale={4}
            allowNegative={false}
            hideControls
            thousandSeparator=","
            rightSection={
              <Text size="sm" c="dark.5">
                {t('common.tenThousandYuan')}
              </Text>
            }
            rightSectionWidth={64}
            error={err('investment')}
          />
          <TextInput
            {...textField('startDate')}
            type="date"
            label={t('centre.project.startDate')}
            withAsterisk
          />
          <div {...register('enterpriseType')}>
            <EnterpriseTypeSelect
              value={form.enterpriseType}
              onChange={(path, labels) => {
                update('enterpriseType', path);
                setTypeLabels(labels);
              }}
              error={err('enterpriseType')}
            />
          </div>
          <Textarea
            {...textField('description')}
            label={t('centre.project.description')}
            autosize
            minRows={4}
            maxRows={10}
            description={t('centre.charCount', {
              n: form.description.trim().length,
              max: PROJECT_DESCRIPTION_MAX,
            })}
          />
          <OfflineNote />
          <Group>
            <Button type="submit" loading={pending} disabled={!online}>
              {t('centre.project.submit')}
            </Button>
            <Button component={Link} to="/enterprise/enterpriseProject" variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </CentrePage>
  );
}
