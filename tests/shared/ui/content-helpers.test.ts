// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attachmentPath } from '../../../src/shared/ui/attachment-list';
import { perTenThousand } from '../../../src/shared/format/money';
import { sanitizeHtml } from '../../../src/shared/html/sanitize';
import { groupByYear } from '../../../src/features/content/guide/compilation-page';
import { parseWith } from '../../../src/shared/api/schema';
import { articlePageSchema, publicityItemSchema } from '../../../src/shared/api/schemas/content';

describe('content helpers', () => {
  it('shows an amount in 万元 with two decimals', () => {
    expect(perTenThousand(386500)).toBe('38.65');
  });

  it('sanitises server HTML and shifts its headings below the page h1', () => {
    const html = sanitizeHtml(
      '<h1 id="t">标题</h1><h3>小节</h3><p onclick="x()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src=x onerror="alert(1)">',
      { topLevel: 2 },
    );
    expect(html).toContain('<h2 id="t">标题</h2>');
    expect(html).toContain('<h4>小节</h4>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('downloads attachments only from this origin', () => {
    expect(attachmentPath('/__demo/files/a.txt', 'http://localhost:4182')).toBe('/__demo/files/a.txt');
    expect(attachmentPath('http://localhost:4182/files/b.pdf?v=1', 'http://localhost:4182')).toBe(
      '/files/b.pdf?v=1',
    );
    expect(attachmentPath('https://evil.example/x.exe', 'http://localhost:4182')).toBeNull();
    expect(attachmentPath('javascript:alert(1)', 'http://localhost:4182')).toBeNull();
  });

  it('groups compilations by year, newest first', () => {
    const item = (year: number, department: string) => ({
      id: `${year}-${department}`,
      title: '',
      year,
      department,
      countyCode: '',
      summary: '',
      publishTime: '',
      policies: [],
    });
    const groups = groupByYear([item(2025, '商务局'), item(2026, '民政局'), item(2025, '科学技术局')]);
    expect(groups.map((g) => g.year)).toEqual([2026, 2025]);
    expect(groups[1]?.items).toHaveLength(2);
  });

  it('rejects server answers of the wrong shape', () => {
    expect(() =>
      parseWith(
        publicityItemSchema,
        {
          id: 'x',
          policyId: 'p',
          policyName: 'n',
          enterpriseName: 'e',
          rewardMoney: 'lots',
          publishTime: 't',
          kind: 'publicity',
        },
        'data',
      ),
    ).toThrow(/rewardMoney/);
    expect(parseWith(articlePageSchema, { records: [], total: 0 }, 'data').records).toEqual([]);
  });
});
