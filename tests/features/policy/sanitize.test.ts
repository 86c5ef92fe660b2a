// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizePolicyHtml } from '../../../src/shared/html/sanitize';

describe('policy HTML sanitising', () => {
  it('removes scripts and event handlers', () => {
    const out = sanitizePolicyHtml(
      '<p>正文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
    );
    expect(out).toContain('<p>正文</p>');
    expect(out).not.toMatch(/script|onerror|__xss/);
    const holder = document.createElement('div');
    holder.innerHTML = out;
    expect(holder.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('drops javascript: links, iframes and inline styles, and isolates outside links', () => {
    const out = sanitizePolicyHtml(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe><p style="position:fixed">y</p><a href="https://gov.cn">z</a><a href="#/policyList">w</a>',
    );
    expect(out).not.toMatch(/javascript:|iframe|style=/);
    const holder = document.createElement('div');
    holder.innerHTML = out;
    const [, outside, inside] = Array.from(holder.querySelectorAll('a'));
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('keeps the structure policy texts use', () => {
    const html =
      '<h3>一、支持对象</h3><ul><li>企业</li></ul><table><tbody><tr><td>一档</td></tr></tbody></table>';
    expect(sanitizePolicyHtml(html)).toBe(html);
  });
});
