// The one side drawer (the phone's menu): Mantine's Drawer, with its scroll area and scroll lock, is not
// part of any first screen; its user loads this module on the first tap that opens it. Like the dialogs,
// it traps focus, returns it, closes on Escape, and names its close button.
import { Drawer } from '@mantine/core';
import './dialog-styles';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language';
import { useReturnFocus } from './use-return-focus';

export function SideDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  useReturnFocus(props.opened);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.children}
    </Drawer>
  );
}
