import { Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { city } from '../../shared/config/city';
import { useLang, useT } from '../../shared/i18n/language';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const t = useT();
  const lang = useLang();
  const f = city.footer;
  return (
    <footer className={classes.footer} data-noprint>
      <Container size="xl">
        <Group gap="lg" justify="center" className={classes.links}>
          <Link to="/informationDetail" search={{ topic: 'accessibility' }} className={classes.link}>
            {t('footer.accessibility')}
          </Link>
          <Link to="/informationDetail" search={{ topic: 'privacy' }} className={classes.link}>
            {t('footer.privacy')}
          </Link>
          <Link to="/informationDetail" search={{ topic: 'sitemap' }} className={classes.link}>
            {t('footer.sitemap')}
          </Link>
        </Group>
        <Stack gap={4} align="center" ta="center" fz="sm">
          <Text inherit>
            {t('footer.organiser')}：{f.organiser[lang]}　{t('footer.contractor')}：{f.contractor[lang]}
          </Text>
          <Text inherit>
            {t('footer.address')}：{f.address[lang]}　{t('footer.contact')}：{f.phone}　{t('footer.email')}：
            {f.email}
          </Text>
          <Text inherit>
            {t('footer.siteCode')}：{f.siteCode}　{t('footer.filing')}：{f.filing}　
            {t('footer.publicSecurity')}：{f.publicSecurityFiling}
          </Text>
          <Text inherit c="gray.3">
            {t('footer.bestViewed')}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
