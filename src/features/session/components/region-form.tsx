import { Alert, Button, Group, Stack } from '@mantine/core';
import { isApiError } from '../../../shared/api/api-error';
import { countyChoiceSchema } from '../../../shared/api/schemas/centre-bodies';
import { bodyRules } from '../../../shared/forms/body-rules';
import { allRules, onlyErrors } from '../../../shared/forms/field-rules';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { RegionPicker, type RegionValue } from '../../../shared/ui/region-picker';
import { useRegionForm } from '../lib/use-region-form';

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
  const { picker, submit, pending, save } = useRegionForm(rules, onSaved);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (online) submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <RegionPicker {...picker} />
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
