// its Mantine sheets come with it: the dialog may open before any other screen has loaded them
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
// The online consultation form and its checks (docs/product.md#consultation).
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { consultQueries, useSubmitConsultation } from '../api/consult-queries';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { consultRules, MAX_CONTENT, type ConsultDraft, type ConsultField } from '../lib/consult-validation';
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
  const [images, setImages] = useState<UploadItem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useSubmitConsultation();
  const contact = useQuery(consultQueries.contact());
  const {
    form: draft,
    update,
    fill,
    error,
    report,
    register,
    textField,
    onSubmit,
    pending,
  } = useFieldForm<ConsultDraft, ConsultField>(EMPTY, consultRules);
  // the logged-in user's name and phone, once, into fields the user has not typed in yet
  const prefilled = useRef(false);
  useEffect(() => {
    if (!contact.data || prefilled.current) return;
    prefilled.current = true;
    const { name, phone } = contact.data;
    fill({ initiateName: draft.initiateName || name, initiatePhone: draft.initiatePhone || phone });
  }, [contact.data, draft.initiateName, draft.initiatePhone, fill]);
  const uploading = images.some((i) => i.status === 'uploading');

  const send = onSubmit((values) => {
    const fileList = images
      .filter((i) => i.status === 'done' && i.imgPath)
      .map((i) => ({ fileName: i.file.name, imgPath: i.imgPath! }));
    return submit
      .mutateAsync({
        authCode: values.smsCode.trim(),
        body: {
          initiateType: values.initiateType,
          initiateName: values.initiateName.trim(),
          initiatePhone: values.initiatePhone.trim(),
          initiateContent: values.initiateContent.trim(),
          fileList,
        },
      })
      .then(() => {
        notifications.show({ color: 'green', message: t('consult.success'), autoClose: 5000 });
        onClose();
      });
  });

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
        loading={pending}
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
          onChange={(v) => update('initiateType', v === '2' ? '2' : '1')}
        >
          <Group gap="xl" mt={6}>
            <Radio value="1" label={t('consult.typeMessage')} />
            <Radio value="2" label={t('consult.typeSuggestion')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            [
              { field: 'initiateName', label: 'consult.name', hint: 'consult.namePlaceholder' },
              { field: 'initiatePhone', label: 'consult.phone', hint: 'consult.phonePlaceholder' },
            ] as const
          ).map(({ field, label, hint }) => (
            <TextInput
              key={field}
              label={t(label)}
              placeholder={t(hint)}
              withAsterisk
              {...CONTACT_INPUT[field]}
              {...textField(field)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('consult.content')}
          placeholder={t('consult.contentPlaceholder')}
          withAsterisk
          minRows={4}
          autosize
          maxRows={10}
          maxLength={MAX_CONTENT}
          {...textField('initiateContent')}
          description={`${draft.initiateContent.length} / ${MAX_CONTENT}`}
          classNames={{ description: classes.description }}
        />
        <SmsCodeField
          {...register('smsCode')}
          value={draft.smsCode}
          onChange={(v) => update('smsCode', v)}
          phone={draft.initiatePhone}
          error={error('smsCode')}
          onPhoneProblem={(message) => report({ initiatePhone: message })}
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
