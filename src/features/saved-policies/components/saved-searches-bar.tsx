// 保存此搜索 and 我的搜索 on the policy list (loaded after the list's first screen): save the current filters
// under a name, and see the saved searches with what is new on each (docs/product.md#saved-searches).
import { useEffect, useState, type ReactNode } from 'react';
import type { PolicyListItem } from '../../../shared/api/contract';
import { publishedAfter } from '../../../shared/offline/published-after';
import { NewMark } from './new-mark';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PolicyListFilters } from '../../../shared/api/policy-list-params';
import type { ListPageFetcher } from '../../../shared/offline/saved-search-check';
import { savedSearches } from '../../../shared/offline/saved-searches';
import { useSavedSearchWords } from '../lib/saved-search-words';
import { savedWhileLooking, useNewSince, useSavedSearches } from '../lib/saved-search-state';
import { watchSavedSearches } from '../lib/reminders';
import { SaveSearchDialog } from './save-search-dialog';
import { SavedSearchesDialog } from './saved-searches-dialog';

export interface SavedSearchesBarProps {
  filters: PolicyListFilters;
  fetchPage: ListPageFetcher;
  /** opens the list with a saved search's filters */
  onOpen: (filters: PolicyListFilters) => void;
  /** the 新 marks of the list's cards while it shows a saved search's filters (undefined otherwise) */
  onNewMarks: (marks: { of: (p: PolicyListItem) => ReactNode } | undefined) => void;
  /** a check found new policies: lists kept from before are asked again */
  onNewFound: () => void;
}

export function SavedSearchesBar({
  filters,
  fetchPage,
  onOpen,
  onNewMarks,
  onNewFound,
}: SavedSearchesBarProps) {
  const w = useSavedSearchWords();
  const state = useSavedSearches(fetchPage, onNewFound);
  const since = useNewSince(filters, state.searches);
  const [dialog, setDialog] = useState<'save' | 'list' | null>(null);
  useEffect(
    () =>
      onNewMarks(since === undefined ? undefined : { of: (p) => publishedAfter(p, since) && <NewMark /> }),
    [since, onNewMarks],
  );
  const newCount = state.searches.reduce((n, s) => n + s.newIds.length, 0);

  const save = async (name: string) => {
    const { search, existed } = await savedSearches.save(name, filters);
    if (!existed) savedWhileLooking(search);
    setDialog(null);
    notifications.show({
      color: 'teal',
      message: w(existed ? 'already' : 'saved', { name: search.name }),
      autoClose: 4000,
    });
    void watchSavedSearches();
  };

  return (
    <Group gap="xs" justify="flex-end" data-testid="saved-searches-bar">
      <Button size="xs" variant="default" onClick={() => setDialog('save')}>
        {w('save')}
      </Button>
      <Button size="xs" variant="light" color="gov" onClick={() => setDialog('list')}>
        {newCount > 0 ? w('openCount', { n: newCount }) : w('open')}
      </Button>
      {dialog === 'save' && (
        <SaveSearchDialog
          defaultName={filters.keyword || w('defaultName', { n: state.searches.length + 1 })}
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
