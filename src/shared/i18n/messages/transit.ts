// The hand-over screens: coming back from the platform's login, logging out, and jumping to an external
// system, and the login questions the user centre asks. A later room: no first screen shows them.
import type { Translation } from '../types';

export const transitZh = {
  'common.submit': '提交',
  'login.failed': '登录失败，即将返回首页',
  'login.unverified': '您的手机号尚未实名认证，请前往闽政通 App 完成认证',
  'login.completeEnterprise': '请先完善企业信息',
  'login.inProgress': '正在登录，请稍候…',
  'login.foreignTitle': '已拒绝这次登录',
  'login.foreignTicket':
    '这个登录链接不是从本浏览器发起的，可能来自他人。为保护您的账号安全，本次登录已被拒绝，当前登录状态未改变。如需登录，请点击“重新登录”。',
  'login.relogin': '重新登录',
  'login.backHome': '返回首页',
  'login.supportTip': '如遇登录问题，请拨打服务热线 {phones}',
  'login.needKindPerson': '此功能需要使用个人账号登录',
  'login.needKindEnterprise': '此功能需要使用企业账号登录',
  'login.switchAccount': '切换账号',
  'login.wrongKindTitle': '账号类型不符',
  'logout.inProgress': '正在退出登录…',
  'logout.done': '您已安全退出，本机上的个人数据已清除',
  'logout.partial': '本机数据已清除，但统一身份认证平台的登录状态未能注销，请稍后重试或关闭浏览器',
  'logout.pendingRetry':
    '联网后本机会自动再次注销；在此之前，下一位使用者点击“登录”时也会先完成注销，并进入统一身份认证页面。',
  'transit.jumping': '正在跳转到{name}…',
  'transit.unknownSystem': '未找到要访问的系统，请从导航重新进入',
  'transit.opened': '已打开{name}。如未自动跳转，请点击下方按钮。',
  'transit.open': '打开{name}',
  'transit.calculator': '政策计算器',
  'transit.completeNow': '去完善企业信息',
  'transit.unavailable': '暂时无法打开{name}：未能取得该系统的地址，请稍后再试。',
  'transit.retry': '重新获取',
} as const;

export const transitEn: Translation<typeof transitZh> = {
  'common.submit': 'Submit',
  'login.failed': 'Login failed, returning to home',
  'login.unverified': 'Your phone number is not verified; please verify it in the provincial app',
  'login.completeEnterprise': 'Please complete your enterprise information first',
  'login.inProgress': 'Logging you in…',
  'login.foreignTitle': 'This login was refused',
  'login.foreignTicket':
    'This login link was not started in this browser and may come from someone else. To protect your account it was refused and nothing about your login changed. To log in, choose “Log in again”.',
  'login.relogin': 'Log in again',
  'login.backHome': 'Back to home',
  'login.supportTip': 'For login problems call {phones}',
  'login.needKindPerson': 'This feature needs a personal login',
  'login.needKindEnterprise': 'This feature needs an enterprise login',
  'login.switchAccount': 'Switch account',
  'login.wrongKindTitle': 'Wrong account type',
  'logout.inProgress': 'Logging out…',
  'logout.done': 'You have logged out; your personal data was removed from this device',
  'logout.partial':
    'Data on this device is cleared, but the identity platform session could not be ended; try again later or close the browser',
  'logout.pendingRetry':
    'This device will end it automatically when back online; until then, the next person who chooses “Log in” ends it first and sees the identity page.',
  'transit.jumping': 'Opening {name}…',
  'transit.unknownSystem': 'The system you asked for was not found; please open it again from the navigation',
  'transit.opened': '{name} is open. If nothing happened, use the button below.',
  'transit.open': 'Open {name}',
  'transit.calculator': 'Policy calculator',
  'transit.completeNow': 'Complete enterprise info',
  'transit.unavailable':
    '{name} cannot be opened right now: its address could not be fetched. Please try again later.',
  'transit.retry': 'Try again',
};
