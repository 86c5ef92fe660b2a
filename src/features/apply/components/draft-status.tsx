import { Text } from '@mantine/core';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import type { DeviceSave } from '../../../shared/offline/application-drafts';
import type { DraftSource } from '../lib/draft-choice';
import { DeviceNotKept } from './device-not-kept';

const pad = (n: number) => String(n).padStart(2, '0');
/** a moment of this device's clock as the portal writes times (YYYY-MM-DD HH:mm:ss) */
const stamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/**
 * Where the reopened draft came from, and where the form was last saved (暂存); when the device did not keep
 * the latest change, what is kept and what is not instead.
 */
export function DraftStatus(props: {
  restored: { source: DraftSource; at: number } | null;
  saved: { where: DraftSource; at: number } | null;
  device: { kept: DeviceSave; at: number } | null;
  /** the latest change, the account's copy on the server, the connection, files only this page holds */
  changedAt: number;
  onServerAt: number | null;
  online: boolean;
  waitingFiles: number;
}) {
  const t = useT();
  const fmt = useFormat();
  const when = (ms: number) => fmt.dateTime(stamp(ms));
  const { restored, saved, device } = props;
  const notKept = device && device.kept !== 'device' ? device.kept : null;
  return (
    <>
      {restored && (
        <Text fz="sm" c="dark.6" role="status" data-testid="draft-restored" data-source={restored.source}>
          {t(restored.source === 'server' ? 'apply.draftRestoredServer' : 'apply.draftRestoredDevice', {
            time: when(restored.at),
          })}
        </Text>
      )}
      {notKept ? (
        <DeviceNotKept
          kept={notKept}
          onServerAt={props.onServerAt}
          changedAt={props.changedAt}
          online={props.online}
          waitingFiles={props.waitingFiles}
          when={when}
        />
      ) : (
        saved && (
          <Text fz="xs" c="dark.6" data-testid="draft-saved" data-where={saved.where}>
            {t(saved.where === 'server' ? 'apply.draftSaved' : 'apply.draftSavedDevice', {
              time: when(saved.at),
            })}
          </Text>
        )
      )}
    </>
  );
}
