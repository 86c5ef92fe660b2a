// 我的材料's add and rename dialogs (lazy: loaded when one opens). Each field says what is wrong beside it;
// the server's refusal is shown in the dialog, and nothing typed is lost.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, FileInput, NativeSelect, Stack, TextInput } from '@mantine/core';
import { isApiError } from '../../../shared/api/api-error';
import type { LockerDocument, LockerKind } from '../../../shared/api/contract';
import { LOCKER_KINDS, LOCKER_NAME_MAX } from '../../../shared/api/schemas/locker';
import { MATERIAL_EXTENSIONS } from '../../../shared/apply/material-rules';
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

function useNameRule() {
  const t = useT();
  return (name: string): string | null => {
    const trimmed = name.trim();
    if (trimmed === '') return t('locker.nameRequired');
    if (trimmed.length > LOCKER_NAME_MAX) return t('locker.nameTooLong', { max: LOCKER_NAME_MAX });
    return null;
  };
}

function AddDialog({ onClose, onSaved }: Omit<Props, 'dialog'>) {
  const t = useT();
  const online = useOnline();
  const nameRule = useNameRule();
  const [kind, setKind] = useState<LockerKind>('businessLicence');
  const [name, setName] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({ mutationFn: addDocument, onSuccess: onSaved });

  const submit = async () => {
    const next: Record<string, string> = {};
    const nameError = nameRule(name);
    if (nameError) next.name = nameError;
    if (validUntil !== '' && !DAY_RE.test(validUntil)) next.validUntil = t('locker.field.validUntilHint');
    if (!file) next.file = t('locker.field.noFile');
    else {
      const refused = await checkLockerFile(file);
      if (refused) next.file = t(refused.key, refused.params);
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    mutation.mutate({ kind, name: name.trim(), validUntil: validUntil || undefined, file });
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('locker.add')}
      size="lg"
      onSubmit={() => void submit()}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('locker.cancel')}
          submitLabel={t('locker.save')}
          busy={mutation.isPending}
          disabled={!online}
        />
      }
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('locker.field.kind')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as LockerKind)}
          data={LOCKER_KINDS.map((k) => ({ value: k, label: t(`locker.kind.${k}`) }))}
          data-autofocus
        />
        <TextInput
          label={t('locker.field.name')}
          withAsterisk
          value={name}
          maxLength={LOCKER_NAME_MAX + 10}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          type="date"
          label={t('locker.field.validUntil')}
          description={t('locker.field.validUntilHint')}
          value={validUntil}
          onChange={(e) => setValidUntil(e.currentTarget.value)}
          error={errors.validUntil}
        />
        <FileInput
          label={t('locker.field.file')}
          placeholder={t('locker.field.chooseFile')}
          withAsterisk
          accept={ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            if (f && name.trim() === '') setName(f.name.replace(/\.[^.]+$/, '').slice(0, LOCKER_NAME_MAX));
          }}
          error={errors.file}
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
  const nameRule = useNameRule();
  const [name, setName] = useState(doc.name);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (n: string) => renameDocument(doc.id, n), onSuccess: onSaved });
  const submit = () => {
    const problem = nameRule(name);
    setError(problem);
    if (!problem) mutation.mutate(name.trim());
  };
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
          busy={mutation.isPending}
          disabled={!online}
        />
      }
    >
      <Stack gap="sm">
        <TextInput
          label={t('locker.field.name')}
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
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

export default function LockerDialogs({ dialog, onClose, onSaved }: Props) {
  return dialog.kind === 'add' ? (
    <AddDialog onClose={onClose} onSaved={onSaved} />
  ) : (
    <RenameDialog doc={dialog.doc} onClose={onClose} onSaved={onSaved} />
  );
}
