// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { useFieldForm } from '../../../src/shared/forms/use-field-form';
import type { FieldErrors } from '../../../src/shared/forms/field-rules';
import { renderWithProviders } from '../../support/render';

interface Form {
  name: string;
  account: string;
}

const validate = (form: Form): FieldErrors<keyof Form> => ({
  ...(form.name.trim() === '' ? { name: 'centre.bank.nameRequired' as const } : {}),
  ...(form.account.trim() === '' ? { account: 'centre.bank.accountRequired' as const } : {}),
});

let sent: Form[] = [];
const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

function Sample() {
  const { form, textField, check } = useFieldForm<Form>({ name: '', account: '' }, validate);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (check()) sent.push(form);
      }}
    >
      <TextInput label="Name" {...textField('name')} />
      <TextInput label="Account" {...textField('account')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFieldForm', () => {
  afterEach(() => cleanup());

  it('shows every message on submit, focuses the first field in trouble and sends nothing', () => {
    sent = [];
    renderWithProviders(<Sample />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(invalid('Name')).toBe(true);
    expect(invalid('Account')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('clears a field’s message as it is corrected, focuses the next problem, then sends the values', () => {
    sent = [];
    renderWithProviders(<Sample />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '王芳' } });
    expect(invalid('Name')).toBe(false);
    expect(invalid('Account')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '6222 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ name: '王芳', account: '6222 0000' }]);
  });
});
