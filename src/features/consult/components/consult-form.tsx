// its Mantine sheets come with it: the dialog may open before any other screen has loaded them
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
// The online consultation form and its checks (docs/product.md#consultation).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useOnline } from '../../../shared/offline/online-status';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { consultQueries, useSubmitConsultation } from '../api/consult-queries';
import {
  MAX_CONTENT,
  validateConsult,
  type ConsultDraft,
  type ConsultField,
} from '../lib/consult-validation';
import { ImageUpload, type UploadItem } from './image-upload';
import { SmsCodeField } from './sms-code-field';
import classes from './consult-form.module.css';

const EMPTY: ConsultDraft = {
  initiateType: '1',
  initiateName: '',
  initiatePhone: '',
  initiateContent: '',
  smsCode: '',
};

/** The contact fields' input hints: a name, or a phone (11 digits, or +86 and 11 digits). */
const CONTACT_INPUT = {
  initiateName: { maxLength: 50, autoComplete: 'name' },
  initiatePhone: { type: 'tel', maxLength: 14, autoComplete: 'tel' },
} as const;

export function ConsultForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const online = useOnline();
  const [draft, setDraft] = useState<ConsultDraft>(EMPTY);
  const [images, setImages] = useState<UploadItem[]>([]);
  const [problem, setProblem] = useState<{ field: ConsultField; message: MessageKey } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useSubmitConsultation();
  const contact = useQuery(consultQueries.contact());
  // the logged-in user's name and phone, once, into fields the user has not typed in yet
  const prefilled = useRef(false);
  useEffect(() => {
    if (!contact.data || prefilled.current) return;
    prefilled.current = true;
    const { name, phone } = contact.data;
    setDraft((d) => ({
      ...d,
      initiateName: d.initiateName || name,
      initiatePhone: d.initiatePhone || phone,
    }));
  }, [contact.data]);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof ConsultDraft>(key: K, value: ConsultDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const show = (field: ConsultField, message: MessageKey) => {
    setProblem({ field, message });
    const target = {
      initiateName: nameRef,
      initiatePhone: phoneRef,
      initiateContent: contentRef,
      smsCode: codeRef,
    }[field];
    target.current?.focus();
  };
  const errorOf = (field: ConsultField) => (problem?.field === field ? t(problem.message) : undefined);
  /** value, change and error of a text field of the draft */
  const bind = (field: 'initiateName' | 'initiatePhone' | 'initiateContent') => ({
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.currentTarget.value),
    error: errorOf(field),
  });
  const uploading = images.some((i) => i.status === 'uploading');

  const send = () => {
    const found = validateConsult(draft);
    if (found) return show(found.field, found.message);
    const fileList = images
      .filter((i) => i.status === 'done' && i.imgPath)
      .map((i) => ({ fileName: i.file.name, imgPath: i.imgPath! }));
    submit.mutate(
      {
        authCode: draft.smsCode.trim(),
        body: {
          initiateType: draft.initiateType,
          initiateName: draft.initiateName.trim(),
          initiatePhone: draft.initiatePhone.trim(),
          initiateContent: draft.initiateContent.trim(),
          fileList,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('consult.success'), autoClose: 5000 });
          onClose();
        },
      },
    );
  };

  const footer = (
    <>
      {!online && (
        <Text size="sm" c="dark.5" mr="auto">
          {t('offline.needNetwork')}
        </Text>
      )}
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button
        type="submit"
        loading={submit.isPending}
        disabled={!online || uploading}
        title={online ? undefined : t('offline.needNetwork')}
      >
        {t('consult.submit')}
      </Button>
    </>
  );

  return (
    <FormDialog opened={opened} onClose={onClose} title={t('consult.title')} footer={footer} onSubmit={send}>
      <Stack gap="md">
        <Text size="sm" c="dark.6">
          {t('consult.intro')}
        </Text>
        <Radio.Group
          label={t('consult.type')}
          value={draft.initiateType}
          onChange={(v) => set('initiateType', v === '2' ? '2' : '1')}
        >
          <Group gap="xl" mt={6}>
            <Radio value="1" label={t('consult.typeMessage')} />
            <Radio value="2" label={t('consult.typeSuggestion')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            [
              { field: 'initiateName', ref: nameRef, label: 'consult.name', hint: 'consult.namePlaceholder' },
              {
                field: 'initiatePhone',
                ref: phoneRef,
                label: 'consult.phone',
                hint: 'consult.phonePlaceholder',
              },
            ] as const
          ).map(({ field, ref, label, hint }) => (
            <TextInput
              key={field}
              ref={ref}
              label={t(label)}
              placeholder={t(hint)}
              withAsterisk
              {...CONTACT_INPUT[field]}
              {...bind(field)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          ref={contentRef}
          label={t('consult.content')}
          placeholder={t('consult.contentPlaceholder')}
          withAsterisk
          minRows={4}
          autosize
          maxRows={10}
          maxLength={MAX_CONTENT}
          {...bind('initiateContent')}
          description={`${draft.initiateContent.length} / ${MAX_CONTENT}`}
          classNames={{ description: classes.description }}
        />
        <SmsCodeField
          ref={codeRef}
          value={draft.smsCode}
          onChange={(v) => set('smsCode', v)}
          phone={draft.initiatePhone}
          error={errorOf('smsCode')}
          onPhoneProblem={(message) => show('initiatePhone', message)}
          onSent={(phone) => setSentTo(phone)}
        />
        {sentTo && (
          <Text size="sm" c="teal.9" role="status">
            {t('sms.sent', { phone: sentTo })}
          </Text>
        )}
        <ImageUpload items={images} setItems={setImages} />
        {submit.isError && (
          <Alert color="red" role="alert" py="xs">
            {t('consult.failed')}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
