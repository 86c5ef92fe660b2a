import { Alert, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { FormDialog } from '../../shared/ui/form-dialog';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { accountKind, useSession } from '../../shared/auth/session';
import { useT } from '../../shared/i18n/language';
import classes from './quick-match-dialog.module.css';

export function QuickMatchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const kind = accountKind(useSession());
  const [refused, setRefused] = useState(false);

  const people = () => {
    if (kind === 2) {
      setRefused(true);
      return;
    }
    onClose();
    void navigate({ to: '/questionnaire' });
  };
  const enterprise = () => {
    onClose();
    void navigate({ to: '/enterpriseMatching' });
  };
  const ai = () => {
    window.open('#/platformTtransit?systemCode=aiAssistant', '_blank', 'noopener');
    onClose();
  };

  return (
    <FormDialog opened={opened} onClose={onClose} title={t('quick.title')}>
      {refused && (
        <Alert color="orange" mb="md" role="alert">
          {t('match.enterpriseRefused')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Choice title={t('quick.ai')} hint={t('quick.aiHint')} onClick={ai} />
        <Choice title={t('quick.people')} hint={t('quick.peopleHint')} onClick={people} />
        <Choice title={t('quick.enterprise')} hint={t('quick.enterpriseHint')} onClick={enterprise} />
      </SimpleGrid>
    </FormDialog>
  );
}

function Choice({ title, hint, onClick }: { title: string; hint: string; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.choice} onClick={onClick}>
      <Text fw={700} c="gov.8" fz="lg">
        {title}
      </Text>
      <Text size="sm" c="dark.6" mt={6}>
        {hint}
      </Text>
    </UnstyledButton>
  );
}
