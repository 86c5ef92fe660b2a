// The saved-policies screen (本机保存的政策) and a saved policy read from the device. A later room: the first
// screens only offer to save (messages/pwa.ts).
import type { Translation } from '../types';

export const savedPoliciesZh = {
  'offline.savedList': '我保存的政策',
  'pwa.savedIntro': '保存到本机的政策在没有网络时也能查看，内容为保存时的版本。',
  'pwa.savedEmpty': '您还没有保存政策。在政策详情页或政策卡片上点击“保存到本机”，即可离线查看。',
  'pwa.savedCount': '共保存 {n} 条政策',
  'pwa.savedCountOne': '共保存 {n} 条政策',
  'pwa.savedLoadFailed': '无法读取本机保存的政策，请确认浏览器允许本地存储后重试。',
  'pwa.savedNotFound': '本机没有保存这条政策，它可能已被删除。',
  'pwa.savedOfflineCopy': '这是保存在本机的版本，政策以联网查看的最新内容为准。',
  'pwa.open': '查看',
  'pwa.remove': '删除',
  'pwa.removeLabel': '从本机删除“{name}”',
  'pwa.removed': '已从本机删除',
  'pwa.backToSaved': '返回我保存的政策',
  'pwa.viewLatest': '联网查看最新内容',
  'pwa.department': '主管部门',
  'pwa.declareTime': '申报时间',
  'pwa.reward': '奖补金额',
  'pwa.area': '适用区域',
  'pwa.content': '政策原文',
  'pwa.conditions': '申报条件',
  'pwa.contact': '咨询电话',
  'pwa.attachmentsOnline': '附件需联网下载',
} as const;

export const savedPoliciesEn: Translation<typeof savedPoliciesZh> = {
  'offline.savedList': 'My saved policies',
  'pwa.savedIntro':
    'Policies saved on this device can be read without a connection; they show the version you saved.',
  'pwa.savedEmpty':
    'You have not saved any policies yet. Choose "Save for offline" on a policy page or card to read it offline.',
  'pwa.savedCount': '{n} saved policies',
  'pwa.savedCountOne': '{n} saved policy',
  'pwa.savedLoadFailed':
    'The saved policies could not be read. Please allow this site to store data and try again.',
  'pwa.savedNotFound': 'This policy is not saved on this device; it may have been removed.',
  'pwa.savedOfflineCopy': 'This is the copy saved on this device; the online version is authoritative.',
  'pwa.open': 'Open',
  'pwa.remove': 'Remove',
  'pwa.removeLabel': 'Remove "{name}" from this device',
  'pwa.removed': 'Removed from this device',
  'pwa.backToSaved': 'Back to my saved policies',
  'pwa.viewLatest': 'View the latest version online',
  'pwa.department': 'Competent department',
  'pwa.declareTime': 'Declaration period',
  'pwa.reward': 'Reward',
  'pwa.area': 'Area',
  'pwa.content': 'Policy text',
  'pwa.conditions': 'Conditions',
  'pwa.contact': 'Enquiries',
  'pwa.attachmentsOnline': 'Attachments need a connection',
};
