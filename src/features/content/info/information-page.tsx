import { Grid, NavLink, Stack } from '@mantine/core';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';
import { INFO_TOPICS, type InfoTopic } from './info-search';
import { ContentPage } from '../../../shared/ui/content-page';
import { AboutSite } from './about-site';
import { AccessibilityStatement } from './accessibility-statement';
import { PrivacyStatement } from './privacy-statement';
import { SiteMap } from './site-map';

const TITLES: Record<InfoTopic, MessageKey> = {
  accessibility: 'footer.accessibility',
  privacy: 'footer.privacy',
  sitemap: 'footer.sitemap',
  about: 'content.info.about',
};

const BODIES: Record<InfoTopic, () => React.ReactNode> = {
  accessibility: () => <AccessibilityStatement />,
  privacy: () => <PrivacyStatement />,
  sitemap: () => <SiteMap />,
  about: () => <AboutSite />,
};

export function InformationPage({ topic }: { topic: InfoTopic }) {
  const t = useT();
  return (
    <ContentPage title={t(TITLES[topic])} crumbs={[{ label: t('content.info.section') }]}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <nav aria-label={t('content.info.section')}>
            {INFO_TOPICS.map((k) => (
              <NavLink
                key={k}
                component="a"
                href={`#/informationDetail?topic=${k}`}
                label={t(TITLES[k])}
                active={k === topic}
                aria-current={k === topic ? 'page' : undefined}
                variant="light"
              />
            ))}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="xl">{BODIES[topic]()}</Stack>
        </Grid.Col>
      </Grid>
    </ContentPage>
  );
}
