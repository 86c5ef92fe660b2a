// Templates the policy generator combines with counties: topic, department, reward range, matching conditions.

export type DeptKey = 'gx' | 'kj' | 'rs' | 'sw' | 'cz' | 'zj' | 'mz' | 'yb' | 'sj' | 'wj' | 'ty' | 'jy';

/** A people policy's condition: the answer to `fieldCode` must include one of `anyOf`. */
export interface MatchCondition {
  fieldCode: string;
  anyOf: readonly string[];
  text: string;
}

export interface PolicyTemplate {
  topic: string;
  dept: DeptKey;
  /** reward range in yuan */
  min: number;
  max: number;
  /** share of generated policies that are 免申即享 */
  freeShare: number;
  target: string;
  conditions: readonly string[];
  materials: readonly string[];
  match?: readonly MatchCondition[];
}

export const DEPT_NAMES: Record<DeptKey, string> = {
  gx: '工业和信息化局', kj: '科学技术局', rs: '人力资源和社会保障局', sw: '商务局', cz: '财政局',
  zj: '住房和城乡建设局', mz: '民政局', yb: '医疗保障局', sj: '市场监督管理局', wj: '卫生健康局',
  ty: '退役军人事务局', jy: '教育局',
};

export const ZONE_DEPT_NAMES: Record<DeptKey, string> = {
  gx: '经济发展局', kj: '经济发展局', rs: '社会事业局', sw: '经济发展局', cz: '财政金融局',
  zj: '规划建设局', mz: '社会事业局', yb: '社会事业局', sj: '市场监督管理局', wj: '社会事业局',
  ty: '社会事业局', jy: '社会事业局',
};

const ENT_MATERIALS = ['申报表（加盖企业公章）', '营业执照副本复印件', '上年度财务审计报告', '银行开户许可证或基本存款账户信息'];

export const ENTERPRISE_TEMPLATES: readonly PolicyTemplate[] = [
  { topic: '企业研发费用补助', dept: 'kj', min: 50000, max: 500000, freeShare: 0.3, target: '上年度研发费用加计扣除额度达到规定标准的规模以上工业企业',
    conditions: ['在本地依法登记注册、具有独立法人资格', '上年度研发费用占营业收入比例不低于3%', '已享受研发费用税前加计扣除政策'], materials: [...ENT_MATERIALS, '研发费用加计扣除优惠明细表'] },
  { topic: '高新技术企业认定奖励', dept: 'kj', min: 100000, max: 300000, freeShare: 0.6, target: '首次认定或重新认定的国家高新技术企业',
    conditions: ['取得国家高新技术企业证书且在有效期内', '近三年无重大安全、质量事故和严重环境违法行为'], materials: [...ENT_MATERIALS, '高新技术企业证书'] },
  { topic: '科技型中小企业评价入库奖励', dept: 'kj', min: 10000, max: 50000, freeShare: 0.7, target: '当年度通过科技型中小企业评价并入库的企业',
    conditions: ['当年度取得科技型中小企业入库登记编号', '职工总数不超过500人'], materials: [...ENT_MATERIALS] },
  { topic: '专精特新“小巨人”企业奖励', dept: 'gx', min: 200000, max: 1000000, freeShare: 0.5, target: '获评国家级、省级专精特新中小企业及“小巨人”企业',
    conditions: ['列入工业和信息化部专精特新“小巨人”企业名单', '主营业务收入占比不低于70%'], materials: [...ENT_MATERIALS, '认定文件复印件'] },
  { topic: '企业技术改造项目补助', dept: 'gx', min: 100000, max: 2000000, freeShare: 0, target: '实施技术改造且设备投资达到规定规模的工业企业',
    conditions: ['项目已完成备案并竣工投产', '设备投资额不低于500万元', '项目未享受其他同类财政补助'], materials: [...ENT_MATERIALS, '设备购置发票及付款凭证', '项目备案证明'] },
  { topic: '工业企业数字化改造补助', dept: 'gx', min: 50000, max: 800000, freeShare: 0, target: '实施智能制造、工业互联网和数字化改造的工业企业',
    conditions: ['数字化改造投入不低于100万元', '项目已通过验收'], materials: [...ENT_MATERIALS, '项目验收报告'] },
  { topic: '新增规模以上工业企业奖励', dept: 'gx', min: 50000, max: 200000, freeShare: 0.8, target: '首次纳入规模以上工业统计的企业',
    conditions: ['当年度新纳入规模以上工业企业统计名录库', '依法纳税、诚信经营'], materials: [...ENT_MATERIALS] },
  { topic: '失业保险稳岗返还', dept: 'rs', min: 5000, max: 300000, freeShare: 0.9, target: '参加失业保险且不裁员或少裁员的参保企业',
    conditions: ['上年度足额缴纳失业保险费12个月以上', '上年度裁员率不高于5.5%'], materials: ['稳岗返还申请表', '银行账户信息'] },
  { topic: '吸纳高校毕业生就业社保补贴', dept: 'rs', min: 2000, max: 100000, freeShare: 0.3, target: '招用毕业年度或离校2年内未就业高校毕业生的中小微企业',
    conditions: ['签订1年以上劳动合同', '按规定为招用人员缴纳社会保险费'], materials: ['社保补贴申请表', '劳动合同复印件', '社保缴费明细'] },
  { topic: '企业职工技能提升培训补贴', dept: 'rs', min: 10000, max: 200000, freeShare: 0, target: '组织职工开展岗位技能提升培训的企业',
    conditions: ['培训在备案的培训机构或企业培训中心开展', '参训职工取得相应职业技能等级证书'], materials: [...ENT_MATERIALS, '培训花名册及证书复印件'] },
  { topic: '外贸企业出口信用保险保费补助', dept: 'sw', min: 10000, max: 500000, freeShare: 0.4, target: '投保短期出口信用保险的外贸企业',
    conditions: ['上年度有进出口实绩', '已缴纳出口信用保险保费'], materials: [...ENT_MATERIALS, '保单及保费发票'] },
  { topic: '跨境电商发展扶持资金', dept: 'sw', min: 30000, max: 500000, freeShare: 0, target: '开展跨境电子商务业务的企业及服务平台',
    conditions: ['跨境电商年交易额不低于500万元', '通过海关跨境电商模式申报'], materials: [...ENT_MATERIALS, '海关报关数据'] },
  { topic: '限额以上商贸企业增量奖励', dept: 'sw', min: 20000, max: 300000, freeShare: 0.6, target: '零售额增速达到规定标准的限额以上批发零售和住宿餐饮企业',
    conditions: ['纳入限额以上贸易业统计', '年度销售额同比增长10%以上'], materials: [...ENT_MATERIALS] },
  { topic: '中小微企业贷款贴息', dept: 'cz', min: 10000, max: 300000, freeShare: 0, target: '在合作银行取得流动资金贷款的中小微企业',
    conditions: ['贷款用于生产经营', '按期还本付息、无不良信用记录'], materials: [...ENT_MATERIALS, '借款合同及利息支付凭证'] },
  { topic: '企业上市挂牌奖励', dept: 'cz', min: 500000, max: 5000000, freeShare: 0, target: '在境内外证券交易所上市或在新三板挂牌的企业',
    conditions: ['完成股份制改造', '取得证监会注册批复或交易所挂牌通知'], materials: [...ENT_MATERIALS, '上市或挂牌证明文件'] },
  { topic: '建筑业企业资质升级奖励', dept: 'zj', min: 100000, max: 1000000, freeShare: 0.5, target: '资质晋升为特级、一级的建筑业企业',
    conditions: ['当年度取得资质升级证书', '近两年无重大安全生产事故'], materials: [...ENT_MATERIALS, '资质证书'] },
  { topic: '装配式建筑项目补助', dept: 'zj', min: 100000, max: 800000, freeShare: 0, target: '采用装配式建造方式的新建项目建设单位',
    conditions: ['装配率达到50%以上', '项目通过竣工验收'], materials: [...ENT_MATERIALS, '装配率认定文件'] },
  { topic: '发明专利授权资助', dept: 'sj', min: 5000, max: 100000, freeShare: 0.7, target: '获得国内外发明专利授权的企业',
    conditions: ['专利权人为本地注册企业', '专利处于有效状态'], materials: ['专利证书复印件', '资助申请表'] },
  { topic: '品牌与标准化建设奖励', dept: 'sj', min: 30000, max: 500000, freeShare: 0.4, target: '主导制定国际、国家或行业标准，获评驰名商标的企业',
    conditions: ['标准已正式发布实施', '企业为主要起草单位'], materials: [...ENT_MATERIALS, '标准文本或认定文件'] },
];

const P_MATERIALS = ['居民身份证', '申请表', '本人社会保障卡（银行账户）'];

export const PEOPLE_TEMPLATES: readonly PolicyTemplate[] = [
  { topic: '一次性创业补贴', dept: 'rs', min: 5000, max: 10000, freeShare: 0, target: '首次创办小微企业或从事个体经营的重点群体',
    conditions: ['首次创业且正常经营6个月以上', '本人为法定代表人或主要负责人'], materials: [...P_MATERIALS, '营业执照副本'],
    match: [{ fieldCode: 'employment', anyOf: ['3'], text: '自主创业' }, { fieldCode: 'startup', anyOf: ['1'], text: '首次创业' }] },
  { topic: '创业带动就业补贴', dept: 'rs', min: 2000, max: 30000, freeShare: 0, target: '创业并带动3人及以上就业的创业者',
    conditions: ['创办实体正常经营1年以上', '吸纳3人及以上就业并缴纳社会保险'], materials: [...P_MATERIALS, '员工社保缴费明细'],
    match: [{ fieldCode: 'employment', anyOf: ['3'], text: '自主创业' }, { fieldCode: 'startup', anyOf: ['3'], text: '带动就业3人及以上' }] },
  { topic: '返乡入乡创业补贴', dept: 'rs', min: 10000, max: 50000, freeShare: 0, target: '返乡入乡创业的农民工、高校毕业生和退役军人',
    conditions: ['创办实体在本地注册登记', '正常经营6个月以上'], materials: [...P_MATERIALS, '营业执照副本'],
    match: [{ fieldCode: 'startup', anyOf: ['4'], text: '返乡入乡创业' }] },
  { topic: '高校毕业生就业见习补贴', dept: 'rs', min: 1800, max: 12000, freeShare: 0, target: '离校2年内未就业高校毕业生和16-24岁失业青年',
    conditions: ['在认定的见习基地参加见习', '见习期3至12个月'], materials: [...P_MATERIALS, '毕业证书', '见习协议'],
    match: [{ fieldCode: 'graduation', anyOf: ['1'], text: '毕业2年内' }, { fieldCode: 'education', anyOf: ['3', '4', '5'], text: '大专及以上学历' }] },
  { topic: '青年人才生活补贴', dept: 'rs', min: 12000, max: 60000, freeShare: 0.3, target: '来泉就业创业的全日制本科及以上学历青年人才',
    conditions: ['年龄35周岁以下', '在本地缴纳社会保险满6个月'], materials: [...P_MATERIALS, '学历证书', '劳动合同'],
    match: [{ fieldCode: 'ageRange', anyOf: ['2'], text: '18-35周岁' }, { fieldCode: 'education', anyOf: ['4', '5'], text: '本科及以上学历' }] },
  { topic: '灵活就业人员社会保险补贴', dept: 'rs', min: 3000, max: 9000, freeShare: 0, target: '以灵活形式就业的就业困难人员和离校2年内高校毕业生',
    conditions: ['以个人身份缴纳基本养老保险', '已办理灵活就业登记'], materials: [...P_MATERIALS, '社保缴费凭证'],
    match: [{ fieldCode: 'employment', anyOf: ['2'], text: '灵活就业' }, { fieldCode: 'insurance', anyOf: ['1', '2'], text: '已参加养老保险' }] },
  { topic: '失业人员职业技能培训补贴', dept: 'rs', min: 800, max: 3000, freeShare: 0, target: '参加职业技能培训并取得证书的登记失业人员',
    conditions: ['已办理失业登记', '取得职业资格证书或职业技能等级证书'], materials: [...P_MATERIALS, '培训合格证书'],
    match: [{ fieldCode: 'employment', anyOf: ['4'], text: '已办理失业登记' }] },
  { topic: '新市民购房补贴', dept: 'zj', min: 10000, max: 50000, freeShare: 0, target: '在本地首次购买新建商品住房的新市民',
    conditions: ['非本市户籍或落户未满3年', '购房合同已网签备案', '在本地缴纳社会保险满6个月'], materials: [...P_MATERIALS, '商品房买卖合同', '购房发票'],
    match: [{ fieldCode: 'housing', anyOf: ['2'], text: '首次购买新建商品住房' }, { fieldCode: 'household', anyOf: ['2', '3'], text: '非泉州市户籍' }] },
  { topic: '高校毕业生租房补贴', dept: 'zj', min: 3600, max: 18000, freeShare: 0.2, target: '在本地就业且无自有住房的高校毕业生',
    conditions: ['本人及配偶在本地无自有住房', '毕业5年内'], materials: [...P_MATERIALS, '租赁合同', '毕业证书'],
    match: [{ fieldCode: 'housing', anyOf: ['1'], text: '无自有住房' }, { fieldCode: 'graduation', anyOf: ['1', '2'], text: '毕业5年内' }] },
  { topic: '保障性租赁住房租金补贴', dept: 'zj', min: 2400, max: 12000, freeShare: 0, target: '住房困难的城镇低保、低收入家庭',
    conditions: ['家庭人均住房面积低于15平方米', '家庭收入符合当地标准'], materials: [...P_MATERIALS, '低保证或低收入认定证明'],
    match: [{ fieldCode: 'housing', anyOf: ['1'], text: '无自有住房' }, { fieldCode: 'family', anyOf: ['1'], text: '最低生活保障家庭' }] },
  { topic: '高龄老年人津贴', dept: 'mz', min: 1200, max: 6000, freeShare: 1, target: '具有本地户籍的80周岁及以上老年人',
    conditions: ['年满80周岁', '具有本地户籍'], materials: ['居民身份证', '户口簿'],
    match: [{ fieldCode: 'ageRange', anyOf: ['5'], text: '80周岁及以上' }, { fieldCode: 'household', anyOf: ['1'], text: '泉州市户籍' }] },
  { topic: '困难残疾人生活补贴', dept: 'mz', min: 1200, max: 2400, freeShare: 0.8, target: '低保家庭中的残疾人和其他困难残疾人',
    conditions: ['持有第二代残疾人证', '属于低保或低保边缘家庭'], materials: ['居民身份证', '残疾人证'],
    match: [{ fieldCode: 'family', anyOf: ['2'], text: '家庭成员持有残疾人证' }] },
  { topic: '城乡最低生活保障金', dept: 'mz', min: 9000, max: 12000, freeShare: 0, target: '家庭人均收入低于当地低保标准的居民家庭',
    conditions: ['共同生活家庭成员人均收入低于当地低保标准', '家庭财产符合规定'], materials: ['居民身份证', '户口簿', '家庭收入及财产申报表'],
    match: [{ fieldCode: 'family', anyOf: ['1'], text: '最低生活保障家庭' }] },
  { topic: '特困人员基本生活补助', dept: 'mz', min: 12000, max: 18000, freeShare: 1, target: '无劳动能力、无生活来源、无法定赡养义务人的特困人员',
    conditions: ['经民政部门认定为特困供养人员'], materials: ['居民身份证', '特困供养证'],
    match: [{ fieldCode: 'family', anyOf: ['5'], text: '特困供养人员' }] },
  { topic: '3周岁以下婴幼儿育儿补贴', dept: 'wj', min: 3600, max: 10800, freeShare: 1, target: '育有3周岁以下婴幼儿的本地户籍家庭',
    conditions: ['婴幼儿具有本地户籍', '符合法律法规规定生育'], materials: ['出生医学证明', '户口簿'],
    match: [{ fieldCode: 'family', anyOf: ['3'], text: '育有3周岁以下婴幼儿' }] },
  { topic: '城乡居民医保参保资助', dept: 'yb', min: 380, max: 400, freeShare: 1, target: '参加城乡居民医保的特困人员、低保对象和重度残疾人',
    conditions: ['参加城乡居民基本医疗保险', '属于资助参保对象'], materials: ['居民身份证'],
    match: [{ fieldCode: 'insurance', anyOf: ['4'], text: '参加城乡居民医保' }, { fieldCode: 'family', anyOf: ['1', '2', '5'], text: '低保、残疾或特困人员' }] },
  { topic: '城乡居民养老保险缴费补贴', dept: 'rs', min: 200, max: 1200, freeShare: 1, target: '参加城乡居民基本养老保险的缴费人员',
    conditions: ['按年度缴纳城乡居民养老保险费', '年满16周岁且非在校学生'], materials: ['居民身份证'],
    match: [{ fieldCode: 'insurance', anyOf: ['2'], text: '参加城乡居民养老保险' }] },
  { topic: '退役军人自主就业一次性经济补助', dept: 'ty', min: 10000, max: 30000, freeShare: 0, target: '自主就业的退役士兵',
    conditions: ['按自主就业方式安置', '在退役后规定时间内报到'], materials: [...P_MATERIALS, '退役证'],
    match: [{ fieldCode: 'family', anyOf: ['4'], text: '退役军人或其家属' }] },
  { topic: '家庭经济困难学生资助', dept: 'jy', min: 1000, max: 3000, freeShare: 0.5, target: '在本地就读的家庭经济困难学生',
    conditions: ['具有正式学籍', '经认定为家庭经济困难学生'], materials: ['学生证', '家庭经济困难认定表'],
    match: [{ fieldCode: 'graduation', anyOf: ['4'], text: '在校学生' }, { fieldCode: 'family', anyOf: ['1', '2', '5'], text: '困难家庭' }] },
];
