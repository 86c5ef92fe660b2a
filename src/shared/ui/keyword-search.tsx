import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useT } from '../i18n/language';
import { KEYWORD_MAX } from '../routing/search-params';

interface KeywordSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (keyword: string) => void;
  /** extra filters shown before the keyword box */
  children?: ReactNode;
}

/** A labelled keyword form; the URL holds the applied value, the box keeps what is being typed. */
export function KeywordSearch({ label, placeholder, value, onSearch, children }: KeywordSearchProps) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    // the URL changed (back button, reset): show what is applied now
    setApplied(value);
    setDraft(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <TextInput
          label={label}
          placeholder={placeholder}
          value={draft}
          maxLength={KEYWORD_MAX}
          onChange={(e) => setDraft(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit">{t('common.search')}</Button>
        {value !== '' && (
          <Button variant="default" onClick={() => onSearch('')}>
            {t('content.clearSearch')}
          </Button>
        )}
      </Group>
    </form>
  );
}
