// @vitest-environment jsdom
// The questionnaire on the portal's one form mechanism (jsdom, the demo API over HTTP): a refused submit says
// its message at the question, focus goes to the first question in trouble (brought into view, also when it
// is above), a question's message goes as it is answered, 确定 sends once, and English readers read English.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { QuestionnairePanel } from '../../../src/features/matching/components/questionnaire-panel';
import { paths } from '../../../src/shared/api/paths';
import { languageStore, loadMessages, setLanguage } from '../../../src/shared/i18n/language';
import { demoReset, loginAs, setupClientApi } from '../../server/client-helpers';
import { renderWithProviders } from '../../support/render';
import { screen } from '../../support/render-app';

const { api } = setupClientApi();
const T = { timeout: 20_000 };
const TOTAL = 9;

let token = '';
beforeAll(() => loadMessages(['matching']));
beforeEach(async () => {
  await demoReset(api());
  token = await loginAs(api(), 'person');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  languageStore.set('zh-CN');
});

/** Answers recorded the way the portal's submit records them: the panel reopens with them, every question shown. */
async function answered(answers: Record<string, string>) {
  const answer = await api().post(paths.formSubmit, { jsonData: JSON.stringify(answers) }, token);
  expect(answer.code, answer.msg).toBe(200);
}

const question = (code: string) => screen.getByTestId(`question-${code}`);
/** the message said at a question (the one its options are described by) */
const messageAt = (code: string) => {
  const id = question(code).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function openPanel(onSubmitted = () => {}) {
  renderWithProviders(<QuestionnairePanel refreshPhase="idle" onSubmitted={onSubmitted} />);
  await waitFor(
    () => expect(document.querySelectorAll('fieldset[data-testid^="question-"]')).toHaveLength(TOTAL),
    T,
  );
}

/** The portal's formSubmit calls, as they leave for the API. */
function countSubmits(): string[] {
  const sent: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(paths.formSubmit)) sent.push(String(init?.body));
    return real(input, init);
  });
  return sent;
}

describe('the questionnaire on the form mechanism', { timeout: 60_000 }, () => {
  it('an unanswered last question: its message at it, focus on it; answering it clears the message', async () => {
    await answered({ ageRange: '2' });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: '确认并立即匹配' }));
    await waitFor(() => expect(messageAt('insurance')).toBe('请选择最后一题'));
    expect(question('insurance').contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(question('insurance')).getAllByRole('checkbox')[0]);
    expect(messageAt('ageRange')).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(question('insurance')).getByRole('checkbox', { name: '职工基本医疗保险' }));
    expect(messageAt('insurance')).toBeUndefined();
    expect(within(question('insurance')).queryByRole('alert')).toBeNull();
  });

  it('nothing answered: said at the first question, above, which is brought into view and focused', async () => {
    await answered({ startup: '1' });
    await openPanel();
    const startup = within(question('startup')).getAllByRole('checkbox')[0]!;
    fireEvent.click(startup);
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: '确认并立即匹配' }));
    await waitFor(() => expect(messageAt('ageRange')).toBe('请至少回答一道题'));
    expect(messageAt('insurance')).toBe('请选择最后一题');
    expect(document.activeElement).toBe(within(question('ageRange')).getAllByRole('radio')[0]);
    expect(scrolled.some((el) => el.contains(question('ageRange')))).toBe(true);
    // answering the last settles both: at least one answer, and the last one
    fireEvent.click(within(question('insurance')).getAllByRole('checkbox')[0]!);
    expect(messageAt('insurance')).toBeUndefined();
    expect(messageAt('ageRange')).toBeUndefined();
  });

  it('下一题 on an unanswered question says so at the question and focuses it', async () => {
    renderWithProviders(<QuestionnairePanel refreshPhase="idle" onSubmitted={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '下一题' }, T));
    await waitFor(() => expect(messageAt('ageRange')).toBe('请先回答本题，再进入下一题'));
    expect(document.activeElement).toBe(within(question('ageRange')).getAllByRole('radio')[0]);
    fireEvent.click(within(question('ageRange')).getByRole('radio', { name: '18-35周岁' }));
    expect(messageAt('ageRange')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    await waitFor(() => expect(question('household')).toBeTruthy());
  });

  it('确定 clicked twice while the answers are sent sends them once', async () => {
    await answered({ ageRange: '2', insurance: '1' });
    const onSubmitted = vi.fn();
    await openPanel(onSubmitted);
    const sent = countSubmits();
    fireEvent.click(screen.getByRole('button', { name: '确认并立即匹配' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提交确认' }, T));
    const yes = confirm.getByRole('button', { name: '确定' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1), T);
    expect(sent).toEqual([JSON.stringify({ jsonData: JSON.stringify({ ageRange: '2', insurance: '1' }) })]);
    const summary = await api().get<{ queryTimes: number }>(paths.policyMatchingResult, token);
    expect(summary.data.queryTimes).toBe(2);
  });

  it('says the messages in English for an English reader', async () => {
    await setLanguage('en');
    await loadMessages(['matching']);
    await answered({ startup: '1' });
    await openPanel();
    fireEvent.click(within(question('startup')).getAllByRole('checkbox')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and match now' }));
    await waitFor(() => expect(messageAt('ageRange')).toBe('Please answer at least one question'));
    expect(messageAt('insurance')).toBe('Please select the last question');
  });
});
