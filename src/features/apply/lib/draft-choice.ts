// Which draft reopens the form: the newer of the device's and the server's (docs/product.md, 暂存).
import type { MaterialFiles, ServerDraft } from '../../../shared/api/contract';
import type { ApplicationDraft, DraftFile } from '../../../shared/offline/application-drafts';

export type DraftSource = 'device' | 'server';

/** Files the server holds, in the form's shape (already uploaded: no blob, a fileId). */
export function filesFromServer(list: readonly MaterialFiles[]): Record<string, DraftFile[]> {
  const files: Record<string, DraftFile[]> = {};
  for (const m of list)
    files[m.material] = m.files.map((f) => ({
      localId: f.fileId,
      name: f.fileName,
      size: f.size,
      kind: f.kind,
      fileId: f.fileId,
    }));
  return files;
}

/** The server's draft in the device's shape: its files are on the server already. */
export function fromServer(draft: ServerDraft): ApplicationDraft {
  const { policyId, requestId, values, changedAt } = draft;
  return { policyId, requestId, values, files: filesFromServer(draft.files), savedAt: changedAt };
}

/**
 * The newer draft and where it came from; on a tie the device's, which may also hold files not yet
 * uploaded. Neither: null.
 */
export function chooseDraft(
  device: ApplicationDraft | null,
  server: ServerDraft | null,
): { draft: ApplicationDraft; source: DraftSource } | null {
  if (server && (!device || server.changedAt > device.savedAt))
    return { draft: fromServer(server), source: 'server' };
  return device ? { draft: device, source: 'device' } : null;
}
