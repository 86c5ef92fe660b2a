import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';

// Plain hash addresses: the site map lists URLs and must not depend on other screens' search schemas.
const SECTIONS: { title: MessageKey; links: [MessageKey, string][] }[] = [
  {
    title: 'content.sitemap.services',
    links: [
      ['nav.home', '#/indexHome'],
      ['nav.directPayment', '#/policyList'],
      ['content.sitemap.questionnaire', '#/questionnaire'],
      ['header.declarationGuide', '#/declarationGuide'],
      ['nav.compilation', '#/compilationPolicy'],
      ['content.overview.title', '#/overviewDetail'],
    ],
  },
  {
    title: 'content.sitemap.announcements',
    links: [
      ['nav.prizePublicity', '#/prizePublicity'],
      ['nav.prizeNotice', '#/prizeNotice'],
      ['nav.news', '#/newsList'],
    ],
  },
  {
    title: 'user.centre',
    links: [
      ['user.enterpriseInfo', '#/enterprise/enterpriseInfo'],
      ['user.personInfo', '#/enterprise/personInfo'],
      ['user.myApply', '#/enterprise/myApply'],
      ['user.myEnjoyPolicy', '#/enterprise/myEnjoyPolicy'],
      ['user.myUrge', '#/enterprise/myUrgeHandling'],
      ['user.myConsult', '#/enterprise/myConsult'],
      ['user.myMessage', '#/enterprise/myMessage'],
      ['user.enterpriseProject', '#/enterprise/enterpriseProject'],
      ['user.savedPolicies', '#/savedPolicies'],
    ],
  },
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
