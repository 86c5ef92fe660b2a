// The 电子证照库 stand-in's licences as real PDF files: one A5 landscape page of text set in STSong-Light, one of
// the CJK fonts every PDF reader carries (Adobe-GB1, UCS-2 encoded), so nothing is embedded and the file stays
// small. The content is the account's own record, as the provincial library would issue it.

interface Line {
  text: string;
  size: number;
  x: number;
  y: number;
}

/** UTF-16BE hex of a string (every character of these licences is in the Basic Multilingual Plane) */
const ucs2Hex = (s: string): string =>
  [...s].map((c) => (c.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0')).join('');

/** A one-page PDF of these lines within a double frame. */
export function licencePdf(title: string, lines: readonly Line[]): Buffer {
  const W = 595;
  const H = 420;
  const content = [
    '0.6 0.1 0.1 RG 2 w 18 18 559 384 re S 0.5 w 24 24 547 372 re S',
    ...lines.map((l) => `BT /F1 ${l.size} Tf ${l.x} ${l.y} Td <${ucs2Hex(l.text)}> Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title <feff${ucs2Hex(title)}> /Producer (Quanzhou policy portal reference API) >>`,
  ];
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export interface LicenceFields {
  title: string;
  /** label and value, in order */
  rows: readonly [string, string][];
  issuer: string;
  issued: string;
}

/** A licence page: its title large and centred, then one row per field, then the issuing authority. */
export function licenceDocument(f: LicenceFields): Buffer {
  const lines: Line[] = [{ text: f.title, size: 26, x: 297 - (f.title.length * 26) / 2, y: 350 }];
  f.rows.forEach(([label, value], i) => lines.push({ text: `${label}：${value}`, size: 13, x: 60, y: 300 - i * 26 }));
  lines.push({ text: f.issuer, size: 12, x: 360, y: 70 });
  lines.push({ text: f.issued, size: 12, x: 360, y: 50 });
  lines.push({ text: '本证照由福建省电子证照库提供（演示）', size: 9, x: 60, y: 36 });
  return licencePdf(f.title, lines);
}
