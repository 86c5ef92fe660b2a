import { describe, expect, it } from 'vitest';
import { formErrors, materialIssues, requiredMaterials } from '../../../src/shared/apply/application-rules';
import {
  checkMaterialFile,
  MAX_MATERIAL_BYTES,
  sniffContent,
} from '../../../src/shared/apply/material-rules';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('material rules', () => {
  it('recognises each accepted format by its first bytes', () => {
    expect(sniffContent(PNG)).toBe('png');
    expect(sniffContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffContent(text('GIF89a'))).toBe('gif');
    expect(sniffContent(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffContent(text('%PDF-1.7'))).toBe('pdf');
    expect(sniffContent(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole');
    expect(sniffContent(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip');
    expect(sniffContent(text('hello'))).toBeNull();
  });

  it('refuses empty, oversized, unlisted and disguised files', () => {
    expect(checkMaterialFile('a.PNG', 10, PNG)).toBeNull();
    expect(checkMaterialFile('a.png', 0, PNG)).toBe('empty');
    expect(checkMaterialFile('a.png', MAX_MATERIAL_BYTES + 1, PNG)).toBe('tooLarge');
    expect(checkMaterialFile('a.exe', 10, PNG)).toBe('badType');
    expect(checkMaterialFile('a.pdf', 10, PNG)).toBe('mismatch');
    expect(checkMaterialFile('a.docx', 10, bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
  });

  it('checks the form fields and the materials of an application', () => {
    const good = {
      contactName: '陈志明',
      contactPhone: '13859901234',
      countyCode: '350503',
      address: '',
      description: '符合条件的情况说明文字',
      promise: true,
    };
    expect(formErrors(good, (c) => c === '350503')).toEqual({});
    expect(
      Object.keys(
        formErrors({ ...good, contactPhone: '123', countyCode: '', promise: false }, () => false),
      ).sort(),
    ).toEqual(['contactPhone', 'countyCode', 'promise']);
    expect(requiredMaterials(['无'])).toEqual([]);
    const issues = materialIssues(['身份证', '申请表'], (m) => (m === '身份证' ? [{ size: 1 }] : []));
    expect(issues).toEqual([{ material: '申请表', key: 'apply.err.material', params: { name: '申请表' } }]);
    const crowded = materialIssues(['身份证'], () => Array.from({ length: 100 }, () => ({ size: 1 })));
    expect(crowded.map((i) => i.key)).toEqual(['apply.err.tooManyFiles', 'apply.err.tooManyTotal']);
  });
});
