import { useEffect, useRef, useState } from 'react';
import { Button, Highlight, Loader, TextInput, useCombobox } from '@mantine/core';
import { Combobox } from '../../../shared/ui/lazy-floating';
import type { Audience } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { KEYWORD_MAX } from '../../../shared/routing/search-params';
import { useSuggestions } from './use-suggestions';
import { SearchIcon } from '../../../shared/ui/icons';
import classes from './search-box.module.css';

/** The suggestion list hides 150 ms after the input loses focus (a click on an option still lands). */
export const HIDE_AFTER_BLUR_MS = 150;

interface SearchBoxProps {
  audience: Audience;
  initialKeyword?: string;
  onSearch: (keyword: string) => void;
}

export function SearchBox({ audience, initialKeyword = '', onSearch }: SearchBoxProps) {
  const t = useT();
  const [value, setValue] = useState(initialKeyword);
  const suggestions = useSuggestions(audience);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // a new search from outside (hot word, back button) shows its keyword
  const [shownInitial, setShownInitial] = useState(initialKeyword);
  if (shownInitial !== initialKeyword) {
    setShownInitial(initialKeyword);
    setValue(initialKeyword);
  }
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const submit = (keyword: string) => {
    combobox.closeDropdown();
    suggestions.clear();
    onSearch(keyword.trim().slice(0, KEYWORD_MAX));
  };

  const showList = suggestions.items.length > 0 && value.trim() !== '';

  return (
    <form
      role="search"
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={(name) => {
          setValue(name);
          submit(name);
        }}
        withinPortal={false}
        // mounted only while open: Combobox keeps its dropdown mounted by default, and a mounted dropdown is
        // positioned at once, which forced a layout of the whole page in the middle of the first render
        keepMounted={false}
      >
        <Combobox.Target>
          <TextInput
            className={classes.input}
            size="lg"
            radius={0}
            value={value}
            maxLength={KEYWORD_MAX}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            autoComplete="off"
            enterKeyHint="search"
            rightSection={suggestions.loading ? <Loader size={16} aria-hidden /> : null}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              suggestions.suggest(next);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => {
              if (hideTimer.current) clearTimeout(hideTimer.current);
              combobox.openDropdown();
            }}
            onBlur={() => {
              hideTimer.current = setTimeout(() => combobox.closeDropdown(), HIDE_AFTER_BLUR_MS);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showList} aria-label={t('search.suggestions')}>
          <Combobox.Options>
            {suggestions.items.map((item) => (
              <Combobox.Option value={item.policyName} key={item.id}>
                <Highlight
                  highlight={suggestions.keyword}
                  size="sm"
                  highlightStyles={{
                    background: 'transparent',
                    color: 'var(--mantine-color-gov-8)',
                    fontWeight: 600,
                  }}
                >
                  {item.policyName}
                </Highlight>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Button type="submit" size="lg" radius={0} className={classes.button} leftSection={<SearchIcon />}>
        {t('search.button')}
      </Button>
    </form>
  );
}
