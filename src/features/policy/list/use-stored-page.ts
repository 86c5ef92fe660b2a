// The stored subset for the list when the server cannot answer, with the words that say so: their code
// loads only then (offline is rare, the first screen is not).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fillTemplate } from '../../../shared/i18n/fill';
import { useLang } from '../../../shared/i18n/language';
import type { storedListZh } from '@words/zh/stored-list';
import type { ListSearch } from './list-search';
import type { StoredPage } from './stored-list';

export interface StoredView extends StoredPage {
  say: (key: keyof typeof storedListZh, params?: Record<string, string | number>) => string;
}

export function useStoredPage(active: boolean, search: ListSearch): StoredView | null {
  const queryClient = useQueryClient();
  const lang = useLang();
  const [view, setView] = useState<{ for: ListSearch; view: StoredView } | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void Promise.all([
      import('./stored-list'),
      lang === 'en'
        ? import('@words/en/stored-list').then((m) => m.storedListEn)
        : import('@words/zh/stored-list').then((m) => m.storedListZh),
    ]).then(([{ storedListItems, storedPage }, words]) => {
      const page = storedPage(storedListItems(queryClient), search);
      if (live)
        setView({ for: search, view: { ...page, say: (key, params) => fillTemplate(words[key], params) } });
    });
    return () => {
      live = false;
    };
  }, [active, search, queryClient, lang]);
  return active && view?.for === search ? view.view : null;
}
