// The phone's menu drawer: Mantine's Drawer (with its scroll area and scroll lock) is not part of the
// first screen; site-header.tsx loads this on the first tap of the menu button.
import { Drawer } from '@mantine/core';
import '../../shared/ui/dialog-styles';
import type { ReactNode } from 'react';

export function HeaderDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={props.title} size="xs" position="right">
      {props.children}
    </Drawer>
  );
}
