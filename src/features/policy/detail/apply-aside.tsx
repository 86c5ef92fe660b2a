// The detail pages' side box: a headed section with the page's own panel (申报 or 免申即享 receive), then the
// ways to keep track of the policy (calendar file, on-device reminder, 保存到本机).
import type { ReactNode, Ref } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import type { PolicyDetail } from '../../../shared/api/contract';
import { KeepTrackActions } from './calendar-button';
import classes from './policy-detail-page.module.css';
import sectionClasses from './detail-sections.module.css';

interface ApplyAsideProps {
  headingId: string;
  title: string;
  policy: PolicyDetail;
  /** the page's own panel, above the keep-track actions */
  panel: ReactNode;
  /** shown between the heading and the panel */
  children?: ReactNode;
  /** arriving from 一键申报: the box is outlined */
  highlight?: boolean;
  deviceReminder?: (policy: PolicyDetail) => ReactNode;
  actions?: (policy: PolicyDetail) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function ApplyAside(props: ApplyAsideProps) {
  const { headingId, title, policy, panel, children, highlight, deviceReminder, actions, ref } = props;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={headingId}
      radius="md"
      className={classes.apply}
      data-highlight={highlight || undefined}
    >
      <Title order={2} id={headingId} className={sectionClasses.heading}>
        {title}
      </Title>
      {children}
      <Stack gap="sm">
        {panel}
        <KeepTrackActions policy={policy} deviceReminder={deviceReminder} actions={actions} />
      </Stack>
    </Paper>
  );
}
