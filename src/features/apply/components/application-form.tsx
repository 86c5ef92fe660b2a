import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ApplyContext } from '../../../shared/api/contract';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  formErrors,
  materialIssues,
  requiredMaterials,
  type FormField,
  type FormValues,
} from '../../../shared/apply/application-rules';
import { city } from '../../../shared/config/city';
import type { FieldErrors } from '../../../shared/forms/field-rules';
import { useClearWhenChanged, useFieldForm } from '../../../shared/forms/use-field-form';
import { useLang, useT } from '../../../shared/i18n/language';
import { useApplicationDraft } from '../lib/use-application-draft';
import { useSubmitApplication } from '../lib/use-submit-application';
import { ApplyConfirmDialog } from './apply-confirm-dialog';
import { ApplySuccess } from './apply-success';
import { DraftStatus } from './draft-status';
import { SubmitFailure } from './submit-failure';
import { MaterialSlots } from './material-slots';

interface Props {
  policy: { id: string; policyName?: string; materials: string[]; declareEnd?: string | undefined };
  prefill: ApplyContext['prefill'] | undefined;
}

const COUNTY_CODES = city.counties.map((c) => c.code);
/** the field of what concerns all the materials together (too many files, too many bytes) */
const MATERIALS = 'materials:all';
/** the values before the draft is read (nothing is shown or checked until then) */
const EMPTY_VALUES: FormValues = {
  contactName: '',
  contactPhone: '',
  countyCode: '',
  address: '',
  description: '',
  promise: false,
};

/** The application: prefilled from the account, one upload slot per material, saved on the device as it goes. */
export function ApplicationForm({ policy, prefill }: Props) {
  const t = useT();
  const lang = useLang();
  const d = useApplicationDraft({ id: policy.id, name: policy.policyName }, prefill);
  // a valid form is shown once more as a summary before it is sent: an application binds the applicant
  const [confirming, setConfirming] = useState(false);
  const required = requiredMaterials(policy.materials);
  const draft = d.draft;
  const sender = useSubmitApplication(draft, d.online, d.materials.allUploaded, d.discard);
  /** the applicant's fields, every required material (its files uploaded), and the application's totals */
  const rules = (values: FormValues): FieldErrors<string> => {
    const errors: FieldErrors<string> = formErrors(values, (c) => COUNTY_CODES.includes(c));
    for (const i of materialIssues(required, (m) => draft?.files[m] ?? []))
      errors[i.material ?? MATERIALS] ??= { key: i.key, params: i.params };
    for (const m of required)
      if (d.materials.failed(m)) errors[m] ??= { key: 'apply.err.materialPending', params: { name: m } };
    return errors;
  };
  // the values are the draft's, kept on the device as they change
  const form = useFieldForm<FormValues, string>(
    EMPTY_VALUES,
    rules,
    draft ? { values: draft.values, set: d.setValues } : undefined,
  );
  useClearWhenChanged(form.clear, {
    ...Object.fromEntries(required.map((m) => [m, draft?.files[m]])),
    [MATERIALS]: draft?.files,
  });
  if (sender.mutation.data) return <ApplySuccess record={sender.mutation.data} />;
  if (!draft) return null;

  const v = draft.values;
  const err = (k: FormField) => form.error(k);
  /** a text field's value, message, change and focus target, from the draft */
  const bind = (k: 'contactName' | 'contactPhone' | 'address') => form.textField(k);
  // one application at a time: a submit repeated while the first is on its way asks nothing again
  const submit = form.onSubmit(() => {
    if (!sender.mutation.isPending && !sender.queued) setConfirming(true);
  });
  const materialErrors = Object.fromEntries(
    required.flatMap((m) => {
      const said = form.error(m);
      return said ? [[m, said]] : [];
    }),
  );
  const hasProblems = Object.values(form.errors).some((e) => e !== undefined);
  const failure = sender.mutation.error;

  return (
    <form id="application-form" noValidate onSubmit={submit}>
      <Stack gap="lg">
        <DraftStatus
          restored={d.restored}
          saved={d.saved}
          device={d.device}
          changedAt={draft.savedAt}
          onServerAt={d.serverAt}
          online={d.online}
          waitingFiles={
            Object.values(draft.files)
              .flat()
              .filter((f) => f.blob && !f.fileId).length
          }
        />
        {/* it says the device keeps everything: only while it does */}
        {!d.online && (!d.device || d.device.kept === 'device') && (
          <Alert color="yellow" variant="light" role="status" data-testid="offline-note">
            {t('apply.offline')}
          </Alert>
        )}
        <Fieldset legend={t('apply.applicantSection')} radius="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {prefill?.applicantName && (
              <TextInput
                label={t('apply.applicantName')}
                value={prefill.applicantName}
                readOnly
                variant="filled"
              />
            )}
            {prefill?.creditCode && (
              <TextInput label={t('apply.creditCode')} value={prefill.creditCode} readOnly variant="filled" />
            )}
            <TextInput
              label={t('apply.contactName')}
              required
              maxLength={CONTACT_MAX}
              autoComplete="name"
              {...bind('contactName')}
            />
            <TextInput
              label={t('apply.contactPhone')}
              required
              type="tel"
              inputMode="tel"
              maxLength={14}
              autoComplete="tel"
              {...bind('contactPhone')}
            />
            <Select
              {...form.register('countyCode')}
              label={t('apply.county')}
              placeholder={t('apply.countyPlaceholder')}
              required
              data={city.counties.map((c) => ({ value: c.code, label: lang === 'en' ? c.nameEn : c.name }))}
              value={v.countyCode || null}
              error={err('countyCode')}
              onChange={(value) => form.update('countyCode', value ?? '')}
              allowDeselect={false}
            />
            <TextInput
              label={t('apply.address')}
              maxLength={ADDRESS_MAX}
              autoComplete="street-address"
              {...bind('address')}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t('apply.description')}
            description={t('apply.descriptionHint', { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX })}
            required
            autosize
            minRows={3}
            maxLength={DESCRIPTION_MAX}
            {...form.textField('description')}
          />
        </Fieldset>
        <Fieldset {...form.register(MATERIALS)} legend={t('apply.materialsSection')} radius="sm">
          <MaterialSlots
            required={required}
            files={draft.files}
            materials={d.materials}
            errors={materialErrors}
            register={form.register}
            deadline={policy.declareEnd}
          />
          {form.error(MATERIALS) && (
            <Text fz="sm" c="red.8" mt="xs">
              {form.error(MATERIALS)}
            </Text>
          )}
        </Fieldset>
        <Checkbox
          {...form.register('promise')}
          checked={v.promise}
          onChange={(e) => form.update('promise', e.currentTarget.checked)}
          label={t('apply.promise')}
          error={err('promise')}
        />
        {hasProblems && (
          <Alert color="red" variant="light" role="alert">
            {t('apply.fixErrors')}
          </Alert>
        )}
        <SubmitFailure error={failure} title={t('apply.failedTitle')} />
        {sender.queued && (
          <Text fz="sm" role="status" data-testid="submit-queued">
            {t('apply.waitingToSend')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={sender.mutation.isPending}
            disabled={sender.queued}
            data-testid="submit-application"
          >
            {t('apply.submit')}
          </Button>
        </Group>
      </Stack>
      <ApplyConfirmDialog
        opened={confirming}
        policyName={policy.policyName ?? ''}
        applicant={{ name: prefill?.applicantName, creditCode: prefill?.creditCode }}
        draft={draft}
        materials={required}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          sender.submit();
        }}
      />
    </form>
  );
}
