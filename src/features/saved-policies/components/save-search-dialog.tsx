// The name of a search to save; a refusal of the device's storage is said here and the name kept.
import { useState } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { SEARCH_NAME_MAX } from '../../../shared/offline/saved-searches';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { useT } from '../../../shared/i18n/language';
import { searchNameRules, useSavedSearchWords } from '../lib/saved-search-words';
import { DialogActions, FormDialog } from '../../../shared/ui/form-dialog';

interface SaveSearchDialogProps {
  defaultName: string;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

export function SaveSearchDialog({ defaultName, onSave, onClose }: SaveSearchDialogProps) {
  const t = useT();
  const w = useSavedSearchWords();
  const [failed, setFailed] = useState(false);
  const { textField, onSubmit, pending } = useFieldForm(
    { name: defaultName.slice(0, SEARCH_NAME_MAX) },
    searchNameRules(w),
  );
  const submit = onSubmit(({ name }) => onSave(name).catch(() => setFailed(true)));
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
          busy={pending}
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
        {...textField('name')}
        maxLength={SEARCH_NAME_MAX}
        data-autofocus
        required
      />
    </FormDialog>
  );
}
