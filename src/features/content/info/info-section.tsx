import type { ReactNode } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { city } from '../../../shared/config/city';
import { useT } from '../../../shared/i18n/language';

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg" c="dark.8">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" lh={1.8} c="dark.7">
      {children}
    </Text>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <List size="sm" spacing={6} c="dark.7" withPadding>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The site's e-mail address, as a mail link. */
export function SiteEmail() {
  return (
    <Anchor inherit href={`mailto:${city.footer.email}`}>
      {city.footer.email}
    </Anchor>
  );
}

/** The site's contact line: phone and e-mail, both as links. */
export function ContactLine() {
  const t = useT();
  return (
    <Para>
      {t('footer.contact')}：
      <Anchor inherit href={`tel:${city.footer.phone}`}>
        {city.footer.phone}
      </Anchor>
      　{t('footer.email')}：
      <SiteEmail />
    </Para>
  );
}
