// @vitest-environment jsdom
// The one form mechanism (useFieldForm with bodyRules): focus on the first problem in page order, a message
// cleared as its field is corrected, a form sent once while its sending is pending, and a body schema's words
// shown as the catalogue key that says them, in the reader's language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { useFieldForm } from '../../../src/shared/forms/use-field-form';
import { bodyRules } from '../../../src/shared/forms/body-rules';
import { allRules, type FieldErrors } from '../../../src/shared/forms/field-rules';
import { bankAccountInputSchema } from '../../../src/shared/api/schemas/centre-bodies';
import { languageStore, loadMessages, setLanguage } from '../../../src/shared/i18n/language';
import { renderWithProviders } from '../../support/render';

interface Bank {
  bankName: string;
  bankAccount: string;
  note: string;
}

/** the form's own rule beside the body's: a note of at most 5 characters */
const own = ({ note }: Bank): FieldErrors<keyof Bank> =>
  note.length > 5 ? { note: { key: 'locker.nameTooLong', params: { max: 5 } } } : {};

const rules = allRules<Bank, keyof Bank>(
  own,
  bodyRules(bankAccountInputSchema, {
    body: (form: Bank) => ({
      bankName: form.bankName.trim(),
      bankAccount: form.bankAccount.replace(/\s/g, ''),
    }),
    messages: ['centre.bank.nameRequired', 'centre.bank.accountDigits'],
  }),
);

let sends: Bank[] = [];
let answer: { resolve: () => void } | null = null;

function BankSample() {
  const { textField, onSubmit, pending } = useFieldForm<Bank>(
    { bankName: '', bankAccount: '', note: '' },
    rules,
  );
  const submit = onSubmit((values) => {
    sends.push(values);
    return new Promise<void>((resolve) => {
      answer = { resolve };
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <TextInput label="Note" {...textField('note')} />
        <TextInput label="Name" {...textField('bankName')} />
        <TextInput label="Account" {...textField('bankAccount')} />
      </div>
      <button type="submit">{pending ? 'Sending' : 'Send'}</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label);
const messageOf = (label: string) => {
  const id = field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.includes('error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const send = () => fireEvent.submit(screen.getByRole('button', { name: /Send/ }).closest('form')!);

describe('the form mechanism', () => {
  beforeAll(() => loadMessages(['centre']));
  afterEach(() => {
    cleanup();
    sends = [];
    answer = null;
    languageStore.set('zh-CN');
  });

  it('shows the body schema’s words as their key, every field at once, and focuses the first in page order', async () => {
    renderWithProviders(<BankSample />);
    fireEvent.change(field('Note'), { target: { value: '123456' } });
    fireEvent.change(field('Account'), { target: { value: '12ab' } });
    send();
    await waitFor(() => expect(messageOf('Name')).toBe('请输入开户银行'));
    expect(messageOf('Account')).toBe('银行账号应为10至30位数字');
    expect(messageOf('Note')).toBe('材料名称不能超过5个字');
    expect(document.activeElement).toBe(field('Note'));
    expect(sends).toEqual([]);
  });

  it('clears a field’s message as it is corrected, leaving the others', async () => {
    renderWithProviders(<BankSample />);
    send();
    await waitFor(() => expect(messageOf('Name')).toBe('请输入开户银行'));
    fireEvent.change(field('Name'), { target: { value: '中国银行' } });
    expect(messageOf('Name')).toBeUndefined();
    expect(messageOf('Account')).toBe('银行账号应为10至30位数字');
    send();
    await waitFor(() => expect(document.activeElement).toBe(field('Account')));
  });

  it('sends once while the sending is pending, and may send again after the answer', async () => {
    renderWithProviders(<BankSample />);
    fireEvent.change(field('Name'), { target: { value: '中国银行' } });
    fireEvent.change(field('Account'), { target: { value: '6222 0000 1111' } });
    send();
    send();
    await screen.findByRole('button', { name: 'Sending' });
    send();
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ bankName: '中国银行', bankAccount: '6222 0000 1111' });
    await act(async () => answer!.resolve());
    await screen.findByRole('button', { name: 'Send' });
    send();
    await waitFor(() => expect(sends).toHaveLength(2));
  });

  it('says the schema’s words in English for an English reader', async () => {
    await setLanguage('en');
    await loadMessages(['centre']);
    renderWithProviders(<BankSample />);
    send();
    await waitFor(() => expect(messageOf('Name')).toBe('Please enter the bank'));
  });
});
