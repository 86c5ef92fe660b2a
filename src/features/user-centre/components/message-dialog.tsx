// One message of 我的消息, opened from the list: its whole text and a way to what it is about.
import { Button, Stack, Text } from '@mantine/core';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { MessagePage } from '../api/centre-api';
import { useT } from '../../../shared/i18n/language';
import { AnchorLink } from '../../../shared/ui/router-links';
import { accountKind, useSession } from '../../../shared/auth/session';
import { allowedKinds } from '../../../shared/auth/roles';

type Message = MessagePage['records'][number];

/** The centre screen a message is about, when it has one: shown only to an account kind that may open it. */
const CENTRE_SCREEN = { apply: 'myApply', consult: 'myConsult' } as const;

function TargetLink({ target }: { target: NonNullable<Message['target']> }) {
  const t = useT();
  const kind = accountKind(useSession());
  if (target.kind === 'policy')
    return (
      <AnchorLink to="/policyDetail" search={{ id: target.id, isApply: false }}>
        {t('centre.message.viewPolicy')}
      </AnchorLink>
    );
  const screen = CENTRE_SCREEN[target.kind];
  if (kind === 4 || !allowedKinds(screen).includes(kind)) return <span />;
  if (screen === 'myConsult')
    return <AnchorLink to="/enterprise/myConsult">{t('centre.message.viewConsult')}</AnchorLink>;
  return <AnchorLink to="/enterprise/myApply">{t('centre.message.viewApply')}</AnchorLink>;
}

export function MessageDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const t = useT();
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={message.title}
      size="md"
      footerAside={message.target ? <TargetLink target={message.target} /> : <span />}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Stack gap="sm">
        <Text size="xs" c="dark.5">
          {t('centre.message.time')}
          {message.createTime}
        </Text>
        <Text>{message.content}</Text>
      </Stack>
    </FormDialog>
  );
}
