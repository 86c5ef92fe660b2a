import { forwardRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type Props = Omit<AnchorProps, 'href'> & React.AnchorHTMLAttributes<HTMLAnchorElement>;

const MantineAnchor = forwardRef<HTMLAnchorElement, Props>((props, ref) => <Anchor ref={ref} {...props} />);
MantineAnchor.displayName = 'MantineAnchor';

const Created = createLink(MantineAnchor);

/** A Mantine Anchor that is a typed router link: `to` and `search` are checked against the routes. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <Created {...props} />;
