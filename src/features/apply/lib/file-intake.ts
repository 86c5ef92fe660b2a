// Files chosen for a material, checked before they are kept: type by name and content, size, counts.
import {
  checkMaterialFile,
  MAX_APPLICATION_BYTES,
  MAX_FILES_PER_APPLICATION,
  MAX_FILES_PER_MATERIAL,
  MAX_MATERIAL_BYTES,
  sniffContent,
} from '../../../shared/apply/material-rules';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { DraftFile } from '../../../shared/offline/application-drafts';

export interface Refusal {
  key: MessageKey;
  params: Record<string, string | number>;
}

export const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function head(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return new Uint8Array();
  }
}

/** The files that may join the material, and why each other one may not. */
export async function intakeFiles(
  chosen: readonly File[],
  inMaterial: number,
  inApplication: { count: number; bytes: number },
): Promise<{ accepted: DraftFile[]; refused: Refusal[] }> {
  const accepted: DraftFile[] = [];
  const refused: Refusal[] = [];
  let count = inApplication.count;
  let bytes = inApplication.bytes;
  for (const file of chosen) {
    const first = await head(file);
    const problem = checkMaterialFile(file.name, file.size, first);
    const kind = sniffContent(first);
    if (problem || !kind) {
      refused.push({
        key: `apply.file.${problem ?? 'mismatch'}`,
        params: { name: file.name, max: MB(MAX_MATERIAL_BYTES) },
      });
      continue;
    }
    if (inMaterial + accepted.length >= MAX_FILES_PER_MATERIAL) {
      // many chosen at once: say the limit, how many were taken, and that the rest were left out
      refused.push(
        chosen.length > 1
          ? {
              key: 'apply.err.tooManyChosen',
              params: { chosen: chosen.length, max: MAX_FILES_PER_MATERIAL, added: accepted.length },
            }
          : { key: 'apply.err.tooManyFiles', params: { max: MAX_FILES_PER_MATERIAL } },
      );
      break;
    }
    if (count >= MAX_FILES_PER_APPLICATION) {
      refused.push({ key: 'apply.err.tooManyTotal', params: { max: MAX_FILES_PER_APPLICATION } });
      break;
    }
    if (bytes + file.size > MAX_APPLICATION_BYTES) {
      refused.push({ key: 'apply.err.totalTooLarge', params: { max: MB(MAX_APPLICATION_BYTES) } });
      continue;
    }
    count += 1;
    bytes += file.size;
    accepted.push({ localId: crypto.randomUUID(), name: file.name, size: file.size, kind, blob: file });
  }
  return { accepted, refused };
}
