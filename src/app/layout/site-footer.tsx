import { Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { city } from '../../shared/config/city';
import { useLang, useT } from '../../shared/i18n/language';
import { labelColon } from '../../shared/format/dates';
import { NoWrap } from '../../shared/ui/no-wrap';
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
          <Group gap="lg" justify="center">
            <Fact label={t('footer.organiser')}>{f.organiser[lang]}</Fact>
            <Fact label={t('footer.contractor')}>{f.contractor[lang]}</Fact>
          </Group>
          <Group gap="lg" justify="center">
            <Fact label={t('footer.address')}>{f.address[lang]}</Fact>
            <Fact label={t('footer.contact')}>
              <NoWrap>{f.phone}</NoWrap>
            </Fact>
            <Fact label={t('footer.email')}>
              <NoWrap>{f.email}</NoWrap>
            </Fact>
          </Group>
          <Group gap="lg" justify="center">
            <Fact label={t('footer.siteCode')}>
              <NoWrap>{f.siteCode}</NoWrap>
            </Fact>
            {/* filing numbers are legal identifiers in Chinese (闽ICP备…), the same in every language */}
            <Fact label={t('footer.filing')}>
              <NoWrap lang="zh-CN">{f.filing}</NoWrap>
            </Fact>
            <Fact label={t('footer.publicSecurity')}>
              <NoWrap lang="zh-CN">{f.publicSecurityFiling}</NoWrap>
            </Fact>
          </Group>
          <Text inherit c="gray.3">
            {t('footer.bestViewed')}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}

/** "label：value" in Chinese, "label: value" in English. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const lang = useLang();
  return (
    <Text inherit component="span">
      {label}
      {labelColon(lang)}
      {children}
    </Text>
  );
}
