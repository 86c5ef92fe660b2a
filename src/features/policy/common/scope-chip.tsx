import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { countyByCode } from '../../../shared/config/city';
import { useLang, useT } from '../../../shared/i18n/language';
import classes from './scope-chip.module.css';

/** Says which county scope home and the list show (that county and the city-wide policies) and removes it. */
export function ScopeChip({
  countyCode,
  onClear,
  badCounty = false,
}: {
  countyCode: string | undefined;
  onClear: () => void;
  /** the address named a county the city does not have */
  badCounty?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const county = countyByCode(countyCode);
  const name = county ? (lang === 'en' ? county.nameEn : county.name) : '';
  // the city itself has no "+ 全市"
  const scope = county?.code === '350501' ? name : t('scope.chip', { name });
  return (
    <>
      {badCounty && (
        <Alert color="yellow" variant="light" py="xs" data-testid="scope-note">
          {/* what is really shown: the scope kept from before, or every area */}
          {county ? t('scope.badCountyShown', { scope }) : t('scope.badCountyAll')}
        </Alert>
      )}
      {county && (
        <Group gap="xs" align="center" data-testid="scope-chip">
          <Text component="span" fz="sm" c="dark.6">
            {t('scope.label')}
          </Text>
          <span className={classes.pill}>
            {scope}
            <CloseButton
              size="sm"
              radius="xl"
              className={classes.remove}
              aria-label={t('scope.clear', { name })}
              onClick={onClear}
            />
          </span>
        </Group>
      )}
    </>
  );
}
