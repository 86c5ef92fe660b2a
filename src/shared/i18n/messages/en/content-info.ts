import type { Translation } from '../../types';
import type { contentInfoZh } from '../content-info';
export const contentInfoEn: Translation<typeof contentInfoZh> = {
  'content.info.section': 'About this site',
  'content.info.about': 'About',
  'content.a11y.commitTitle': 'Our commitment',
  'content.a11y.commit':
    'This site aims to give everyone, including people with visual, hearing or motor impairments and older people, equal and easy access to policy information and services. It is designed, built and tested to the Web Content Accessibility Guidelines (WCAG) 2.1 level AA and the national standard GB/T 37668-2019, and we keep improving it.',
  'content.a11y.keyboardTitle': 'Using the keyboard',
  'content.a11y.keyboard':
    'Everything on this site works with the keyboard alone. Every page starts with a "Skip to main content" link that appears when you press Tab. Common keys:',
  'content.a11y.key': 'Key',
  'content.a11y.action': 'What it does',
  'content.a11y.keyTab': 'Moves to the next link, button or field; a clear focus ring shows where you are',
  'content.a11y.keyShiftTab': 'Moves back to the previous control',
  'content.a11y.keyEnter': 'Follows a link, presses a button, ticks an option',
  'content.a11y.keyEsc': 'Closes a dialog or menu and returns focus to where it was opened',
  'content.a11y.keyArrows': 'Moves between tabs, radio options and list choices',
  'content.a11y.featuresTitle': 'Accessible design',
  'content.a11y.f1':
    'Clear structure: one main heading per page, headings in order, and labelled navigation, main and footer regions.',
  'content.a11y.f2':
    'Images and icons have text alternatives; every chart comes with an equivalent data table for screen readers.',
  'content.a11y.f3': 'Text contrast meets level AA, and colour is never the only way information is given.',
  'content.a11y.f4': 'Pages can be zoomed to 200% without losing content and adapt to small phone screens.',
  'content.a11y.f5':
    'Every form field has a label, errors are explained in words and nothing you typed is lost; the interface is available in Chinese and English.',
  'content.a11y.limitsTitle': 'Known limitations',
  'content.a11y.l1':
    'Some older policy attachments are scanned images that screen readers cannot read; contact us for a text version.',
  'content.a11y.l2':
    'External systems linked from this site (innovation voucher, credit loan, listing consultation) are run by their own operators and are not covered here.',
  'content.a11y.contactTitle': 'Tell us about a barrier',
  'content.a11y.contact':
    'If anything on this site is hard to use, tell us which page and what the difficulty was. We reply within 5 working days and will provide the information in another way.',
  'content.privacy.introTitle': 'Summary',
  'content.privacy.intro':
    'We protect your personal information. This statement explains what this site keeps on your device, why, for how long, and how it is removed when you log out. The site uses no third-party advertising or tracking.',
  'content.privacy.deviceTitle': 'Data kept on your device',
  'content.privacy.colWhat': 'Data',
  'content.privacy.colWhere': 'Where',
  'content.privacy.colWhy': 'Why',
  'content.privacy.colUntil': 'Kept until',
  'content.privacy.token.what': 'Login token',
  'content.privacy.token.where': 'Browser local storage',
  'content.privacy.token.why':
    'Shows that you logged in through the provincial identity platform; sent encrypted with requests for your data',
  'content.privacy.token.until': 'You log out or the login expires',
  'content.privacy.user.what': 'Login type and user info (name, enterprise name, region)',
  'content.privacy.user.where': 'Browser session storage',
  'content.privacy.user.why': 'Shows your name and prefills application forms',
  'content.privacy.user.until': 'You close the tab or log out',
  'content.privacy.saved.what': 'Policies you saved',
  'content.privacy.saved.where': 'Browser database (IndexedDB)',
  'content.privacy.saved.why': 'Lets you read saved policies without a connection',
  'content.privacy.saved.until': 'You delete them or log out',
  'content.privacy.drafts.what': 'Unsent application drafts (what you entered and files not yet uploaded)',
  'content.privacy.drafts.where':
    'Browser database (IndexedDB), kept per account; other accounts cannot see them',
  'content.privacy.drafts.why':
    'Lets you continue an application offline or at your next login without losing the files you chose',
  'content.privacy.drafts.until':
    'When the application is submitted; when you choose “Log out” and confirm; another account logging in on this device may delete them',
  'content.privacy.cache.what': 'Offline cache (site files and recently viewed public data)',
  'content.privacy.cache.where': 'Browser cache and database',
  'content.privacy.cache.why': 'Faster loading, and recent content while offline',
  'content.privacy.cache.until': 'At most 7 days; data tied to your account is removed when you log out',
  'content.privacy.prefs.what': 'Interface language and chosen county',
  'content.privacy.prefs.where': 'Browser local storage',
  'content.privacy.prefs.why': 'Remembers your display preferences; holds no personal identity',
  'content.privacy.prefs.until': 'You clear your browser data',
  'content.privacy.logoutTitle': 'When you log out',
  'content.privacy.logout':
    'When you choose "Log out" or your login expires, the site removes the login token, your user info, your saved policies and the offline data tied to your account from this device. Unsent application drafts are removed only when you choose “Log out” and confirm; otherwise they are kept for your account, to continue at your next login. Always log out on a shared computer.',
  'content.privacy.serverTitle': 'What is sent to our servers',
  'content.privacy.s1':
    'Visit statistics: the kind of page, the kind of visitor (enterprise, person or guest) and the chosen county; no names or ID numbers.',
  'content.privacy.s2':
    'Applications, consultations and enterprise details you submit are used only to handle that business and are kept by the competent department as the law requires.',
  'content.privacy.s3':
    'Identity checks are done by the provincial identity platform; this site never stores your password.',
  'content.privacy.contactTitle': 'Contact',
  'content.privacy.contact':
    'For questions about your personal information, or to correct or delete it, email ',
  'content.about.introTitle': 'About the portal',
  'content.about.intro':
    'The {title} is Quanzhou’s single place to publish and pay out enterprise and people benefit policies. It brings together the support policies of city and county departments so that policies find the people they are meant for and funds reach them directly.',
  'content.about.featuresTitle': 'Services',
  'content.about.f1': 'Policy search by name, county and type, with conditions and required materials.',
  'content.about.f2':
    'Policy matching: a short questionnaire finds people-benefit policies you may qualify for.',
  'content.about.f3': 'Online applications after login, with progress tracking, urging and consultation.',
  'content.about.f4':
    'Free application: eligible people and enterprises confirm their details and receive funds without applying.',
  'content.about.f5':
    'Openness: declaration publicity, reward announcements, compilations and payout statistics are all public.',
  'content.about.orgTitle': 'Organisers and contact',
  'content.sitemap.services': 'Policy services',
  'content.sitemap.announcements': 'Announcements and news',
  'content.sitemap.site': 'About this site',
  'content.sitemap.questionnaire': 'Policy matching questionnaire',
  'content.faq.title': 'Frequently asked questions',
  'content.faq.q1': 'Do I need to register before applying?',
  'content.faq.a1':
    'Yes. The portal uses the provincial identity platform: individuals log in with a personal account, enterprises with a legal-person account. First-time users can register with "Register" at the top right.',
  'content.faq.q2': 'What is the difference between declaration-type and free-application policies?',
  'content.faq.a2':
    'For declaration-type policies you submit an application and materials online within the declaration window and the department reviews it. For free-application policies the system finds eligible people from department data and you only confirm your details.',
  'content.faq.q3': 'How long until the funds arrive?',
  'content.faq.a3':
    'Departments normally review within 5 working days; after approval and a publicity period without objection the funds are paid. Follow progress under "My applications" and use "Urge" if it takes longer.',
  'content.faq.q4': 'Do I need original documents?',
  'content.faq.a4':
    'Online applications need clear, complete scans or photos. Some policies may ask to check originals during review; the department will tell you.',
  'content.faq.q5': 'What if I object to a publicity result?',
  'content.faq.a5':
    'Write to the competent department within the publicity period with the facts and your contact details, or call the service hotline and we will pass it on for checking.',
};
