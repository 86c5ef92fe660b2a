import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';
import { siteMapLinks, type SiteMapSection } from '../../../shared/config/screens';

// Plain hash addresses: the site map lists URLs and must not depend on other screens' search schemas. The
// screens come from the manifest; the site's information topics are one screen with four addresses.
const screenLinks = (section: SiteMapSection): [MessageKey, string][] =>
  siteMapLinks(section).map((l) => [l.label, `#${l.path}`]);

const SECTIONS: { title: MessageKey; links: [MessageKey, string][] }[] = [
  { title: 'content.sitemap.services', links: screenLinks('services') },
  { title: 'content.sitemap.announcements', links: screenLinks('announcements') },
  { title: 'user.centre', links: screenLinks('centre') },
  {
    title: 'content.sitemap.site',
    links: [
      ['content.info.about', '#/informationDetail?topic=about'],
      ['footer.accessibility', '#/informationDetail?topic=accessibility'],
      ['footer.privacy', '#/informationDetail?topic=privacy'],
      ['footer.sitemap', '#/informationDetail?topic=sitemap'],
    ],
  },
];

export function SiteMap() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {SECTIONS.map((section) => (
        <Paper key={section.title} withBorder radius="sm" p="md" component="section">
          <Title order={2} fz="md" mb="sm" c="gov.8">
            {t(section.title)}
          </Title>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {section.links.map(([label, href]) => (
              <li key={href}>
                <Anchor href={href} fz="sm">
                  {t(label)}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
