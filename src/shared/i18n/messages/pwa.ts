// Offline helper's words the first screens say (the saved-policies screen's are in saved-policies.ts).
import type { Translation } from '../types';

export const pwaZh = {
  'pwa.saveFailed': '保存失败，请检查浏览器存储空间后重试',
  'pwa.updateLater': '稍后',
  'pwa.updateHint': '更新后页面将重新加载，您填写的内容请先保存。',
  'pwa.installHint': '将本平台添加到桌面或开始菜单，像应用一样打开',
} as const;

export const pwaEn: Translation<typeof pwaZh> = {
  'pwa.saveFailed': 'Could not save; please check the browser storage and try again',
  'pwa.updateLater': 'Later',
  'pwa.updateHint': 'The page will reload; please save anything you are typing first.',
  'pwa.installHint': 'Add this portal to your desktop or start menu and open it like an app',
};
