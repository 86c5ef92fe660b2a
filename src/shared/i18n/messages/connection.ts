// Connection states and load failures as a user reads them: the cause in plain words, never transport text.
import type { Translation } from '../types';

export const connectionZh = {
  'connection.unstable': '网络连接不稳定，暂时连不上服务器，显示的是本机保存的内容；恢复后将自动更新',
  'connection.offlineTitle': '此内容尚未保存在本设备上',
  'connection.offlineBody': '当前无法连接网络，联网后本页会自动加载。离线时可以查看本设备保存的内容：',
  'connection.savedPolicies': '我保存的政策',
  'connection.cachedList': '本设备保存的政策列表',
  'connection.partial': '第 {page} 页尚未保存在本设备上；本设备保存了第 {pages} 页。',
  'connection.partialGo': '查看第 {page} 页',
  'connection.network': '无法连接服务器，请检查网络后重试。',
  'connection.timeout': '服务器长时间没有响应，请稍后重试。',
  'connection.http': '服务器暂时无法处理请求（错误代码 {status}），请稍后重试。',
  'connection.refused': '服务器拒绝了请求：{reason}',
  'connection.badData': '服务器返回的数据无法识别，请稍后重试。',
  'deviceSearch.heading': '本设备上与“{keyword}”相关的政策共 {n} 条',
  'deviceSearch.note':
    '当前无法连接服务器，以下结果是在本设备保存的政策中按名称、主管部门和适用区域查找的，可能不是最新的。',
  'deviceSearch.savedAt': '本设备保存于 {time}',
  'deviceSearch.savedByYou': '我保存的政策',
  'deviceSearch.none': '本设备保存的政策中没有与“{keyword}”相关的内容。',
  'deviceSearch.backOnline': '网络已恢复，可以重新在线搜索。',
  'deviceSearch.again': '联网重新搜索',
  'deviceSearch.listHeading': '政策列表',
} as const;

export const connectionEn: Translation<typeof connectionZh> = {
  'connection.unstable':
    'The connection is unstable and the server cannot be reached; showing what this device saved. It will update once the connection recovers.',
  'connection.offlineTitle': 'This content is not saved on this device',
  'connection.offlineBody':
    'There is no connection; this page loads by itself once you are back online. Offline you can open what this device saved:',
  'connection.savedPolicies': 'My saved policies',
  'connection.cachedList': 'Policy list saved on this device',
  'connection.partial': 'Page {page} is not saved on this device; it holds page {pages}.',
  'connection.partialGo': 'Open page {page}',
  'connection.network': 'Cannot reach the server. Please check your network and try again.',
  'connection.timeout': 'The server took too long to answer. Please try again later.',
  'connection.http': 'The server could not handle the request (error code {status}). Please try again later.',
  'connection.refused': 'The server refused the request: {reason}',
  'connection.badData': 'The server sent data the portal cannot read. Please try again later.',
  'deviceSearch.heading': '{n} policies on this device match "{keyword}"',
  'deviceSearch.note':
    'The server cannot be reached. These results come from policies saved on this device, matched by name, department and area; they may not be the latest.',
  'deviceSearch.savedAt': 'Saved on this device {time}',
  'deviceSearch.savedByYou': 'Saved by you',
  'deviceSearch.none': 'No policy saved on this device matches "{keyword}".',
  'deviceSearch.backOnline': 'The connection is back; you can search online again.',
  'deviceSearch.again': 'Search online again',
  'deviceSearch.listHeading': 'Policy list',
};
