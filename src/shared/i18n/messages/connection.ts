// Connection states and load failures as a user reads them: the cause in plain words, never transport text.
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
