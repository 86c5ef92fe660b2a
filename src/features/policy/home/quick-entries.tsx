import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { BooksIcon, CoinIcon, GuideIcon, MegaphoneIcon, NewsIcon } from '../../../shared/ui/icons';
import classes from './quick-entries.module.css';

type EntryPath =
  '/declarationGuide' | '/prizePublicity' | '/prizeNotice' | '/compilationPolicy' | '/newsList';

const ENTRIES: { to: EntryPath; label: MessageKey; hint: MessageKey; icon: ReactNode; tone: string }[] = [
  {
    to: '/declarationGuide',
    label: 'header.declarationGuide',
    hint: 'home.entryGuide',
    icon: <GuideIcon />,
    tone: 'red',
  },
  {
    to: '/prizePublicity',
    label: 'nav.prizePublicity',
    hint: 'home.entryPublicity',
    icon: <MegaphoneIcon />,
    tone: 'orange',
  },
  {
    to: '/prizeNotice',
    label: 'nav.prizeNotice',
    hint: 'home.entryNotice',
    icon: <CoinIcon />,
    tone: 'gold',
  },
  {
    to: '/compilationPolicy',
    label: 'nav.compilation',
    hint: 'home.entryCompilation',
    icon: <BooksIcon />,
    tone: 'blue',
  },
  { to: '/newsList', label: 'nav.news', hint: 'home.entryNews', icon: <NewsIcon />, tone: 'teal' },
];

export function QuickEntries() {
  const t = useT();
  return (
    <Paper component="section" aria-labelledby="services-heading" radius="md" className={classes.box}>
      <Title order={2} id="services-heading" className={classes.heading}>
        {t('home.servicesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs">
        {ENTRIES.map((entry) => (
          <UnstyledButton
            key={entry.to}
            component={Link}
            to={entry.to}
            className={classes.entry}
            data-tone={entry.tone}
          >
            <span className={classes.icon}>{entry.icon}</span>
            <span className={classes.text}>
              <Text component="span" className={classes.label}>
                {t(entry.label)}
              </Text>
              <Text component="span" className={classes.hint}>
                {t(entry.hint)}
              </Text>
            </span>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
