import { Button, Group } from '@mantine/core';
import { setLanguage, useLang, useT } from '../../shared/i18n/language';
import type { Lang } from '../../shared/i18n/types';

export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  const options: { value: Lang; label: string; htmlLang: string }[] = [
    { value: 'zh-CN', label: t('lang.zh'), htmlLang: 'zh-CN' },
    { value: 'en', label: t('lang.en'), htmlLang: 'en' },
  ];
  return (
    <Group gap={0} role="group" aria-label={t('header.language')}>
      {options.map((o) => (
        <Button
          key={o.value}
          size="compact-sm"
          h={30}
          variant={lang === o.value ? 'filled' : 'white'}
          color={lang === o.value ? 'gov' : 'dark'}
          aria-pressed={lang === o.value}
          lang={o.htmlLang}
          onClick={() => void setLanguage(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}
