import type { Translation } from '../../types';
import type { discoveryZh } from '../discovery';
export const discoveryEn: Translation<typeof discoveryZh> = {
  'explain.missing': 'Information missing',
  'explain.yourSituation': 'Yours: {actual}',
  'explain.kind.applicant': 'Who may apply',
  'explain.kind.area': 'Area',
  'explain.kind.enterpriseType': 'Enterprise type',
  'explain.kind.industry': 'Industry',
  'explain.kind.size': 'Enterprise size',
  'explain.kind.founded': 'Founded',
};
