// 安装到桌面: shown only while the browser offers installation. `compact` is the phone header's icon button.
import { ActionIcon, Button } from '@mantine/core';
import { Tooltip } from '../../shared/ui/lazy-floating';
import { useT } from '../../shared/i18n/language';
import { promptInstall, useCanInstall } from '../../shared/pwa/install-prompt';
import { InstallIcon } from '../../shared/ui/icons';

export function InstallButton({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  const install = () => void promptInstall();
  return (
    <Tooltip label={t('pwa.installHint')} withArrow openDelay={300}>
      {compact ? (
        <ActionIcon variant="default" size={36} aria-label={t('install.button')} onClick={install}>
          <InstallIcon size={18} />
        </ActionIcon>
      ) : (
        <Button
          size="compact-sm"
          h={30}
          variant="white"
          color="dark"
          leftSection={<InstallIcon />}
          onClick={install}
        >
          {t('install.button')}
        </Button>
      )}
    </Tooltip>
  );
}
