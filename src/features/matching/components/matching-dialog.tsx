// 政策匹配 dialog (docs/product.md#matching); the home page lazy-imports it.
import { useT } from '../../../shared/i18n/language';
import { useMatchingBoard } from '../lib/use-matching-board';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { ReopenAfterLoginContext } from '../../../shared/auth/reopen-after-login';
import type { RenderMatchedPolicy } from './match-list';
import { MatchingGate } from './matching-gate';
import { MatchingWorkspace } from './matching-workspace';

export const MATCHING_DIALOG_WIDTH = 1100;

interface MatchingDialogProps {
  opened: boolean;
  onClose: () => void;
  renderPolicy: RenderMatchedPolicy;
}

export function MatchingDialog({ opened, onClose, renderPolicy }: MatchingDialogProps) {
  const t = useT();
  const board = useMatchingBoard();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('match.title')}
      size={board.kind === 2 ? undefined : MATCHING_DIALOG_WIDTH}
    >
      <ReopenAfterLoginContext value="matching">
        {board.kind === 2 ? (
          <MatchingGate kind={2} />
        ) : (
          <MatchingWorkspace board={board} renderPolicy={renderPolicy} />
        )}
      </ReopenAfterLoginContext>
    </FormDialog>
  );
}
