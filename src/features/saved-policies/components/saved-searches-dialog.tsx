// 我的搜索: every saved search with what is new on it since the last look; open, rename, remove, and the
// offer to be notified. Damaged entries and an unusable storage are said, never a blank dialog.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { savedSearches, SEARCH_NAME_MAX, type SavedSearch } from '../../../shared/offline/saved-searches';
import { useLang, useT } from '../../../shared/i18n/language';
import { searchNameRules, useSavedSearchWords } from '../lib/saved-search-words';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { notificationSupport, watchSavedSearches } from '../lib/reminders';
import type { SavedSearchState } from '../lib/saved-search-state';

interface SavedSearchesDialogProps {
  state: SavedSearchState;
  onOpen: (search: SavedSearch) => void;
  onClose: () => void;
}

function NotifyOffer() {
  const w = useSavedSearchWords();
  const lang = useLang();
  const [permission, setPermission] = useState(() =>
    notificationSupport() === 'unsupported' ? 'unsupported' : Notification.permission,
  );
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <Text fz="sm">{w('notifyOn')}</Text>;
  if (permission === 'denied') return <Text fz="sm">{w('notifyBlocked')}</Text>;
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() =>
        void Notification.requestPermission().then((p) => {
          setPermission(p);
          if (p === 'granted') void watchSavedSearches(lang);
        })
      }
    >
      {w('notify')}
    </Button>
  );
}

/** The row's name being changed: the same name rule and sending as the save dialog's. */
function RenameSearch({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const t = useT();
  const w = useSavedSearchWords();
  const [failed, setFailed] = useState(false);
  const { textField, onSubmit, pending } = useFieldForm({ name: search.name }, searchNameRules(w));
  const submit = onSubmit(({ name }) =>
    savedSearches.rename(search.id, name).then(onDone, () => setFailed(true)),
  );
  return (
    <>
      <TextInput
        aria-label={w('renameField', { name: search.name })}
        {...textField('name')}
        maxLength={SEARCH_NAME_MAX}
        data-autofocus
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit(e);
        }}
      />
      <Group gap={6}>
        <Button size="xs" onClick={submit} loading={pending}>
          {t('common.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {w('storeFailed')}
        </Alert>
      )}
    </>
  );
}

function SearchRow({ search, onOpen }: { search: SavedSearch; onOpen: () => void }) {
  const w = useSavedSearchWords();
  const [editing, setEditing] = useState(false);
  const remove = () =>
    void savedSearches
      .remove(search.id)
      .then(() => notifications.show({ message: w('removed', { name: search.name }), autoClose: 3000 }));
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" data-saved-search={search.id}>
      {editing ? (
        <RenameSearch search={search} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Group gap="xs">
            <Text fw={600}>{search.name}</Text>
            {search.newIds.length > 0 ? (
              <Badge color="red.9" variant="filled">
                {w('newCount', { n: search.newIds.length })}
              </Badge>
            ) : (
              <Text fz="sm" c="dark.6">
                {w('noNew')}
              </Text>
            )}
          </Group>
          <Group gap={6}>
            <Button size="xs" onClick={onOpen}>
              {w('openSearch')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {w('rename')}
            </Button>
            <Button
              size="xs"
              variant="default"
              c="red.9"
              aria-label={w('removeLabel', { name: search.name })}
              onClick={remove}
            >
              {w('remove')}
            </Button>
          </Group>
        </>
      )}
    </Group>
  );
}

export function SavedSearchesDialog({ state, onOpen, onClose }: SavedSearchesDialogProps) {
  const w = useSavedSearchWords();
  return (
    <FormDialog opened onClose={onClose} title={w('title')} size="lg">
      <Stack gap="sm">
        <Text fz="sm" c="dark.6">
          {w('intro')}
        </Text>
        {state.unreadable && (
          <Alert color="red" variant="light" role="alert">
            {w('readFailed')}
          </Alert>
        )}
        {state.dropped > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {w('corrupt', { n: state.dropped })}
          </Alert>
        )}
        {state.checkFailed && (
          <Text fz="sm" c="dark.6">
            {w('checkFailed')}
          </Text>
        )}
        {state.searches.length === 0 ? (
          <Text fz="sm">{w('empty')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="saved-searches"
          >
            {state.searches.map((s) => (
              <SearchRow key={s.id} search={s} onOpen={() => onOpen(s)} />
            ))}
          </Stack>
        )}
        <NotifyOffer />
      </Stack>
    </FormDialog>
  );
}
