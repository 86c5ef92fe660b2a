// 保存此搜索 and 我的搜索 on the policy list (loaded after the list's first screen): save the current filters
// under a name, and see the saved searches with what is new on each (docs/product.md#saved-searches).
import { useEffect, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PolicyListFilters } from '../../../shared/api/policy-list-params';
import type { ListPageFetcher } from '../../../shared/offline/saved-search-check';
import { savedSearches } from '../../../shared/offline/saved-searches';
import { useT } from '../../../shared/i18n/language';
import { useNewSince, useSavedSearches } from '../lib/saved-search-state';
import { watchSavedSearches } from '../lib/reminders';
import { SaveSearchDialog } from './save-search-dialog';
import { SavedSearchesDialog } from './saved-searches-dialog';

export interface SavedSearchesBarProps {
  filters: PolicyListFilters;
  fetchPage: ListPageFetcher;
  /** opens the list with a saved search's filters */
  onOpen: (filters: PolicyListFilters) => void;
  /** the instant after which the list's policies are 新 (the list shows a saved search), or undefined */
  onNewSince: (since: number | undefined) => void;
  /** a check found new policies: lists kept from before are asked again */
  onNewFound: () => void;
}

export function SavedSearchesBar({
  filters,
  fetchPage,
  onOpen,
  onNewSince,
  onNewFound,
}: SavedSearchesBarProps) {
  const t = useT();
  const state = useSavedSearches(fetchPage, onNewFound);
  const since = useNewSince(filters, state.searches);
  const [dialog, setDialog] = useState<'save' | 'list' | null>(null);
  useEffect(() => onNewSince(since), [since, onNewSince]);
  const newCount = state.searches.reduce((n, s) => n + s.newIds.length, 0);

  const save = async (name: string) => {
    const { search, existed } = await savedSearches.save(name, filters);
    setDialog(null);
    notifications.show({
      color: 'teal',
      message: t(existed ? 'savedSearch.already' : 'savedSearch.saved', { name: search.name }),
      autoClose: 4000,
    });
    void watchSavedSearches();
  };

  return (
    <Group gap="xs" justify="flex-end" data-testid="saved-searches-bar">
      <Button size="xs" variant="default" onClick={() => setDialog('save')}>
        {t('savedSearch.save')}
      </Button>
      <Button size="xs" variant="light" color="gov" onClick={() => setDialog('list')}>
        {newCount > 0 ? t('savedSearch.openCount', { n: newCount }) : t('savedSearch.open')}
      </Button>
      {dialog === 'save' && (
        <SaveSearchDialog
          defaultName={filters.keyword || t('savedSearch.defaultName', { n: state.searches.length + 1 })}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'list' && (
        <SavedSearchesDialog
          state={state}
          onOpen={(s) => {
            setDialog(null);
            onOpen(s.filters);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Group>
  );
}
