// Which draft reopens the form: the newer of the device's and the server's (docs/product.md, 暂存).
import type { ServerDraft } from '../../../shared/api/contract';
import type { ApplicationDraft, DraftFile } from '../../../shared/offline/application-drafts';

export type DraftSource = 'device' | 'server';

/** The server's draft in the device's shape: its files are on the server already. */
export function fromServer(draft: ServerDraft): ApplicationDraft {
  const files: Record<string, DraftFile[]> = {};
  for (const m of draft.files)
    files[m.material] = m.files.map((f) => ({
      localId: f.fileId,
      name: f.fileName,
      size: f.size,
      kind: f.kind,
      fileId: f.fileId,
    }));
  return {
    policyId: draft.policyId,
    requestId: draft.requestId,
    values: draft.values,
    files,
    savedAt: draft.changedAt,
  };
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
