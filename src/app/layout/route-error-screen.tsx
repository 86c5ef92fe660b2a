import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/language';
import { forgetRestoredData } from '../../shared/offline/restored-data';

export function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const t = useT();
  const queryClient = useQueryClient();
  // 重试 does not rebuild the screen from the same device data that may have broken it
  const retry = () => {
    forgetRestoredData(queryClient);
    reset();
  };
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} fz={26}>
          {t('error.title')}
        </Title>
        <Text c="dark.6">{t('error.body')}</Text>
        <Group>
          <Button onClick={retry}>{t('common.retry')}</Button>
          <Button component={Link} to="/indexHome" variant="default">
            {t('common.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
