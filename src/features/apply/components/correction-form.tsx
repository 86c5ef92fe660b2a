// Lazy with the detail: 修改并重新提交 for an application returned for correction (docs/product.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../shared/forms/field-rules';
import { useClearWhenChanged, useFieldForm } from '../../../shared/forms/use-field-form';
import { Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyDetail } from '../../../shared/api/contract';
import { materialIssues, NOTE_MAX } from '../../../shared/apply/application-rules';
import { applicationsKey, userKey } from '../../../shared/auth/account-scope';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { resubmitApplication } from '../api/apply-api';
import { filesFromServer } from '../lib/draft-choice';
import { useMaterialFiles, type MaterialFileMap } from '../lib/use-material-files';
import { MaterialSlots } from './material-slots';
import { SubmitFailure } from './submit-failure';

/** The submitted materials, each file replaceable with the same slots and rules, a note, and one resubmit. */
export function CorrectionForm({ detail, onSent }: { detail: ApplyDetail; onSent: () => void }) {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<MaterialFileMap>(() => filesFromServer(detail.files ?? []));
  const update = useCallback((fn: (f: MaterialFileMap) => MaterialFileMap) => setFiles(fn), []);
  const materials = useMaterialFiles(files, update, online);
  const legend = useRef<HTMLFieldSetElement>(null);
  // opened by 修改并重新提交: the applicant is taken to the form
  useEffect(() => legend.current?.focus(), []);
  const mutation = useMutation({
    mutationFn: resubmitApplication,
    onSuccess: async () => {
      onSent();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey() }),
        queryClient.invalidateQueries({ queryKey: userKey('apply') }),
      ]);
    },
  });
  /** a note, and every required material with its files, each one uploaded */
  const rules = ({ note }: { note: string }): FieldErrors<string> => {
    const errors: FieldErrors<string> = note.trim() === '' ? { note: 'apply.err.note' } : {};
    for (const i of materialIssues(detail.materials, (m) => files[m] ?? []))
      if (i.material) errors[i.material] ??= { key: i.key, params: i.params };
    for (const m of detail.materials)
      if (materials.failed(m) || (files[m] ?? []).some((f) => !f.fileId))
        errors[m] ??= { key: 'apply.err.materialPending', params: { name: m } };
    return errors;
  };
  const form = useFieldForm<{ note: string }, string>({ note: '' }, rules);
  const submit = form.onSubmit(({ note }) =>
    mutation.mutateAsync({
      applyId: detail.id,
      note: note.trim(),
      materials: detail.materials.map((material) => ({
        material,
        fileIds: (files[material] ?? []).flatMap((f) => (f.fileId ? [f.fileId] : [])),
      })),
    }),
  );
  useClearWhenChanged(form.clear, Object.fromEntries(detail.materials.map((m) => [m, files[m]])));
  const materialErrors = Object.fromEntries(
    detail.materials.flatMap((m) => {
      const said = form.error(m);
      return said ? [[m, said]] : [];
    }),
  );

  return (
    <form id="correction-form" noValidate data-testid="correction-form" onSubmit={submit}>
      <Fieldset ref={legend} tabIndex={-1} legend={t('apply.correctTitle')} radius="sm">
        <Stack gap="md">
          <Text fz="sm">{t('apply.correctFiles')}</Text>
          <MaterialSlots
            required={detail.materials}
            files={files}
            materials={materials}
            errors={materialErrors}
            register={form.register}
          />
          <Textarea
            label={t('apply.correctNote')}
            description={t('apply.correctNoteHint', { max: NOTE_MAX })}
            required
            autosize
            minRows={3}
            maxLength={NOTE_MAX}
            {...form.textField('note')}
          />
          <SubmitFailure error={mutation.error} title={t('apply.correctFailed')} />
          <Group justify="flex-end">
            {/* present from the start, so the words are announced when the connection drops */}
            <Text fz="sm" c="dark.6" role="status">
              {online ? '' : t('offline.needNetwork')}
            </Text>
            <Button
              type="submit"
              loading={form.pending}
              disabled={!online}
              data-testid="resubmit-application"
            >
              {t('apply.correctSubmit')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
