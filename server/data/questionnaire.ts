// The people-policy matching questionnaire (personalInfoForm). Option values are 1-based positions.
import type { QuestionGroup } from '../../src/shared/api/contract';

export const QUESTION_GROUPS: readonly QuestionGroup[] = [
  {
    name: '基本情况',
    fieldList: [
      {
        fieldCode: 'ageRange',
        fieldName: '您的年龄段',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['18周岁以下', '18-35周岁', '36-59周岁', '60-79周岁', '80周岁及以上'],
      },
      {
        fieldCode: 'household',
        fieldName: '您的户籍所在地',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['泉州市户籍', '福建省内其他设区市户籍', '福建省外户籍'],
      },
      {
        fieldCode: 'education',
        fieldName: '您的最高学历',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['初中及以下', '高中/中专/技校', '大专', '本科', '硕士研究生及以上'],
      },
    ],
  },
  {
    name: '就业创业',
    fieldList: [
      {
        fieldCode: 'employment',
        fieldName: '您目前的就业状态',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['单位在职', '灵活就业', '自主创业', '已办理失业登记', '已退休'],
      },
      {
        fieldCode: 'startup',
        fieldName: '您的创业情况（可多选）',
        fieldTypeStr: '多选',
        fieldType: 4,
        dictLabelList: ['首次创业', '创办实体不满3年', '带动就业3人及以上', '返乡入乡创业', '暂无创业'],
      },
      {
        fieldCode: 'graduation',
        fieldName: '您的毕业时间',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['毕业2年内（含在校毕业年度）', '毕业2-5年', '毕业5年以上', '在校学生'],
      },
    ],
  },
  {
    name: '住房与家庭',
    fieldList: [
      {
        fieldCode: 'housing',
        fieldName: '您在泉州的住房情况',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['无自有住房（租房）', '近一年内首次购买新建商品住房', '已有自有住房'],
      },
      {
        fieldCode: 'family',
        fieldName: '您的家庭情况（可多选）',
        fieldTypeStr: '多选',
        fieldType: 4,
        dictLabelList: [
          '最低生活保障家庭',
          '家庭成员持有残疾人证',
          '育有3周岁以下婴幼儿',
          '退役军人或其家属',
          '特困供养人员',
          '以上均无',
        ],
      },
    ],
  },
  {
    name: '社会保障',
    fieldList: [
      {
        fieldCode: 'insurance',
        fieldName: '您的参保情况（可多选）',
        fieldTypeStr: '多选',
        fieldType: 4,
        dictLabelList: [
          '职工基本养老保险',
          '城乡居民基本养老保险',
          '职工基本医疗保险',
          '城乡居民基本医疗保险',
          '暂未参保',
        ],
      },
    ],
  },
];

export const QUESTION_FIELDS = QUESTION_GROUPS.flatMap((g) => g.fieldList);

export function findField(fieldCode: string) {
  return QUESTION_FIELDS.find((f) => f.fieldCode === fieldCode);
}
