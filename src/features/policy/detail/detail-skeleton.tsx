import { Container, Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

export function DetailSkeleton() {
  const t = useT();
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Stack gap="md">
        <Skeleton height={16} width={240} />
        <Paper p="lg" radius="md">
          <Stack gap="sm">
            <Skeleton height={20} width={120} />
            <Skeleton height={30} width="70%" />
            <Skeleton height={56} />
          </Stack>
        </Paper>
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={360} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={180} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
