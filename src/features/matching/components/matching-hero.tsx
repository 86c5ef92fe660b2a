// The banner that opens a matching page: its title, what it does, and anything the page adds below.
import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import classes from './matching-hero.module.css';

export function MatchingHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Paper className={classes.hero} radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text mt="sm" className={classes.lead}>
        {lead}
      </Text>
      {children}
    </Paper>
  );
}
