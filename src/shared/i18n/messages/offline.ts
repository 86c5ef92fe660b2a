import type { Translation } from '../types';

export const offlineZh = {
  'offline.banner': '当前处于离线状态，显示的是本机保存的内容',
  'offline.savedAt': '保存于 {time}',
  'offline.needNetwork': '此操作需要联网，请恢复网络后重试',
  'offline.save': '保存到本机',
  'offline.saved': '已保存，可离线查看',
  'offline.savedList': '我保存的政策',
  'update.ready': '新版本已就绪',
  'update.reload': '立即更新',
  'install.button': '安装到桌面',
} as const;

export const offlineEn: Translation<typeof offlineZh> = {
  'offline.banner': 'You are offline; showing content saved on this device',
  'offline.savedAt': 'Saved {time}',
  'offline.needNetwork': 'This needs a connection; please try again when online',
  'offline.save': 'Save for offline',
  'offline.saved': 'Saved; available offline',
  'offline.savedList': 'My saved policies',
  'update.ready': 'A new version is ready',
  'update.reload': 'Update now',
  'install.button': 'Install app',
};
