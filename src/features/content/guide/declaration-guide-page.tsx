import type { ReactNode } from 'react';
import {
  Accordion,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QueryBody } from '../../../shared/ui/query-body';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { city } from '../../../shared/config/city';
import { labelColon } from '../../../shared/format/dates';
import { NoWrap } from '../../../shared/ui/no-wrap';
import { useLang, useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { guideQueries } from './guide-queries';
import type { GuideAudience } from './guide-api';
import { ContentPage } from '../../../shared/ui/content-page';
import { GuidePanel } from './guide-panel';
import type { SearchProps } from '../../../shared/routing/search-props';

const FAQ_COUNT = 5;

/** The audience shown, kept in the address by the route file. */
type DeclarationGuidePageProps = SearchProps<{ audience: GuideAudience }>;

export function DeclarationGuidePage({ search: { audience }, onSearchChange }: DeclarationGuidePageProps) {
  const t = useT();
  const lang = useLang();
  const guides = useQuery(guideQueries.guides(audience));

  return (
    <ContentPage title={t('header.declarationGuide')} lead={t('content.guide.lead')}>
      <SegmentedControl
        value={String(audience)}
        onChange={(v) => onSearchChange({ audience: v === '2' ? 2 : 1 })}
        data={[
          { value: '1', label: t('content.guide.enterprise') },
          { value: '2', label: t('content.guide.people') },
        ]}
        aria-label={t('content.guide.audience')}
        mb="lg"
      />
      <QueryBody
        query={guides}
        rows={5}
        height={56}
        isEmpty={(data) => data.length === 0}
        empty={t('content.guide.empty')}
      >
        {(data) => (
          <Accordion key={audience} variant="separated" order={2} defaultValue={data[0]?.id} radius="sm">
            {data.map((g) => (
              <Accordion.Item key={g.id} value={g.id}>
                <Accordion.Control>
                  <Text fw={600} lang="zh-CN">
                    {g.title}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <GuidePanel guide={g} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryBody>

      <Title order={2} fz="lg" mt={40} mb="sm">
        {t('content.faq.title')}
      </Title>
      <Accordion order={3} variant="contained" radius="sm">
        {Array.from({ length: FAQ_COUNT }, (_, i) => (
          <Accordion.Item key={i} value={`faq-${i + 1}`}>
            <Accordion.Control>{t(`content.faq.q${i + 1}` as MessageKey)}</Accordion.Control>
            <Accordion.Panel>
              <Text fz="sm" c="dark.7">
                {t(`content.faq.a${i + 1}` as MessageKey)}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      <Title order={2} fz="lg" mt={40} mb="sm">
        {t('content.guide.helpTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <HelpCard title={t('content.guide.hotline')} note={t('content.guide.hours')}>
          {city.supportPhones.map((phone) => (
            <Anchor key={phone} href={`tel:${phone}`} fz="lg" fw={600} c="gov.8">
              <NoWrap>{phone}</NoWrap>
            </Anchor>
          ))}
        </HelpCard>
        <HelpCard title={t('content.guide.qq')}>
          {city.qqGroups.map((g) => (
            <Text key={g.number} fz="sm">
              {g.name[lang]}
              {labelColon(lang)}
              <NoWrap>{g.number}</NoWrap>
            </Text>
          ))}
        </HelpCard>
      </SimpleGrid>
      <Group mt="lg">
        <Button component={Link} to="/policyList">
          {t('content.guide.findPolicies')}
        </Button>
        <Button component={Link} to="/compilationPolicy" variant="default">
          {t('nav.compilation')}
        </Button>
      </Group>
    </ContentPage>
  );
}

/** One way to reach the help desk: what it is, the numbers or groups, and when it answers. */
function HelpCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Text fz="sm" c="dark.6" mb={6}>
        {title}
      </Text>
      <Stack gap={4}>{children}</Stack>
      {note && (
        <Text fz="xs" c="dark.5" mt={6}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
