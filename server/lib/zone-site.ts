// The stand-in for 泉州台商投资区's own policy site (county 350599 opens a separate site:
// docs/product.md#counties-and-themes).
import type { PolicyListItem } from '../../src/shared/api/contract';
import { escapeHtml } from './http-helpers';

const STATE_TEXT: Record<number, string> = { 1: '申报中', 2: '未开始', 3: '已结束' };

export function renderZoneSite(zoneName: string, policies: readonly PolicyListItem[]): string {
  const e = escapeHtml;
  const rows = policies
    .map(
      (p) =>
        `<tr><td>${e(p.policyName)}</td><td>${e(p.competentDepartmentPath)}</td><td>${e(p.declareTime)}</td>` +
        `<td>${e(p.rewardMoneyStr)}</td><td>${STATE_TEXT[p.applyTimeState] ?? ''}</td></tr>`,
    )
    .join('');
  const open = policies.filter((p) => p.applyTimeState === 1).length;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(zoneName)}惠企政策服务平台（演示）</title>
<style>
  body { font-family: 'PingFang SC','Microsoft YaHei',sans-serif; margin: 0; background: #f3f6f4; color: #1f2d3d; }
  .demo { background: #c0392b; color: #fff; padding: 8px; text-align: center; font-size: 14px; }
  header { background: #0f6b5a; color: #fff; padding: 20px 32px; }
  header h1 { margin: 0; font-size: 22px; }
  main { max-width: 1080px; margin: 24px auto; background: #fff; padding: 24px 28px; border-radius: 10px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  caption { text-align: left; font-weight: 600; padding-bottom: 8px; }
  th, td { border: 1px solid #dde4e0; padding: 8px 10px; text-align: left; }
  th { background: #eef4f1; } a { color: #0b5345; }
</style></head>
<body>
<div class="demo" role="note">演示环境：这是${e(zoneName)}独立政策平台的演示替身页面</div>
<header><h1>${e(zoneName)}惠企政策服务平台（演示）</h1></header>
<main>
  <p>${e(zoneName)}的惠企惠民政策在本区平台单独发布和受理。目前共有政策${policies.length}项，其中${open}项正在申报。</p>
  <table>
    <caption>${e(zoneName)}政策列表</caption>
    <thead><tr><th scope="col">政策名称</th><th scope="col">主管部门</th><th scope="col">申报时间</th><th scope="col">奖补标准</th><th scope="col">状态</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <p style="margin-top:24px"><a href="/#/indexHome">返回泉州市惠企惠民政策直达平台</a></p>
</main>
</body></html>`;
}
