// The name of a search to save; a refusal of the device's storage is said here and the name kept.
import { useState } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { SEARCH_NAME_MAX } from '../../../shared/offline/saved-searches';
import { useT } from '../../../shared/i18n/language';
import { useSavedSearchWords } from '../lib/saved-search-words';
import { DialogActions, FormDialog } from '../../../shared/ui/form-dialog';

interface SaveSearchDialogProps {
  defaultName: string;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

export function SaveSearchDialog({ defaultName, onSave, onClose }: SaveSearchDialogProps) {
  const t = useT();
  const w = useSavedSearchWords();
  const [name, setName] = useState(defaultName.slice(0, SEARCH_NAME_MAX));
  const [invalid, setInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (!name.trim() || name.trim().length > SEARCH_NAME_MAX) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    onSave(name).then(
      () => setBusy(false),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={w('save')}
      size="md"
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
          submitLabel={w('saveConfirm')}
          busy={busy}
        />
      }
    >
      {failed && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {w('storeFailed')}
        </Alert>
      )}
      <TextInput
        label={w('nameLabel')}
        value={name}
        maxLength={SEARCH_NAME_MAX}
        data-autofocus
        onChange={(e) => {
          setName(e.currentTarget.value);
          setInvalid(false);
        }}
        error={invalid ? w('nameRequired') : undefined}
        required
      />
    </FormDialog>
  );
}
