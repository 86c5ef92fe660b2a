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
