import { Alert } from '@mantine/core';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/language';

/** Why a submit did not go through: the server's own (Chinese) words, or the generic message. */
export function SubmitFailure({ error, title }: { error: Error | null; title: string }) {
  const t = useT();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {isApiError(error) && error.kind === 'code' ? (
        <span lang="zh-CN">{error.message}</span>
      ) : (
        t('common.loadFailed')
      )}
    </Alert>
  );
}
