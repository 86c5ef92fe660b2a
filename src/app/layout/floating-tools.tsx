import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/language';
import classes from './floating-tools.module.css';

// dialogs and the QR code are not needed for the first paint
const QuickMatchDialog = lazy(() =>
  import('./quick-match-dialog').then((m) => ({ default: m.QuickMatchDialog })),
);
const ConsultEntry = lazy(() =>
  import('../../features/consult/components/consult-dialog').then((m) => ({ default: m.ConsultDialog })),
);
const AppQrPanel = lazy(() => import('./app-qr-panel').then((m) => ({ default: m.AppQrPanel })));
const QqGroupsPanel = lazy(() => import('./qq-groups-panel').then((m) => ({ default: m.QqGroupsPanel })));

type Open = 'quick' | 'consult' | null;

export function FloatingTools() {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [scroll, scrollTo] = useWindowScroll();
  // on phones the rail folds into one button so it does not cover the page
  const phone = useMediaQuery('(max-width: 48em)', false);
  const [expanded, setExpanded] = useState(false);
  const showTools = !phone || expanded;

  return (
    <aside className={classes.rail} aria-label={t('tools.label')}>
      {phone && (
        <ActionIcon
          className={classes.tool}
          size={48}
          variant="filled"
          color="dark"
          aria-expanded={expanded}
          aria-controls="floating-tools-list"
          aria-label={`${expanded ? t('tools.fold') : t('tools.unfold')}：${t('tools.label')}`}
          onClick={() => setExpanded((v) => !v)}
          mt={6}
          style={{ order: 2 }}
        >
          <span aria-hidden className={classes.short} style={{ display: 'inline' }}>
            {expanded ? t('tools.fold') : t('tools.unfold')}
          </span>
        </ActionIcon>
      )}
      {showTools && (
        <Stack gap={6} id="floating-tools-list">
          <Tool
            label={t('tools.questionnaireHint')}
            short={t('tools.questionnaire')}
            icon="问"
            onClick={() => void navigate({ to: '/questionnaire' })}
          />
          <Tool
            label={t('tools.quickMatch')}
            short={t('tools.quickMatch')}
            icon="配"
            onClick={() => setOpen('quick')}
            haspopup
          />
          <PopoverTool label={t('tools.appTitle')} short={t('tools.app')} icon="码">
            <AppQrPanel />
          </PopoverTool>
          <PopoverTool label={t('tools.qqTitle')} short={t('tools.qq')} icon="群">
            <QqGroupsPanel />
          </PopoverTool>
          <Tool
            label={t('tools.consult')}
            short={t('tools.consult')}
            icon="询"
            onClick={() => setOpen('consult')}
            haspopup
          />
          {scroll.y > 300 && (
            <Tool
              label={t('tools.backToTop')}
              short={t('tools.backToTop')}
              icon="↑"
              onClick={() => scrollTo({ y: 0 })}
            />
          )}
        </Stack>
      )}
      <Suspense fallback={null}>
        {open === 'quick' && <QuickMatchDialog opened onClose={() => setOpen(null)} />}
        {open === 'consult' && <ConsultEntry opened onClose={() => setOpen(null)} />}
      </Suspense>
    </aside>
  );
}

function Label({ icon, short }: { icon: string; short: string }) {
  return (
    <span className={classes.label}>
      {/* drawn by CSS so it is not read as part of the button's text */}
      <span aria-hidden className={classes.glyph} data-glyph={icon} />
      <span className={classes.short}>{short}</span>
    </span>
  );
}

function Tool(props: {
  label: string;
  short: string;
  icon: string;
  onClick: () => void;
  haspopup?: boolean;
}) {
  return (
    <Tooltip label={props.label} position="left" withArrow>
      <ActionIcon
        className={classes.tool}
        size={56}
        variant="filled"
        aria-label={props.label.startsWith(props.short) ? props.label : `${props.short}：${props.label}`}
        aria-haspopup={props.haspopup ? 'dialog' : undefined}
        onClick={props.onClick}
      >
        <Label icon={props.icon} short={props.short} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A tool whose panel (QR code, QQ groups) opens beside the rail and loads on first opening. */
function PopoverTool(props: { label: string; short: string; icon: string; children: ReactNode }) {
  const t = useT();
  return (
    <Popover position="left" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          className={classes.tool}
          size={56}
          variant="filled"
          aria-label={props.label}
          aria-haspopup="dialog"
        >
          <Label icon={props.icon} short={props.short} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Text size="sm">{t('common.loading')}</Text>}>{props.children}</Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
