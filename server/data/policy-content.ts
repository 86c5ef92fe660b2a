// Builds the rich HTML body of a policy detail page (headings, paragraphs, lists, a table).
import { escapeHtml } from '../lib/http-helpers';
import type { PolicyTemplate } from './policy-templates';

export interface ContentInput {
  policyName: string;
  department: string;
  areaName: string;
  year: number;
  rewardMoney: number;
  declareStart: string;
  declareEnd: string;
  contactPhone: string;
  template: PolicyTemplate;
  free: boolean;
}

const yuan = (n: number): string =>
  n >= 10000 ? `${(n / 10000).toLocaleString('zh-CN')}万元` : `${n.toLocaleString('zh-CN')}元`;

export function buildPolicyContent(input: ContentInput): string {
  const t = input.template;
  const e = escapeHtml;
  const tiers = [
    ['一档', Math.round(input.rewardMoney * 0.3)],
    ['二档', Math.round(input.rewardMoney * 0.6)],
    ['三档', input.rewardMoney],
  ] as const;
  const steps = input.free
    ? [
        '系统根据部门共享数据自动比对筛选符合条件的对象',
        '主管部门审核确认并在平台公示5个工作日',
        '公示无异议后由财政部门直接拨付至申请人账户',
      ]
    : [
        '登录“惠企惠民政策直达平台”在线填报申请并上传材料',
        '主管部门在10个工作日内完成审核',
        '审核结果公示5个工作日',
        '公示无异议后资金直达申请人账户',
      ];
  return [
    `<h2>${e(input.policyName)}</h2>`,
    `<p>为深入贯彻落实党中央、国务院和省委省政府关于优化营商环境、推动惠企惠民政策直达快享的决策部署，经研究，现就${e(input.areaName)}${input.year}年度${e(t.topic)}有关事项通知如下。</p>`,
    '<h3>一、支持对象</h3>',
    `<p>${e(t.target)}。</p>`,
    '<h3>二、申报条件</h3>',
    `<ul>${t.conditions.map((c) => `<li>${e(c)}</li>`).join('')}</ul>`,
    '<h3>三、支持标准</h3>',
    '<table border="1" cellpadding="6"><thead><tr><th>档次</th><th>认定标准</th><th>补助金额</th></tr></thead><tbody>',
    tiers
      .map(
        ([name, money], i) =>
          `<tr><td>${name}</td><td>符合条件第${i + 1}类情形</td><td>${yuan(money)}</td></tr>`,
      )
      .join(''),
    '</tbody></table>',
    `<p>同一对象同一年度最高不超过<strong>${yuan(input.rewardMoney)}</strong>，与其他同类政策不重复享受。</p>`,
    '<h3>四、申报材料</h3>',
    `<ol>${t.materials.map((m) => `<li>${e(m)}</li>`).join('')}</ol>`,
    '<h3>五、办理流程</h3>',
    `<ol>${steps.map((s) => `<li>${e(s)}</li>`).join('')}</ol>`,
    '<h3>六、申报时间</h3>',
    `<p>${input.declareStart} 至 ${input.declareEnd}，逾期不予受理。</p>`,
    '<h3>七、联系方式</h3>',
    `<p>${e(input.department)}，联系电话：${input.contactPhone}（工作日 8:00-12:00，14:30-17:30）。</p>`,
  ].join('\n');
}

/** Content of the demo policy `p-xss`: carries hostile markup the portal must sanitise. */
export const XSS_CONTENT = [
  '<h2>富文本安全演示政策</h2>',
  '<p>本条目用于验证门户对服务端富文本的安全过滤，正文中的脚本不得执行。</p>',
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<p><a href="javascript:window.__xss=3">点击查看详情</a></p>',
  '<ul><li>条件一：在本地依法登记注册</li><li>条件二：无不良信用记录</li></ul>',
].join('\n');
