import { Checkbox, Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { CONTACT_MAX, DESCRIPTION_MAX, type ApplyErrors, type ApplyValues } from '../api/apply-validation';

interface ApplyFormProps {
  applicant: { name: string; code?: string };
  values: ApplyValues;
  errors: ApplyErrors;
  materials: string[];
  onChange: (patch: Partial<ApplyValues>) => void;
}

export function ApplyForm({ applicant, values, errors, materials, onChange }: ApplyFormProps) {
  const t = useT();
  const err = (k: keyof ApplyValues) => (errors[k] ? t(errors[k]) : undefined);
  return (
    <Stack gap="lg">
      <Fieldset legend={t('content.apply.applicantSection')} radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('content.apply.applicant')} value={applicant.name} readOnly variant="filled" />
          {applicant.code && (
            <TextInput
              label={t('content.apply.creditCode')}
              value={applicant.code}
              readOnly
              variant="filled"
            />
          )}
          <TextInput
            label={t('content.apply.contactName')}
            required
            maxLength={CONTACT_MAX}
            value={values.contactName}
            error={err('contactName')}
            onChange={(e) => onChange({ contactName: e.currentTarget.value })}
            autoComplete="name"
          />
          <TextInput
            label={t('content.apply.contactPhone')}
            required
            type="tel"
            maxLength={14}
            value={values.contactPhone}
            error={err('contactPhone')}
            onChange={(e) => onChange({ contactPhone: e.currentTarget.value })}
            autoComplete="tel"
            inputMode="tel"
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('content.apply.itemsSection')} radius="sm">
        <Stack gap="md">
          <Textarea
            label={t('content.apply.description')}
            description={t('content.apply.descriptionHint', { max: DESCRIPTION_MAX })}
            required
            autosize
            minRows={4}
            maxLength={DESCRIPTION_MAX}
            value={values.description}
            error={err('description')}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
          {materials.length > 0 && (
            <Checkbox.Group
              label={t('content.apply.materials')}
              description={t('content.apply.materialsHint')}
              value={values.materials}
              onChange={(materials) => onChange({ materials })}
              error={err('materials')}
              withAsterisk
            >
              <Stack gap={8} mt="xs">
                {materials.map((m) => (
                  <Checkbox key={m} value={m} label={m} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Stack>
      </Fieldset>
      <div>
        <Checkbox
          checked={values.promise}
          onChange={(e) => onChange({ promise: e.currentTarget.checked })}
          label={t('content.apply.promise')}
          error={err('promise')}
        />
        <Text fz="xs" c="dark.5" mt={6}>
          {t('content.apply.privacyNote')}
        </Text>
      </div>
    </Stack>
  );
}
