import { NativeSelect } from '@mantine/core';
import { city } from '../../../shared/config/city';
import { useLang, useT } from '../../../shared/i18n/language';

/** County filter over the city config; "" means every county. */
export function CountySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <NativeSelect
      label={t('content.county')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: '', label: t('content.allCounties') },
        ...city.counties.map((c) => ({ value: c.code, label: lang === 'en' ? c.nameEn : c.name })),
      ]}
      style={{ flex: '1 1 180px', maxWidth: 320 }}
    />
  );
}

export function countyLabel(code: string, lang: string): string {
  const county = city.counties.find((c) => c.code === code);
  if (!county) return '—';
  return lang === 'en' ? county.nameEn : county.name;
}
