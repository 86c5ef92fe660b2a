// 免申即享: the screen where a free item is received without applying. A later room.
import type { Translation } from '../types';

export const freeZh = {
  'free.title': '免申即享',
  'free.intro':
    '免申即享政策由系统依据部门共享数据自动比对，符合条件的对象确认领取后，资金由财政部门直接拨付。',
  'free.inTime': '兑现时间',
  'free.itemId': '事项编号',
  'free.receive': '确认领取',
  'free.confirmTitle': '确认领取',
  'free.confirmBody': '确认领取“{name}”？领取后资金将按规定拨付至您的账户。',
  'free.success': '领取成功',
  'free.successBody': '已于 {time} 领取，可在“我享受的政策”中查看。',
  'free.already': '您已领取过该政策',
  'free.alreadyBody': '无需重复领取，领取时间：{time}。',
  'free.failed': '领取未成功',
  'free.loginHint': '请先登录，登录后即可确认领取',
  'free.notFree': '该政策为申报类政策，请在政策详情页在线申报。',
  'free.toDetail': '查看政策详情',
} as const;

export const freeEn: Translation<typeof freeZh> = {
  'free.title': 'Free application',
  'free.intro':
    'Eligibility is checked automatically from shared department data; once you confirm, the funds are paid directly.',
  'free.inTime': 'Payment period',
  'free.itemId': 'Item number',
  'free.receive': 'Confirm and receive',
  'free.confirmTitle': 'Confirm',
  'free.confirmBody': 'Receive “{name}”? The funds will be paid to your account as provided.',
  'free.success': 'Received',
  'free.successBody': 'Received at {time}; see Policies I enjoy.',
  'free.already': 'Already received',
  'free.alreadyBody': 'No need to receive it again; received at {time}.',
  'free.failed': 'Not received',
  'free.loginHint': 'Please log in to receive this benefit',
  'free.notFree': 'This policy needs an application; apply on the policy detail page.',
  'free.toDetail': 'Policy details',
};
