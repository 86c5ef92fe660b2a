// assumed: news, publicity and announcements, declaration guides (申报指南), policy compilations (政策汇编)
// and financing products.
import * as v from 'valibot';
import { list, number, object, oneOf, page, text, withDefault } from '../schema';
import { attachmentsSchema, audienceSchema, policySuggestionSchema } from './policy';

export const articleSchema = object({
  id: text,
  title: text,
  summary: withDefault(text, ''),
  source: withDefault(text, ''),
  publishTime: text,
  countyCode: withDefault(text, ''),
  content: withDefault(text, ''),
  attachments: attachmentsSchema,
});
export type Article = v.InferOutput<typeof articleSchema>;
export const articlePageSchema = page(articleSchema);

export const publicityItemSchema = object({
  id: text,
  policyId: text,
  policyName: text,
  enterpriseName: text,
  rewardMoney: number,
  countyCode: withDefault(text, ''),
  publishTime: text,
  /** publicity window end (申报公示) or payment date (兑现公告) */
  endTime: withDefault(text, ''),
  kind: oneOf('publicity', 'notice'),
});
export type PublicityItem = v.InferOutput<typeof publicityItemSchema>;
export const publicityPageSchema = page(publicityItemSchema);

const guideStepSchema = object({ title: text, description: withDefault(text, '') });
export type GuideStep = v.InferOutput<typeof guideStepSchema>;

export const declarationGuideSchema = object({
  id: text,
  title: text,
  audience: audienceSchema,
  department: text,
  summary: withDefault(text, ''),
  steps: withDefault(list(guideStepSchema), []),
  materials: withDefault(list(text), []),
  contactPhone: withDefault(text, ''),
  updateTime: withDefault(text, ''),
  policyIds: withDefault(list(text), []),
});
export type DeclarationGuide = v.InferOutput<typeof declarationGuideSchema>;
export const declarationGuidesSchema = list(declarationGuideSchema);

export const policyCompilationSchema = object({
  id: text,
  title: text,
  year: number,
  department: text,
  countyCode: withDefault(text, ''),
  summary: withDefault(text, ''),
  publishTime: withDefault(text, ''),
  policies: withDefault(list(policySuggestionSchema), []),
});
export type PolicyCompilation = v.InferOutput<typeof policyCompilationSchema>;
export const policyCompilationsSchema = list(policyCompilationSchema);

export const financingProductSchema = object({
  id: text,
  productName: text,
  bankName: text,
  rateRange: text,
  maxAmount: number,
  termMonths: number,
  description: text,
});
export type FinancingProduct = v.InferOutput<typeof financingProductSchema>;
