// The questionnaire rules (docs/product.md#matching): reveal order, the form's rules (useFieldForm's) and the
// answer format.
import type { QuestionField, QuestionGroup } from '../../../shared/api/contract';
import { questionnaireSubmissionSchema } from '../../../shared/api/schemas/matching';
import { bodyRules } from '../../../shared/forms/body-rules';
import {
  allRules,
  type FieldErrors,
  type FieldMessage,
  type FormRules,
} from '../../../shared/forms/field-rules';

/** Chosen option values per fieldCode; a value is the option's 1-based position as a string. */
export type Answers = Record<string, string[]>;

export interface FlatQuestion {
  field: QuestionField;
  groupName: string;
  /** 0-based position across all groups */
  index: number;
}

export function flattenQuestions(groups: readonly QuestionGroup[]): FlatQuestion[] {
  const out: FlatQuestion[] = [];
  for (const group of groups) {
    for (const field of group.fieldList) out.push({ field, groupName: group.name, index: out.length });
  }
  return out;
}

export function optionValue(optionIndex: number): string {
  return String(optionIndex + 1);
}

export function isAnswered(answers: Answers, fieldCode: string): boolean {
  return (answers[fieldCode]?.length ?? 0) > 0;
}

/** Single choice replaces the answer; multiple choice toggles the option and keeps positions in order. */
export function choose(answers: Answers, field: QuestionField, value: string): Answers {
  if (field.fieldType === 3) return { ...answers, [field.fieldCode]: [value] };
  const current = answers[field.fieldCode] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  next.sort((a, b) => Number(a) - Number(b));
  return { ...answers, [field.fieldCode]: next };
}

/** The next question appears only when the current (last revealed) one is answered. */
export function canRevealNext(
  questions: readonly FlatQuestion[],
  answers: Answers,
  revealed: number,
): boolean {
  const current = questions[revealed - 1];
  return revealed < questions.length && current !== undefined && isAnswered(answers, current.field.fieldCode);
}

export function revealNext(questions: readonly FlatQuestion[], answers: Answers, revealed: number): number {
  return canRevealNext(questions, answers, revealed) ? revealed + 1 : revealed;
}

export function isLastRevealed(questions: readonly FlatQuestion[], revealed: number): boolean {
  return questions.length > 0 && revealed >= questions.length;
}

/** the questionnaire's messages whose Chinese is the submit body schema's words */
const BODY_MESSAGES = ['quiz.needOneAnswer'] as const;

/**
 * The questionnaire's rules, a message at the question it is about: the submit body's (at least one answer,
 * said at the first question) and the questionnaire's own (the last question answered).
 */
export function questionnaireRules(questions: readonly FlatQuestion[]): FormRules<Answers, string> {
  const first = questions[0]?.field.fieldCode;
  const last = questions[questions.length - 1]?.field.fieldCode;
  const lastAnswered = (answers: Answers): FieldErrors<string> =>
    last !== undefined && !isAnswered(answers, last) ? { [last]: 'quiz.selectLast' } : {};
  return allRules(
    bodyRules(questionnaireSubmissionSchema, {
      body: (answers: Answers) => ({ jsonData: serialiseAnswers(questions, answers) }),
      messages: BODY_MESSAGES,
      fieldOf: first === undefined ? {} : { jsonData: first },
    }),
    lastAnswered,
  );
}

/** True when the message is the one the first answer given anywhere settles (at least one answer). */
export const settledByAnyAnswer = (message: FieldMessage | undefined): boolean =>
  message === 'quiz.needOneAnswer';

/** The map sent as formSubmit's jsonData: fieldCode → value, multiple values joined by comma. */
export function toAnswerMap(questions: readonly FlatQuestion[], answers: Answers): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field } of questions) {
    const chosen = answers[field.fieldCode];
    if (chosen && chosen.length > 0) map[field.fieldCode] = chosen.join(',');
  }
  return map;
}

export function serialiseAnswers(questions: readonly FlatQuestion[], answers: Answers): string {
  return JSON.stringify(toAnswerMap(questions, answers));
}

/** Reads a stored answer map back ("2,4" → ['2', '4']), ignoring codes the form does not know. */
export function fromAnswerMap(questions: readonly FlatQuestion[], map: Record<string, string>): Answers {
  const answers: Answers = {};
  for (const { field } of questions) {
    const raw = map[field.fieldCode];
    if (!raw) continue;
    const max = field.dictLabelList.length;
    const values = raw.split(',').filter((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max);
    if (values.length > 0) answers[field.fieldCode] = field.fieldType === 3 ? values.slice(0, 1) : values;
  }
  return answers;
}

/** Option labels of an answer value, for the records dialog. */
export function describeAnswer(field: QuestionField, value: string): string {
  return value
    .split(',')
    .map((v) => field.dictLabelList[Number(v) - 1] ?? v)
    .join('、');
}
