// 我的材料's add and rename dialogs (lazy: loaded when one opens). Each field says what is wrong beside it;
// the server's refusal is shown in the dialog, and nothing typed is lost.
import { useMutation } from '@tanstack/react-query';
import { Alert, FileInput, NativeSelect, Stack, TextInput } from '@mantine/core';
import { isApiError } from '../../../shared/api/api-error';
import type { LockerDocument, LockerKind } from '../../../shared/api/contract';
import { LOCKER_KINDS, LOCKER_NAME_MAX } from '../../../shared/api/schemas/locker';
import { MATERIAL_EXTENSIONS } from '../../../shared/apply/material-rules';
import { allRules, type FieldErrors } from '../../../shared/forms/field-rules';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { useT } from '../../../shared/i18n/language';
import { addDocument, renameDocument } from '../../../shared/locker/locker-api';
import { checkLockerFile } from '../../../shared/locker/locker-file';
import { useOnline } from '../../../shared/offline/online-status';
import { DialogActions, FormDialog } from '../../../shared/ui/form-dialog';
import { OfflineNote } from './offline-note';

type Dialog = { kind: 'add' } | { kind: 'rename'; doc: LockerDocument };

interface Props {
  dialog: Dialog;
  onClose: () => void;
  onSaved: (doc: LockerDocument) => void;
}

const ACCEPT = MATERIAL_EXTENSIONS.map((e) => `.${e}`).join(',');
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

const serverMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind === 'code' ? error.message : fallback;

interface AddForm {
  kind: LockerKind;
  name: string;
  validUntil: string;
  file: File | null;
}

/** a document's name: some text, at most LOCKER_NAME_MAX characters */
const nameRules = ({ name }: { name: string }): FieldErrors<'name'> => {
  const trimmed = name.trim();
  if (trimmed === '') return { name: 'locker.nameRequired' };
  if (trimmed.length > LOCKER_NAME_MAX)
    return { name: { key: 'locker.nameTooLong', params: { max: LOCKER_NAME_MAX } } };
  return {};
};

/** the added document: its name, a day when one is given, and a file the locker takes (read, so async) */
const addRules = allRules<AddForm, keyof AddForm>(nameRules, async ({ validUntil, file }) => {
  const errors: FieldErrors<keyof AddForm> = {};
  if (validUntil !== '' && !DAY_RE.test(validUntil)) errors.validUntil = 'locker.field.validUntilHint';
  if (!file) errors.file = 'locker.field.noFile';
  else {
    const refused = await checkLockerFile(file);
    if (refused) errors.file = { key: refused.key, params: refused.params };
  }
  return errors;
});

function AddDialog({ onClose, onSaved }: Omit<Props, 'dialog'>) {
  const t = useT();
  const online = useOnline();
  const { form, update, fill, error, register, textField, onSubmit, pending } = useFieldForm<AddForm>(
    { kind: 'businessLicence', name: '', validUntil: '', file: null },
    addRules,
  );
  const mutation = useMutation({ mutationFn: addDocument, onSuccess: onSaved });

  const submit = onSubmit(({ kind, name, validUntil, file }) =>
    file
      ? mutation.mutateAsync({ kind, name: name.trim(), validUntil: validUntil || undefined, file })
      : null,
  );

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('locker.add')}
      size="lg"
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('locker.cancel')}
          submitLabel={t('locker.save')}
          busy={pending}
          disabled={!online}
        />
      }
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('locker.field.kind')}
          value={form.kind}
          onChange={(e) => update('kind', e.currentTarget.value as LockerKind)}
          data={LOCKER_KINDS.map((k) => ({ value: k, label: t(`locker.kind.${k}`) }))}
          data-autofocus
        />
        <TextInput
          label={t('locker.field.name')}
          withAsterisk
          {...textField('name')}
          maxLength={LOCKER_NAME_MAX + 10}
        />
        <TextInput
          type="date"
          label={t('locker.field.validUntil')}
          description={t('locker.field.validUntilHint')}
          {...textField('validUntil')}
        />
        <FileInput
          label={t('locker.field.file')}
          placeholder={t('locker.field.chooseFile')}
          withAsterisk
          accept={ACCEPT}
          {...register('file')}
          value={form.file}
          onChange={(f) => {
            update('file', f);
            if (f && form.name.trim() === '')
              fill({ name: f.name.replace(/\.[^.]+$/, '').slice(0, LOCKER_NAME_MAX) });
          }}
          error={error('file')}
          clearable
          data-testid="locker-file-input"
        />
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage(mutation.error, t('locker.failed'))}
          </Alert>
        )}
        <OfflineNote />
      </Stack>
    </FormDialog>
  );
}

function RenameDialog({ doc, onClose, onSaved }: Omit<Props, 'dialog'> & { doc: LockerDocument }) {
  const t = useT();
  const online = useOnline();
  const { textField, onSubmit, pending } = useFieldForm({ name: doc.name }, nameRules);
  const mutation = useMutation({ mutationFn: (n: string) => renameDocument(doc.id, n), onSuccess: onSaved });
  const submit = onSubmit(({ name }) => mutation.mutateAsync(name.trim()));
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('locker.renameOf', { name: doc.name })}
      size="md"
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('locker.cancel')}
          submitLabel={t('locker.save')}
          busy={pending}
          disabled={!online}
        />
      }
    >
      <Stack gap="sm">
        <TextInput label={t('locker.field.name')} withAsterisk {...textField('name')} data-autofocus />
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage(mutation.error, t('locker.failed'))}
          </Alert>
        )}
        <OfflineNote />
      </Stack>
    </FormDialog>
  );
}

export default function LockerDialogs({ dialog, onClose, onSaved }: Props) {
  return dialog.kind === 'add' ? (
    <AddDialog onClose={onClose} onSaved={onSaved} />
  ) : (
    <RenameDialog doc={dialog.doc} onClose={onClose} onSaved={onSaved} />
  );
}
