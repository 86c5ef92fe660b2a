// One message of 我的消息, opened from the list: its whole text and a way to what it is about.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MessagePage } from '../api/centre-api';
import { useT } from '../../../shared/i18n/language';
import { AnchorLink } from '../../../shared/ui/router-links';

type Message = MessagePage['records'][number];

function TargetLink({ target }: { target: NonNullable<Message['target']> }) {
  const t = useT();
  if (target.kind === 'policy')
    return (
      <AnchorLink to="/policyDetail" search={{ id: target.id, isApply: false }}>
        {t('centre.message.viewPolicy')}
      </AnchorLink>
    );
  if (target.kind === 'consult')
    return <AnchorLink to="/enterprise/myConsult">{t('centre.message.viewConsult')}</AnchorLink>;
  return <AnchorLink to="/enterprise/myApply">{t('centre.message.viewApply')}</AnchorLink>;
}

export function MessageDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened
      onClose={onClose}
      title={message.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="xs" c="dark.5">
          {t('centre.message.time')}
          {message.createTime}
        </Text>
        <Text>{message.content}</Text>
        <Group justify="space-between" mt="sm">
          {message.target ? <TargetLink target={message.target} /> : <span />}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
