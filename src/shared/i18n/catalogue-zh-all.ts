// Every zh-CN string at once, for code that runs outside the browser's first screens: the demo API's
// answers (server/) and the tests. The app itself loads the later namespaces lazily (catalogue.ts).
import { zhCN, type Catalogue } from './catalogue';
import { matchingZh } from './messages/matching';
import { consultZh } from './messages/consult';
import { centreZh } from './messages/centre';
import { contentZh } from './messages/content';
import { applicationZh } from './messages/application';
import { savedPoliciesZh } from './messages/saved-policies';
import { transitZh } from './messages/transit';
import { freeZh } from './messages/free';
import { sharedLaterZh } from './messages/shared-later';

export const zhAll: Catalogue = {
  ...zhCN,
  ...matchingZh,
  ...consultZh,
  ...centreZh,
  ...contentZh,
  ...applicationZh,
  ...savedPoliciesZh,
  ...transitZh,
  ...freeZh,
  ...sharedLaterZh,
};
