// Mantine Anchor and Button as typed router links (TanStack's createLink), so search params are checked.
import { forwardRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

const AnchorBase = forwardRef<
  HTMLAnchorElement,
  Omit<AnchorProps, 'href'> & React.ComponentPropsWithoutRef<'a'>
>((props, ref) => <Anchor ref={ref} {...props} />);
AnchorBase.displayName = 'AnchorBase';
const CreatedAnchorLink = createLink(AnchorBase);
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

const ButtonBase = forwardRef<
  HTMLAnchorElement,
  Omit<ButtonProps, 'href'> & React.ComponentPropsWithoutRef<'a'>
>((props, ref) => <Button ref={ref} component="a" {...props} />);
ButtonBase.displayName = 'ButtonBase';
const CreatedButtonLink = createLink(ButtonBase);
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
