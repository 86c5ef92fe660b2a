// Application drafts kept on the device: what the form says when the device cannot keep them, and the
// question a login asks about drafts another account left on the device. They load with the user centre's words
// (centre.ts): no first screen says them.
import type { Translation } from '../types';

export const draftsZh = {
  'drafts.memoryTitle': '草稿只保留在此页面中',
  'drafts.notKeptTitle': '本设备未能保存草稿',
  'drafts.memory':
    '此浏览器不允许本网站在本设备保存数据（例如无痕模式），关闭此页面后，本设备上不会留下草稿。',
  'drafts.full': '本设备的存储空间已满，最近的修改没有保存在本设备上。',
  'drafts.refused': '此浏览器不允许本网站在本设备保存数据（例如无痕模式），最近的修改没有保存在本设备上。',
  'drafts.keptOnAccount': '已填写的内容和已上传的文件已暂存到您的账号（{time}）。',
  'drafts.keptOnAccountEarlier': '您的账号中暂存的是 {time} 的内容，之后的修改尚未保存。',
  'drafts.keptNowhere': '填写的内容尚未暂存到您的账号。',
  'drafts.offline': '当前处于离线状态：请不要关闭或刷新此页面，联网后修改将自动暂存到您的账号。',
  'drafts.waitingFiles': '{count} 个待联网后上传的文件只在此页面中，关闭页面后需要重新选择。',
  'drafts.othersTitle': '本设备上有其他账号的申报草稿',
  'drafts.othersBody':
    '本设备上有 {count} 份其他账号未提交的申报草稿，您无法查看或使用。请选择为其保留（该账号再次登录后可继续填写），或从本设备删除（删除后无法恢复，其中尚未上传的文件也将一并删除）。',
  'drafts.othersLater': '关闭此窗口则暂不处理，下次登录时将再次询问。',
  'drafts.keepForThem': '为其保留',
  'drafts.deleteThem': '从本设备删除',
} as const;

export const draftsEn: Translation<typeof draftsZh> = {
  'drafts.memoryTitle': 'This draft is kept in this page only',
  'drafts.notKeptTitle': 'This device could not keep the draft',
  'drafts.memory':
    'This browser does not let the portal keep data on this device (for example in private mode): once this page is closed, no draft is left on this device.',
  'drafts.full': 'This device’s storage is full: your latest changes were not kept on this device.',
  'drafts.refused':
    'This browser does not let the portal keep data on this device (for example in private mode): your latest changes were not kept on this device.',
  'drafts.keptOnAccount': 'What you entered and the files uploaded are saved to your account ({time}).',
  'drafts.keptOnAccountEarlier':
    'Your account holds the draft as it was at {time}; the changes since then are not saved yet.',
  'drafts.keptNowhere': 'What you entered is not saved to your account yet.',
  'drafts.offline':
    'You are offline: please do not close or reload this page; your changes are saved to your account once you are back online.',
  'drafts.waitingFiles':
    '{count} file(s) waiting to upload are held in this page only; if it is closed they must be chosen again.',
  'drafts.othersTitle': 'Application drafts of another account',
  'drafts.othersBody':
    'This device holds {count} unsent application draft(s) of another account, which you cannot see or use. Keep them for that account (it can continue them at its next login), or delete them from this device (this cannot be undone, and their files not yet uploaded are deleted too).',
  'drafts.othersLater':
    'Closing this window decides nothing now; you will be asked again at your next login.',
  'drafts.keepForThem': 'Keep for that account',
  'drafts.deleteThem': 'Delete from this device',
};
