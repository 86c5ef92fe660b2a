import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ANSWER } from '../../../src/shared/api/schemas/matching';
import { loadMessages, translate } from '../../../src/shared/i18n/language';
import type { QuestionGroup } from '../../../src/shared/api/contract';
import {
  canRevealNext,
  choose,
  describeAnswer,
  flattenQuestions,
  fromAnswerMap,
  isLastRevealed,
  optionValue,
  revealNext,
  serialiseAnswers,
  questionnaireRules,
  type Answers,
} from '../../../src/features/matching/lib/questionnaire';

const groups: QuestionGroup[] = [
  {
    name: '基本情况',
    fieldList: [
      {
        fieldCode: 'age',
        fieldName: '年龄',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['18岁以下', '18-35岁', '36岁以上'],
      },
      {
        fieldCode: 'job',
        fieldName: '就业',
        fieldTypeStr: '多选',
        fieldType: 4,
        dictLabelList: ['在职', '灵活就业', '创业', '退休'],
      },
    ],
  },
  {
    name: '住房',
    fieldList: [
      {
        fieldCode: 'house',
        fieldName: '住房',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['租房', '自有'],
      },
    ],
  },
];
const questions = flattenQuestions(groups);
const [age, job, house] = questions.map((q) => q.field) as [
  (typeof questions)[0]['field'],
  (typeof questions)[0]['field'],
  (typeof questions)[0]['field'],
];

describe('questionnaire reveal: one question at a time', () => {
  it('flattens groups in order and keeps the group name', () => {
    expect(questions.map((q) => [q.index, q.field.fieldCode, q.groupName])).toEqual([
      [0, 'age', '基本情况'],
      [1, 'job', '基本情况'],
      [2, 'house', '住房'],
    ]);
  });

  it('reveals the next question only once the current one is answered', () => {
    let answers: Answers = {};
    let revealed = 1;
    expect(canRevealNext(questions, answers, revealed)).toBe(false);
    expect(revealNext(questions, answers, revealed)).toBe(1);

    answers = choose(answers, age, optionValue(1));
    revealed = revealNext(questions, answers, revealed);
    expect(revealed).toBe(2);
    // the second is not answered yet: the third stays hidden
    expect(revealNext(questions, answers, revealed)).toBe(2);

    answers = choose(answers, job, '3');
    revealed = revealNext(questions, answers, revealed);
    expect(revealed).toBe(3);
    expect(isLastRevealed(questions, revealed)).toBe(true);
    // nothing after the last
    answers = choose(answers, house, '1');
    expect(revealNext(questions, answers, revealed)).toBe(3);
  });

  it('un-ticking the only choice of a multiple question hides the way on again', () => {
    let answers = choose({}, age, '1');
    answers = choose(answers, job, '2');
    expect(canRevealNext(questions, answers, 2)).toBe(true);
    answers = choose(answers, job, '2');
    expect(answers.job).toEqual([]);
    expect(canRevealNext(questions, answers, 2)).toBe(false);
  });
});

describe('answers', () => {
  it('option values are 1-based positions as strings', () => {
    expect(optionValue(0)).toBe('1');
    expect(optionValue(3)).toBe('4');
  });

  it('single choice replaces; multiple toggles and keeps positions in order', () => {
    let answers = choose({}, age, '1');
    answers = choose(answers, age, '3');
    expect(answers.age).toEqual(['3']);
    answers = choose(answers, job, '4');
    answers = choose(answers, job, '1');
    answers = choose(answers, job, '2');
    expect(answers.job).toEqual(['1', '2', '4']);
  });

  it('serialises to a fieldCode → value map, multiple values joined by comma, unanswered left out', () => {
    let answers = choose({}, age, '2');
    answers = choose(answers, job, '3');
    answers = choose(answers, job, '1');
    const json = serialiseAnswers(questions, answers);
    expect(JSON.parse(json)).toEqual({ age: '2', job: '1,3' });
    expect(json).toBe('{"age":"2","job":"1,3"}');
  });

  it('reads a stored map back, dropping unknown codes and impossible options', () => {
    expect(fromAnswerMap(questions, { age: '2', job: '1,3,9', house: 'x', other: '1' })).toEqual({
      age: ['2'],
      job: ['1', '3'],
    });
  });

  it('describes an answer by its option labels', () => {
    expect(describeAnswer(job, '1,3')).toBe('在职、创业');
    expect(describeAnswer(age, '7')).toBe('7');
  });
});

describe('questionnaire rules (the form mechanism’s, a message at the question)', () => {
  const rules = questionnaireRules(questions);
  beforeAll(() => loadMessages(['matching']));

  it('needs at least one answer, said in the submit body schema’s words at the first question', async () => {
    expect(await rules({})).toEqual({ age: 'quiz.needOneAnswer', house: 'quiz.selectLast' });
    expect(await rules({ job: [] })).toEqual({ age: 'quiz.needOneAnswer', house: 'quiz.selectLast' });
    expect(translate('zh-CN', 'quiz.needOneAnswer')).toBe(NO_ANSWER);
  });

  it('needs the last question answered', async () => {
    expect(await rules({ age: ['1'], job: ['2'] })).toEqual({ house: 'quiz.selectLast' });
  });

  it('passes when the last question is answered', async () => {
    expect(await rules({ age: ['1'], house: ['2'] })).toEqual({});
  });

  it('a questionnaire of one question says "at least one answer" there', async () => {
    expect(await questionnaireRules(questions.slice(0, 1))({})).toEqual({ age: 'quiz.needOneAnswer' });
  });
});
