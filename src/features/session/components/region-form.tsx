import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { isApiError } from '../../../shared/api/api-error';
import { REGION_SUBMIT_DEBOUNCE_MS, useSaveRegion } from '../../../shared/api/region-queries';
import { countyChoiceSchema } from '../../../shared/api/schemas/centre-bodies';
import { bodyRules } from '../../../shared/forms/body-rules';
import { allRules, onlyErrors } from '../../../shared/forms/field-rules';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { RegionPicker, type RegionValue } from '../../../shared/ui/region-picker';

/** the page's words: the county first, then the street (countyInfo's body says the street's) */
const rules = allRules<RegionValue, keyof RegionValue>(
  (region) =>
    onlyErrors({
      county: region.county ? undefined : 'content.region.needCounty',
      street: region.county && !region.street ? 'content.region.needStreet' : undefined,
    }),
  bodyRules(countyChoiceSchema, {
    body: (region: RegionValue) => ({ countyCode: region.street }),
    messages: ['content.region.needStreet'],
    fieldOf: { countyCode: 'street' },
  }),
);

/** The full-page region form; the street code is what gets saved. */
export function RegionForm({ onSaved }: { onSaved: (streetCode: string) => void }) {
  const t = useT();
  const online = useOnline();
  const save = useSaveRegion(onSaved);
  const { form, fill, clear, error, register, onSubmit, pending } = useFieldForm<
    RegionValue,
    keyof RegionValue
  >({ county: '', street: '' }, rules);
  // quick clicks within the debounce make one call (docs/product.md#region-completion)
  const submit = useDebouncedCallback(
    onSubmit((region) => save.mutateAsync(region.street)),
    REGION_SUBMIT_DEBOUNCE_MS,
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (online) submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <RegionPicker
          value={form}
          onChange={(next) => {
            if (next.county !== form.county) clear('county');
            if (next.street !== form.street) clear('street');
            fill(next);
          }}
          register={register}
          countyError={error('county')}
          streetError={error('street')}
        />
        {!online && (
          <Alert color="yellow" variant="light" role="status">
            {t('offline.needNetwork')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(save.error) && save.error.kind === 'code'
              ? save.error.message
              : t('common.loadFailed')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending} disabled={!online}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
