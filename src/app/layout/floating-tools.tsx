import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ActionIcon, Stack, Text } from '@mantine/core';
import { Popover, Tooltip } from '../../shared/ui/lazy-floating';
import { useNavigate } from '@tanstack/react-router';
import { useLang, useT, withMessages } from '../../shared/i18n/language';
import { labelColon } from '../../shared/format/dates';
import { accountKind, sessionStore } from '../../shared/auth/session';
import { forgetDialogForLogin, reopensAfterLogin } from '../../shared/auth/reopen-after-login';
import { useScrolledPast } from '../../shared/ui/use-scrolled-past';
import { useWideScreen } from '../../shared/ui/use-wide-screen';
import {
  ArrowUpIcon,
  ChatIcon,
  ClipboardIcon,
  GroupIcon,
  QrIcon,
  TargetIcon,
  ToolsIcon,
} from '../../shared/ui/icons';
import { usePhoneToolsSlot } from './floating-tools-slot';
import classes from './floating-tools.module.css';

// dialogs and the QR code are not needed for the first paint
const QuickMatchDialog = lazy(
  withMessages(['matching'], () =>
    import('./quick-match-dialog').then((m) => ({ default: m.QuickMatchDialog })),
  ),
);
const ConsultEntry = lazy(
  withMessages(['consult'], () =>
    import('../../features/consult/components/consult-dialog').then((m) => ({ default: m.ConsultDialog })),
  ),
);
const AppQrPanel = lazy(() => import('./app-qr-panel').then((m) => ({ default: m.AppQrPanel })));
const QqGroupsPanel = lazy(() => import('./qq-groups-panel').then((m) => ({ default: m.QqGroupsPanel })));

type Open = 'quick' | 'consult' | null;

export function FloatingTools() {
  const t = useT();
  const colon = labelColon(useLang());
  const navigate = useNavigate();
  // back from the identity page after logging in from the consultation prompt: the form opens again, once
  const [open, setOpen] = useState<Open>(() =>
    accountKind(sessionStore.get()) !== 4 && reopensAfterLogin('consult') ? 'consult' : null,
  );
  useEffect(() => {
    if (open === 'consult') forgetDialogForLogin();
  }, [open]);
  const scrolled = useScrolledPast(300);
  // on phones the rail folds into one button in the header: nothing floats over the page's text
  const phone = !useWideScreen();
  const [expanded, setExpanded] = useState(false);
  const showTools = !phone || expanded;
  const slot = usePhoneToolsSlot();
  const toggle = useRef<HTMLButtonElement>(null);

  // on a phone a chosen tool folds the list, so nothing stays open behind its dialog or the next screen;
  // the dialog takes the focus, and gives it back to the tools button (the tool itself is gone)
  const choose = (next: Exclude<Open, null>) => {
    setOpen(next);
    if (phone) setExpanded(false);
  };
  const close = () => {
    setOpen(null);
    if (phone) requestAnimationFrame(() => toggle.current?.focus());
  };

  const rail = (
    <aside className={classes.rail} aria-label={t('tools.label')} data-noprint>
      {phone && (
        <ActionIcon
          ref={toggle}
          className={classes.tool}
          size={44}
          variant="filled"
          color="gov"
          aria-expanded={expanded}
          aria-controls="floating-tools-list"
          aria-label={`${expanded ? t('tools.fold') : t('tools.unfold')}${colon}${t('tools.label')}`}
          onClick={() => setExpanded((v) => !v)}
        >
          <ToolsIcon size={22} />
        </ActionIcon>
      )}
      {showTools && (
        <Stack gap={6} id="floating-tools-list">
          <Tool
            colon={colon}
            label={t('tools.questionnaireHint')}
            short={t('tools.questionnaire')}
            icon={<ClipboardIcon />}
            onClick={() => {
              if (phone) setExpanded(false);
              void navigate({ to: '/questionnaire' });
            }}
          />
          <Tool
            colon={colon}
            label={t('tools.quickMatch')}
            short={t('tools.quickMatch')}
            icon={<TargetIcon />}
            onClick={() => choose('quick')}
            haspopup
          />
          <PopoverTool label={t('tools.appTitle')} short={t('tools.app')} icon={<QrIcon />}>
            <AppQrPanel />
          </PopoverTool>
          <PopoverTool label={t('tools.qqTitle')} short={t('tools.qq')} icon={<GroupIcon />}>
            <QqGroupsPanel />
          </PopoverTool>
          <Tool
            colon={colon}
            label={t('tools.consult')}
            short={t('tools.consult')}
            icon={<ChatIcon />}
            onClick={() => choose('consult')}
            haspopup
          />
          {scrolled && (
            <Tool
              colon={colon}
              label={t('tools.backToTop')}
              short={t('tools.backToTop')}
              icon={<ArrowUpIcon />}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            />
          )}
        </Stack>
      )}
    </aside>
  );
  // the dialogs keep their place in the tree whether the rail floats or sits in the phone's header, so turning a
  // phone or resizing a window across the breakpoint keeps what a form holds (and a captcha open over it)
  return (
    <>
      {phone ? slot && createPortal(rail, slot) : rail}
      <Suspense fallback={null}>
        {open === 'quick' && <QuickMatchDialog opened onClose={close} />}
        {open === 'consult' && <ConsultEntry opened onClose={close} />}
      </Suspense>
    </>
  );
}

function Label({ icon, short }: { icon: ReactNode; short: string }) {
  return (
    <span className={classes.label}>
      {/* the icons are aria-hidden: the button's name is its label */}
      <span className={classes.glyph}>{icon}</span>
      <span className={classes.short}>{short}</span>
    </span>
  );
}

function Tool(props: {
  label: string;
  short: string;
  icon: ReactNode;
  onClick: () => void;
  haspopup?: boolean;
  colon: string;
}) {
  return (
    <Tooltip label={props.label} position="left" withArrow>
      <ActionIcon
        className={classes.tool}
        size={56}
        variant="filled"
        aria-label={
          props.label.startsWith(props.short) ? props.label : `${props.short}${props.colon}${props.label}`
        }
        aria-haspopup={props.haspopup ? 'dialog' : undefined}
        onClick={props.onClick}
      >
        <Label icon={props.icon} short={props.short} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A tool whose panel (QR code, QQ groups) opens beside the rail and loads on first opening. */
function PopoverTool(props: { label: string; short: string; icon: ReactNode; children: ReactNode }) {
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
