import type { Translation } from '../types';

export const offlineZh = {
  'offline.banner': '当前处于离线状态，显示的是本机保存的内容',
  'offline.savedAt': '保存于 {time}',
  'offline.needNetwork': '此操作需要联网，请恢复网络后重试',
  'offline.save': '保存到本机',
  'offline.saved': '已保存，可离线查看',
  'update.ready': '新版本已就绪',
  'update.reload': '立即更新',
  'install.button': '安装到桌面',
  'storage.memoryTitle': '本设备不能保存离线内容',
  'storage.memoryBody':
    '浏览器禁止了本机存储，离线功能已关闭：可以照常浏览和办理，但保存的政策、材料勾选和提醒只保留到关闭页面为止。',
} as const;

export const offlineEn: Translation<typeof offlineZh> = {
  'offline.banner': 'You are offline; showing content saved on this device',
  'offline.savedAt': 'Saved {time}',
  'offline.needNetwork': 'This needs a connection; please try again when online',
  'offline.save': 'Save for offline',
  'offline.saved': 'Saved; available offline',
  'update.ready': 'A new version is ready',
  'update.reload': 'Update now',
  'install.button': 'Install app',
  'storage.memoryTitle': 'This device cannot keep content offline',
  'storage.memoryBody':
    'The browser blocks storage on this device, so offline features are off: you can browse and apply as usual, but saved policies, checklist ticks and reminders last only until you close the page.',
};
