// The region completion's form, for the full page and the dialog alike: county then street, the street code is
// what gets saved, and quick clicks within the debounce make one call (docs/product.md#region-completion). Each
// caller brings its own words (rules) and what happens once it is saved.
import { useDebouncedCallback } from '@mantine/hooks';
import { REGION_SUBMIT_DEBOUNCE_MS, useSaveRegion } from '../../../shared/api/region-queries';
import type { FormRules } from '../../../shared/forms/field-rules';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import type { RegionValue } from '../../../shared/ui/region-picker';

export function useRegionForm(
  rules: FormRules<RegionValue, keyof RegionValue>,
  onSaved: (streetCode: string) => unknown,
) {
  const save = useSaveRegion(onSaved);
  const { form, fill, clear, error, register, onSubmit, pending } = useFieldForm<
    RegionValue,
    keyof RegionValue
  >({ county: '', street: '' }, rules);
  const submit = useDebouncedCallback(
    onSubmit((region) => save.mutateAsync(region.street)),
    REGION_SUBMIT_DEBOUNCE_MS,
  );
  /** RegionPicker's props: the values, a message per select, each cleared as its select changes */
  const picker = {
    value: form,
    onChange: (next: RegionValue) => {
      if (next.county !== form.county) clear('county');
      if (next.street !== form.street) clear('street');
      fill(next);
    },
    register,
    countyError: error('county'),
    streetError: error('street'),
  };
  return { picker, submit, pending, save };
}
