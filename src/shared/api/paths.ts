// Every endpoint path, the backend's and the assumed ones (marked; docs/api.md), for portal and server alike.
const enc = encodeURIComponent;
/** A paged list's path: `<base>/<page>/<pageSize>`. */
const paged = (base: string) => (page: number, pageSize: number) => `${base}/${page}/${pageSize}`;

export const paths = {
  // login and session (platform host, second client)
  systemInfo: '/api/sj/v1/commons/systemInfo',
  mztLogin: '/api/sj/v1/mztLogin',
  mztQuit: '/api/sj/v1/mztLogin/quit',
  loginStatus: '/api/sj/v1/mztLogin/loginStatus',
  loginCheck: '/api/sj/v1/mztLogin/loginCheck',
  personalLoginInfo: '/api/v1/pc/user/personal/loginInfo',
  enterpriseLogin: '/api/manage/gj/v1/pcLogin/pcLogin',
  countyInfo: '/api/manage/gj/v1/pcLogin/countyInfo',
  pcLoginStatus: '/api/gj/v1/login/pcLoginStatus',
  // regions
  countyOrg: '/api/gj/v1/orgCommons/qzCountyOrg',
  streetOrg: (id: string) => `/api/gj/v1/orgCommons/qzStreetOrg/${enc(id)}`,
  districtCode: (code: string) => `/api/gj/v1/orgCommons/districtCode/${enc(code)}`,
  // ads, statistics, search
  ads: (adCode: string) => `/api/v1/tads/findByCode/${enc(adCode)}`,
  applyAmount: '/api/open/gj/v1/index/applyAmount',
  accessCount: '/api/open/gj/v1/index/accessCount',
  rewardCount: '/api/open/gj/v1/index/rewardCount',
  hotWord: '/api/open/gj/v1/index/hotWord',
  personalInfoForm: '/api/open/gj/v1/index/personalInfoForm',
  personalPolicyPage: paged('/api/open/gj/v1/index/personalPolicyPage'),
  nonFinancialPolicyPage: paged('/api/open/gj/v1/index/nonFinancialPolicyPage'),
  getDic: '/api/manage/gj/v1/pcApi/getDic',
  // matching
  policyMatchingPage: paged('/api/pc/hm/v1/policy/policyMatchingPage'),
  formSubmit: '/api/pc/hm/v1/policy/formSubmit',
  policyMatchingResult: '/api/pc/hm/v1/policy/policyMatchingResult',
  formRecord: '/api/pc/hm/v1/policy/formRecord',
  /** assumed: 惠企政策匹配, an enterprise matched from its enterprise information (?matchingModel=1|2|3) */
  enterpriseMatchingPage: (page: number, pageSize: number) =>
    `/api/pc/hm/v1/policy/enterpriseMatchingPage/${page}/${pageSize}`,
  freeReceive: (id: string) => `/api/pc/hm/v1/policy/free/name/receive/${enc(id)}`,
  // consultation, files, enterprise data
  imgFile: '/api/manage/gj/v1/pcLogin/imgFile',
  consult: (authCode: string) => `/api/manage/gj/v1/pcLogin/${enc(authCode)}`,
  treeEnterpriseType: '/api/gj/v1/gjCommonApi/treeEnterpriseType',
  financingProduct: (id: string) => `/api/manage/gj/v1/pcApi/financingMarket/product/${enc(id)}`,
  updateBankAccount: '/api/manage/gj/v1/pcLogin/updateEnterpriseBankAccount',
  bankAccountChanges: (id: string, page: number, pageSize: number) =>
    `/api/manage/gj/v1/pcLogin/bankAccountInfoChangeRecord/${enc(id)}/${page}/${pageSize}`,
  // access log
  accessLog: '/api/manage/gj/v1/pcApi',
  // captcha and SMS
  captchaImage: '/api/gj/v1/gjSms/captchaImage',
  sendCode: '/api/gj/v1/gjSms/sendCode',

  // assumed (not in the spec): content and user-centre screens
  policyDetail: (id: string) => `/api/open/gj/v1/policy/detail/${enc(id)}`,
  /** assumed extension: the revisions of saved policies (ids, after) for the saved-policy check */
  policyChanges: '/api/open/gj/v1/policy/changes',
  policySuggest: '/api/open/gj/v1/policy/suggest',
  /** assumed extension: the competent departments of the policies in a scope (audience, county) */
  policyDepartments: '/api/open/gj/v1/policy/departments',
  /** the captcha's characters for read-aloud (a real backend would answer with an audio file) */
  captchaAudio: '/api/gj/v1/gjSms/captchaAudio',
  newsPage: paged('/api/open/gj/v1/news/page'),
  newsDetail: (id: string) => `/api/open/gj/v1/news/detail/${enc(id)}`,
  publicityPage: (kind: 'publicity' | 'notice', page: number, pageSize: number) =>
    `/api/open/gj/v1/${kind}/page/${page}/${pageSize}`,
  guideList: '/api/open/gj/v1/declarationGuide',
  compilationList: '/api/open/gj/v1/compilation',
  myApplyPage: paged('/api/manage/gj/v1/pcUser/apply'),
  myApplyDetail: (id: string) => `/api/manage/gj/v1/pcUser/apply/detail/${enc(id)}`,
  applySubmit: '/api/manage/gj/v1/pcUser/apply/submit',
  applyResubmit: '/api/manage/gj/v1/pcUser/apply/resubmit',
  applyContext: (policyId: string) => `/api/manage/gj/v1/pcUser/apply/context/${enc(policyId)}`,
  applyFileUpload: '/api/manage/gj/v1/pcUser/apply/file',
  applyDraft: (policyId: string) => `/api/manage/gj/v1/pcUser/apply/draft/${enc(policyId)}`,
  applyFile: (fileId: string) => `/api/manage/gj/v1/pcUser/apply/file/${enc(fileId)}`,
  myEnjoyPage: paged('/api/manage/gj/v1/pcUser/enjoy'),
  /** assumed: the account's 免申即享 receipt of this policy, with its steps (null when none) */
  myReceipt: (policyId: string) => `/api/manage/gj/v1/pcUser/receipt/${enc(policyId)}`,
  myUrgePage: paged('/api/manage/gj/v1/pcUser/urge'),
  urgeSubmit: '/api/manage/gj/v1/pcUser/urge/submit',
  myConsultPage: paged('/api/manage/gj/v1/pcUser/consult'),
  myConsultDetail: (id: string) => `/api/manage/gj/v1/pcUser/consult/detail/${enc(id)}`,
  myMessagePage: paged('/api/manage/gj/v1/pcUser/message'),
  myMessageRead: '/api/manage/gj/v1/pcUser/message/read',
  myContact: '/api/manage/gj/v1/pcUser/contact',
  projectPage: paged('/api/manage/gj/v1/pcUser/project'),
  projectDetail: (id: string) => `/api/manage/gj/v1/pcUser/project/detail/${enc(id)}`,
  projectSave: '/api/manage/gj/v1/pcUser/project/save',
  personInfoSave: '/api/v1/pc/user/personal/save',
  /** assumed: 我的材料 (its endpoints: locker-paths.ts) */
  lockerBase: '/api/manage/gj/v1/pcUser/materials',
} as const;
