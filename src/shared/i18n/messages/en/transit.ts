import type { Translation } from '../../types';
import type { transitZh } from '../transit';

export const transitEn: Translation<typeof transitZh> = {
  'common.submit': 'Submit',
  'login.failed': 'Login failed, returning to home',
  'login.unverified': 'Your phone number is not verified; please verify it in the provincial app',
  'login.completeEnterprise': 'Please complete your enterprise information first',
  'login.inProgress': 'Logging you in…',
  'login.foreignTitle': 'This login was refused',
  'login.foreignTicket':
    'This login link was not started in this browser and may come from someone else. To protect your account it was refused and nothing about your login changed. To log in, choose “Log in again”.',
  'login.relogin': 'Log in again',
  'login.backHome': 'Back to home',
  'login.supportTip': 'For login problems call {phones}',
  'login.needKindPerson': 'This feature needs a personal login',
  'login.needKindEnterprise': 'This feature needs an enterprise login',
  'login.switchAccount': 'Switch account',
  'login.wrongKindTitle': 'Wrong account type',
  'logout.inProgress': 'Logging out…',
  'logout.done': 'You have logged out; your personal data was removed from this device',
  'logout.partial':
    'Data on this device is cleared, but the identity platform session could not be ended; try again later or close the browser',
  'logout.pendingRetry':
    'This device will end it automatically when back online; until then, the next person who chooses “Log in” ends it first and sees the identity page.',
  'transit.jumping': 'Opening {name}…',
  'transit.unknownSystem': 'The system you asked for was not found; please open it again from the navigation',
  'transit.opened': '{name} is open. If nothing happened, use the button below.',
  'transit.open': 'Open {name}',
  'transit.calculator': 'Policy calculator',
  'transit.completeNow': 'Complete enterprise info',
  'transit.unavailable':
    '{name} cannot be opened right now: its address could not be fetched. Please try again later.',
  'transit.retry': 'Try again',
};
