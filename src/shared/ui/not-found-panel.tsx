import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '../i18n/language';
import { FileIcon } from './icons';
import classes from './not-found-panel.module.css';

export interface NotFoundLink {
  to: LinkProps['to'];
  label: string;
}

interface NotFoundPanelProps {
  title: string;
  body: string;
  /** the main way onward */
  back: NotFoundLink;
  /** also offer the home page (the default) */
  withHome?: boolean;
  /** 1 when the panel stands in for the whole screen, 2 inside a page that has its own h1 */
  titleOrder?: 1 | 2;
}

/** An unknown page, record or id: say so plainly and offer the ways onward. */
export function NotFoundPanel({ title, body, back, withHome = true, titleOrder = 1 }: NotFoundPanelProps) {
  const t = useT();
  const links = withHome ? [back, { to: '/indexHome' as const, label: t('common.home') }] : [back];
  return (
    <Paper radius="md" className={classes.panel} role="status">
      <Stack align="center" gap="md" ta="center">
        <span className={classes.icon} aria-hidden>
          <FileIcon size={44} />
        </span>
        <Title order={titleOrder} fz={titleOrder === 1 ? 26 : 20}>
          {title}
        </Title>
        <Text c="dark.6" maw={520}>
          {body}
        </Text>
        <Group justify="center">
          {links.map((link, i) => (
            <Button
              key={String(link.to)}
              component={Link}
              to={link.to}
              variant={i === 0 ? 'filled' : 'default'}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
