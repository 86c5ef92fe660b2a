// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  isConsultImage,
  isDocumentFileName,
  isImageFileName,
  MAX_IMAGE_BYTES,
  selectConsultImages,
} from '../../../src/features/consult/lib/file-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('generic file checks', () => {
  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('a.b.PnG')).toBe('png');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it.each(['a.png', 'a.JPG', 'a.jpeg', 'a.GIF', 'a.webp'])('%s is an image', (name) => {
    expect(isImageFileName(name)).toBe(true);
    expect(isDocumentFileName(name)).toBe(true);
  });

  it.each(['a.pdf', 'a.DOC', 'a.docx', 'a.xlsx', 'a.xls'])('%s is a document but not an image', (name) => {
    expect(isDocumentFileName(name)).toBe(true);
    expect(isImageFileName(name)).toBe(false);
  });

  it.each(['a.exe', 'a.svg', 'a.bmp', 'a.txt', 'png', 'a.png.exe'])('%s is neither', (name) => {
    expect(isImageFileName(name)).toBe(false);
    expect(isDocumentFileName(name)).toBe(false);
  });
});

describe('consultation images: jpg/png only, at most 3, ≤5 MB', () => {
  it('needs both a jpg/png type and a jpg/png extension', () => {
    expect(isConsultImage(file('a.png', 'image/png'))).toBe(true);
    expect(isConsultImage(file('a.JPEG', 'image/jpeg'))).toBe(true);
    expect(isConsultImage(file('a.png', 'image/gif'))).toBe(false);
    expect(isConsultImage(file('a.gif', 'image/png'))).toBe(false);
    expect(isConsultImage(file('a.webp', 'image/webp'))).toBe(false);
    expect(isConsultImage(file('a.png', ''))).toBe(false);
  });

  it('keeps the first files up to three and says why the others were refused', () => {
    const chosen = [
      file('1.png', 'image/png'),
      file('doc.pdf', 'application/pdf'),
      file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1),
      file('2.jpg', 'image/jpeg', MAX_IMAGE_BYTES),
      file('3.png', 'image/png'),
    ];
    const { accepted, problems } = selectConsultImages(chosen, 1);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.jpg']);
    expect(problems).toEqual([
      { kind: 'type', name: 'doc.pdf' },
      { kind: 'size', name: 'big.jpg' },
      { kind: 'count' },
    ]);
  });

  it('refuses everything once three are chosen', () => {
    const { accepted, problems } = selectConsultImages([file('4.png', 'image/png')], 3);
    expect(accepted).toEqual([]);
    expect(problems).toEqual([{ kind: 'count' }]);
  });
});
