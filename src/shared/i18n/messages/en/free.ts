import type { Translation } from '../../types';
import type { freeZh } from '../free';

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
