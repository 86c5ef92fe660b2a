import { Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLang, useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { city } from '../../../shared/config/city';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { allRules } from '../../../shared/forms/field-rules';
import { bodyRules } from '../../../shared/forms/body-rules';
import { personInfoInputSchema } from '../../../shared/api/schemas/centre-bodies';
import type { PersonInfoInput } from '../api/centre-api';
import { ADDRESS_MAX, CONTACT_PREFERENCES, validatePersonForm, type PersonForm } from '../lib/validators';
import { PREFERENCE_LABELS } from '../lib/format';
import classes from './centre-form.module.css';
import { OfflineNote } from './offline-note';

interface Props {
  initial: PersonForm;
  /** the checked form, as personal/save's body; the form stays pending until the promise settles */
  onSave: (body: PersonInfoInput) => Promise<unknown>;
}

/** personal/save's body from the form */
const bodyOf = (form: PersonForm): PersonInfoInput => ({
  address: form.address.trim(),
  countyCode: form.countyCode,
  contactPreference: CONTACT_PREFERENCES.find((p) => p === form.contactPreference),
});

export function PersonFormFields({ initial, onSave }: Props) {
  const t = useT();
  const lang = useLang();
  const online = useOnline();
  const {
    form,
    update,
    error: err,
    register,
    textField,
    onSubmit,
    pending,
  } = useFieldForm(
    initial,
    allRules(validatePersonForm, bodyRules(personInfoInputSchema, { body: bodyOf, messages: [] })),
  );
  const submit = onSubmit((values) => onSave(bodyOf(values)));

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <Stack gap="md" maw={640}>
        <NativeSelect
          {...register('countyCode')}
          label={t('centre.person.county')}
          withAsterisk
          value={form.countyCode}
          onChange={(e) => update('countyCode', e.currentTarget.value)}
          data={[
            { value: '', label: t('centre.person.countyPlaceholder') },
            ...city.counties.map((c) => ({ value: c.code, label: lang === 'en' ? c.nameEn : c.name })),
          ]}
          error={err('countyCode')}
        />
        <TextInput
          {...textField('address')}
          label={t('centre.person.address')}
          withAsterisk
          placeholder={t('centre.person.addressPlaceholder')}
          maxLength={ADDRESS_MAX + 20}
          description={t('centre.charCount', { n: form.address.trim().length, max: ADDRESS_MAX })}
        />
        <Radio.Group
          {...register('contactPreference')}
          label={t('centre.person.preference')}
          description={t('centre.person.preferenceHint')}
          withAsterisk
          value={form.contactPreference}
          onChange={(v) => update('contactPreference', v)}
          error={err('contactPreference')}
        >
          <Group mt="xs" gap="lg">
            {CONTACT_PREFERENCES.map((p) => (
              <Radio key={p} value={p} label={t(PREFERENCE_LABELS[p] ?? 'centre.person.prefSms')} />
            ))}
          </Group>
        </Radio.Group>
        <OfflineNote />
        <Group>
          <Button type="submit" loading={pending} disabled={!online}>
            {t('common.save')}
          </Button>
          <Button component={Link} to="/enterprise/personInfo" variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
