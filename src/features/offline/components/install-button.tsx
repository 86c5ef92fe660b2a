// 安装到桌面: shown only while the browser offers installation.
import { Button, Tooltip } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { promptInstall, useCanInstall } from '../lib/install-prompt';
import { InstallIcon } from '../../../shared/ui/icons';

export function InstallButton() {
  const t = useT();
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Tooltip label={t('pwa.installHint')} withArrow openDelay={300}>
      <Button
        size="compact-sm"
        h={30}
        variant="white"
        color="dark"
        leftSection={<InstallIcon />}
        onClick={() => void promptInstall()}
      >
        {t('install.button')}
      </Button>
    </Tooltip>
  );
}
