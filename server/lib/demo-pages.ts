// HTML of the sibling-system stand-ins served at /__demo/sites/<code>.
import { escapeHtml } from './http-helpers';

export function renderSitePage(name: string, code: string, query: Record<string, unknown>): string {
  const e = escapeHtml;
  const rows = Object.entries(query)
    .map(
      ([k, v]) =>
        `<tr><th scope="row">${e(k)}</th><td>${e(typeof v === 'string' ? v : JSON.stringify(v))}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(name)}（演示）</title>
<style>
  body { font-family: 'PingFang SC','Microsoft YaHei',sans-serif; margin: 0; background: #f4f7fb; color: #1f2d3d; }
  .demo { background: #c0392b; color: #fff; padding: 8px; text-align: center; font-size: 14px; }
  header { background: #1456a0; color: #fff; padding: 20px 32px; font-size: 22px; font-weight: 600; }
  main { max-width: 760px; margin: 32px auto; background: #fff; padding: 28px 32px; border-radius: 10px; box-shadow: 0 4px 18px rgba(0,0,0,.06); }
  table { border-collapse: collapse; width: 100%; margin-top: 12px; } th, td { border: 1px solid #dde4ec; padding: 8px 10px; text-align: left; word-break: break-all; }
  th { width: 30%; background: #f0f4f9; } a { color: #1456a0; }
</style></head>
<body>
<div class="demo" role="note">演示环境：这是兄弟系统的演示替身页面，不提供真实业务</div>
<header>${e(name)}（演示）</header>
<main>
  <h1 style="font-size:20px">您已从“泉州市惠企惠民政策直达平台”跳转到：${e(name)}</h1>
  <p>系统编码：<code>${e(code)}</code></p>
  <h2 style="font-size:16px">本页收到的查询参数</h2>
  ${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>（无查询参数）</p>'}
  <p style="margin-top:24px"><a href="/#/indexHome">返回惠企惠民政策直达平台首页</a></p>
</main>
</body></html>`;
}
