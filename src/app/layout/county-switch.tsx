import { Button } from '@mantine/core';
import { Menu } from '../../shared/ui/lazy-floating';
import { city, countyByCode } from '../../shared/config/city';
import { countyStore, useCounty } from '../../shared/storage/county';
import { useLang, useT } from '../../shared/i18n/language';

export function CountySwitch() {
  const t = useT();
  const lang = useLang();
  const current = countyByCode(useCounty()) ?? city.counties[0]!;
  const label = (c: { name: string; nameEn: string }) => (lang === 'en' ? c.nameEn : c.name);

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="white"
          color="dark"
          size="sm"
          title={t('header.countyCurrent', { name: label(current) })}
        >
          {label(current)} · {t('header.county')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {city.counties.map((county) =>
          county.externalUrl ? (
            <Menu.Item
              key={county.code}
              component="a"
              href={county.externalUrl}
              target="_blank"
              rel="noopener"
            >
              {t('header.countyExternal', { name: label(county) })}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={county.code}
              onClick={() => countyStore.set(county.code)}
              aria-current={county.code === current.code ? 'true' : undefined}
              fw={county.code === current.code ? 700 : 400}
              c={county.code === current.code ? 'gov.8' : undefined}
            >
              {label(county)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
