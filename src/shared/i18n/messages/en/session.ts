import type { Translation } from '../../types';
import type { sessionZh } from '../session';
export const sessionEn: Translation<typeof sessionZh> = {
  'user.enterpriseInfo': 'Enterprise info',
  'user.personInfo': 'Personal info',
  'user.myApply': 'My applications',
  'user.myEnjoyPolicy': 'Policies I enjoy',
  'user.myUrge': 'My urging',
  'user.myConsult': 'My consultations',
  'user.myMaterials': 'My materials',
  'user.enterpriseProject': 'Enterprise projects',
  'user.savedPolicies': 'My saved policies',
  'user.logout': 'Log out',
  'user.centre': 'User centre',
  'login.person': 'Personal login',
  'login.enterprise': 'Enterprise login',
  'login.isEnterprise': 'This is an enterprise account; please log in with a personal account',
  'login.isPerson': 'This is a personal account; please log in with an enterprise account',
  'login.urlRefused':
    'The identity platform answered a login address that is not trusted, so it was not opened; please try again later',
  'login.needLogin': 'Please log in to use this feature',
  'login.startFailed': 'The login page cannot be opened right now; please try again later',
  'logout.platformDone': 'The identity platform session has been ended',
  'login.platformLoggedOut':
    'You logged out of the provincial identity platform, so this site has logged you out too.',
  'login.platformKindChanged':
    'The account on the provincial identity platform changed; this site now uses that account.',
  'error.relogin': 'Log in again',
  'error.ok': 'OK',
  'error.timeout': 'System request timed out, please try again later',
  'error.hintTitle': 'Notice',
  'error.expired': 'Login expired, returning to home.',
  'error.warningTitle': '--Warning--',
  'error.title403': 'Login',
  'error.register': 'Register',
  'error.network': 'Network connection failed; please check it and try again',
  'error.badData': 'The server sent unexpected data; please try again later',
};
