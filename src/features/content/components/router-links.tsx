// Mantine Anchor and Button as typed router links (to/search checked against the route tree).
import { forwardRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

const AnchorBase = forwardRef<HTMLAnchorElement, Omit<AnchorProps, 'href'> & { children?: React.ReactNode }>(
  (props, ref) => <Anchor ref={ref} {...props} />,
);
AnchorBase.displayName = 'AnchorBase';

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonBase.displayName = 'ButtonBase';

const CreatedAnchor = createLink(AnchorBase);
const CreatedButton = createLink(ButtonBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchor preload="intent" {...props} />
);
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButton preload="intent" {...props} />
);
