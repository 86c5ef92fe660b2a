// Place-aware matching, the county scope, list filters and enterprise matching.
export const discoveryZh = {
  'explain.missing': '信息缺失',
  'explain.yourSituation': '您的情况：{actual}',
  'explain.kind.applicant': '申报对象',
  'explain.kind.area': '适用地区',
  'explain.kind.enterpriseType': '企业类型',
  'explain.kind.industry': '所属行业',
  'explain.kind.size': '企业规模',
  'explain.kind.founded': '成立时间',
} as const;
