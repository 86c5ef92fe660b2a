// Every zh-CN string at once, for code that runs outside the browser's first screens: the demo API's
// answers (server/) and the tests. The app itself loads the later namespaces lazily (catalogue.ts).
import { zhCN, type Catalogue } from './catalogue';
import { matchingZh } from '@words/zh/matching';
import { consultZh } from '@words/zh/consult';
import { centreZh } from '@words/zh/centre';
import { contentZh } from '@words/zh/content';
import { applicationZh } from '@words/zh/application';
import { savedPoliciesZh } from '@words/zh/saved-policies';
import { transitZh } from '@words/zh/transit';
import { freeZh } from '@words/zh/free';
import { sharedLaterZh } from '@words/zh/shared-later';

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
