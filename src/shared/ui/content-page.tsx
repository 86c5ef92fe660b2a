import type { ReactNode } from 'react';
import { Anchor, Box, Breadcrumbs, Container, Paper, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '../i18n/language';
import { usePageTitle } from '../a11y/page-title';
import './content-styles';
import classes from './content-page.module.css';

export interface Crumb {
  label: string;
  to?: LinkProps['to'];
}

interface ContentPageProps {
  title: string;
  /** "zh-CN" when the title is server-sent Chinese (a news headline), so it is marked in English mode */
  titleLang?: string;
  /** crumbs between home and this page */
  crumbs?: Crumb[];
  lead?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/** The frame of every content screen: breadcrumbs, the one h1 (the document title's name too), then a white panel. */
export function ContentPage({
  title,
  titleLang,
  crumbs = [],
  lead,
  children,
  size = 'lg',
}: ContentPageProps) {
  const t = useT();
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Box component="nav" aria-label={t('content.breadcrumbs')} className={classes.crumbs}>
        <Breadcrumbs separator="›" separatorMargin={6} classNames={{ root: classes.crumbList }}>
          <Anchor component={Link} to="/indexHome" fz="sm" c="dark.6">
            {t('nav.home')}
          </Anchor>
          {crumbs.map((c) =>
            c.to ? (
              <Anchor key={c.label} component={Link} to={c.to} fz="sm" c="dark.6">
                {c.label}
              </Anchor>
            ) : (
              <Text key={c.label} fz="sm" c="dark.6" span>
                {c.label}
              </Text>
            ),
          )}
          <Text fz="sm" c="gov.8" fw={500} span aria-current="page" lang={titleLang}>
            {title}
          </Text>
        </Breadcrumbs>
      </Box>
      <Paper className={classes.panel} p={{ base: 'md', sm: 'xl' }} radius="md" shadow="xs">
        <Title order={1} className={classes.title} lang={titleLang}>
          {title}
        </Title>
        {lead && (
          <Text c="dark.6" mt="xs" fz="sm">
            {lead}
          </Text>
        )}
        <Box mt="lg">{children}</Box>
      </Paper>
    </Container>
  );
}
