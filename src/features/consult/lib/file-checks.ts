// File-name checks and consultation upload limits (docs/product.md#validation, docs/product.md#consultation).
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const DOCUMENT_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'doc', 'docx', 'xlsx', 'xls'] as const;

/** The consultation form takes jpg/png only, at most 3, each up to 5 MB. */
export const CONSULT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const CONSULT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const MAX_CONSULT_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isImageFileName(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function isDocumentFileName(name: string): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Both the declared type and the extension must say jpg or png. */
export function isConsultImage(file: { name: string; type: string }): boolean {
  return (
    (CONSULT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()) &&
    (CONSULT_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
  );
}

export type ImageProblem = { kind: 'type' | 'size'; name: string } | { kind: 'count' };

export interface ImageSelection<F> {
  accepted: F[];
  problems: ImageProblem[];
}

/** Splits a chosen batch into the files to upload and the reasons the others were refused. */
export function selectConsultImages<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadyChosen: number,
): ImageSelection<F> {
  const accepted: F[] = [];
  const problems: ImageProblem[] = [];
  let overLimit = false;
  for (const file of files) {
    if (!isConsultImage(file)) problems.push({ kind: 'type', name: file.name });
    else if (file.size > MAX_IMAGE_BYTES) problems.push({ kind: 'size', name: file.name });
    else if (alreadyChosen + accepted.length >= MAX_CONSULT_IMAGES) overLimit = true;
    else accepted.push(file);
  }
  if (overLimit) problems.push({ kind: 'count' });
  return { accepted, problems };
}
