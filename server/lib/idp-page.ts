// The HTML of the demo provincial identity page (闽政通统一身份认证（演示）).
import { ENTERPRISE_ACCOUNTS, PERSON_ACCOUNT } from '../data/accounts';
import { escapeHtml } from './http-helpers';
import type { LoginRequest } from './login-flow';

export function renderIdpPage({ loginType, front, state, register = false }: LoginRequest): string {
  const e = escapeHtml;
  const options = ENTERPRISE_ACCOUNTS.map((a) => `<option value="${e(a.id)}">${e(a.label)}</option>`).join(
    '',
  );
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>闽政通统一身份认证（演示）</title>
<style>
  body { margin: 0; font-family: 'PingFang SC', 'Microsoft YaHei', sans-serif; background: linear-gradient(160deg, #e8f1fb, #f7f9fc); color: #1f2d3d; }
  .demo { background: #c0392b; color: #fff; text-align: center; padding: 8px; font-size: 14px; letter-spacing: 1px; }
  header { background: #1456a0; color: #fff; padding: 18px 32px; font-size: 22px; font-weight: 600; }
  main { max-width: 520px; margin: 40px auto; background: #fff; border-radius: 10px; box-shadow: 0 6px 24px rgba(20, 86, 160, .12); padding: 32px 36px; }
  h1 { font-size: 20px; margin: 0 0 6px; }
  p.tip { color: #5b6b7c; font-size: 14px; margin: 0 0 22px; }
  button { display: block; width: 100%; padding: 12px; margin: 10px 0; border-radius: 6px; border: 1px solid #1456a0; font-size: 16px; cursor: pointer; font-family: inherit; }
  button:focus-visible, select:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .primary { background: #1456a0; color: #fff; }
  .secondary { background: #fff; color: #1456a0; }
  .warn { background: #fff; color: #a15c00; border-color: #d98a00; }
  .danger { background: #fff; color: #b42318; border-color: #b42318; }
  label { display: block; font-size: 14px; margin: 18px 0 6px; }
  select { width: 100%; padding: 10px; font-size: 15px; border-radius: 6px; border: 1px solid #b8c4d2; }
  hr { border: 0; border-top: 1px dashed #d5dde6; margin: 22px 0; }
  footer { text-align: center; color: #8592a3; font-size: 12px; margin-bottom: 30px; }
</style>
</head>
<body>
<div class="demo" role="note">演示环境：本页面模拟福建省统一身份认证平台，不进行真实身份核验</div>
<header>闽政通 · 统一身份认证（演示）</header>
<main>
  ${register ? '<h1>注册闽政通账号</h1><p class="tip">真实环境中，您将在闽政通 App 或网站完成实名注册（需本人手机号和身份证件）。演示环境中，选择下方身份即视为注册完成并登录。</p>' : '<h1>请选择登录身份</h1>'}
  <p class="tip">当前业务系统请求的登录类型：<strong>${loginType === 1 ? '个人' : '企业'}</strong></p>
  <form method="post" action="/__idp/login">
    <input type="hidden" name="loginType" value="${loginType}">
    <input type="hidden" name="frontRedirectUrl" value="${e(front)}">
    <input type="hidden" name="state" value="${e(state)}">
    <button class="primary" type="submit" name="action" value="person">以个人身份登录</button>
    <p class="tip">演示个人账号：${e(PERSON_ACCOUNT.label)}</p>
    <label for="enterpriseId">演示企业账号</label>
    <select id="enterpriseId" name="enterpriseId">${options}</select>
    <button class="secondary" type="submit" name="action" value="enterprise">以企业身份登录</button>
    <hr>
    <button class="warn" type="submit" name="action" value="unverified">以未实名手机号登录</button>
    <button class="danger" type="submit" name="action" value="fail">模拟登录失败</button>
  </form>
</main>
<footer>福建省统一身份认证平台（演示替身）· 仅供测试使用</footer>
</body>
</html>`;
}

export function renderIdpError(message: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证（演示）</title></head>
<body style="font-family:'Microsoft YaHei',sans-serif;padding:40px"><h1>请求无效</h1><p>${escapeHtml(message)}</p><p><a href="/#/indexHome">返回首页</a></p></body></html>`;
}
