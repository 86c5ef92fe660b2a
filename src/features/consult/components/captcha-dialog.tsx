// The graphic-captcha dialog (docs/product.md#captcha-and-sms): opened and closed by its parent; emits onSent
// after a successful send.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { DialogActions, DialogFooter, FormDialog } from '../../../shared/ui/form-dialog';
import { QueryBody } from '../../../shared/ui/query-body';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { consultQueries, useSendSmsCode } from '../api/consult-queries';
import {
  CAPTCHA_LENGTH,
  captchaSrc,
  createRefreshGate,
  SMS_TYPE,
  validateCaptcha,
} from '../lib/captcha-rules';
import { smsPayloadSchema } from '../../../shared/api/schemas/consult';
import { bodyRules } from '../../../shared/forms/body-rules';
import { allRules } from '../../../shared/forms/field-rules';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { STACKED_DIALOG_Z } from '../../../shared/ui/layers';
import { CaptchaAudioButton } from './captcha-audio-button';
import classes from './captcha-dialog.module.css';

interface CaptchaDialogProps {
  opened: boolean;
  onClose: () => void;
  phone: string;
  onSent: () => void;
}

export function CaptchaDialog({ opened, onClose, phone, onSent }: CaptchaDialogProps) {
  const t = useT();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('captcha.title')}
      // a quarter of the window (Mantine's "25%" is of the modal's padded inner box); phones: the CSS minimum
      size="25vw"
      zIndex={STACKED_DIALOG_Z}
      testId="captcha-dialog"
      classNames={{ content: classes.content }}
    >
      {/* the form keeps its own state (image, attempts), so it renders its footer inside itself */}
      {opened && <CaptchaForm phone={phone} onClose={onClose} onSent={onSent} />}
    </FormDialog>
  );
}

function CaptchaForm({ phone, onClose, onSent }: Omit<CaptchaDialogProps, 'opened'>) {
  const t = useT();
  const online = useOnline();
  const [nonce, setNonce] = useState(0);
  // what the form's rules do not say: a refresh too soon, the server's refusal, the audio's trouble
  const [problem, setProblem] = useState<string | null>(null);
  // one gate for the dialog's life (kept in state: the form's handlers read it)
  const [gate] = useState(createRefreshGate);
  const image = useQuery(consultQueries.captcha(nonce));
  const send = useSendSmsCode();

  // the first image counts as a refresh: the cooldown starts when the dialog opens
  useEffect(() => gate.markLoaded(), [gate]);

  /** sendCode's body as its schema reads it */
  const bodyOf = ({ captcha }: { captcha: string }) => ({
    type: SMS_TYPE,
    uuid: image.data?.uuid,
    captcha: captcha.trim(),
    recvPhone: phone.trim(),
  });
  const { textField, error, clear, onSubmit, pending } = useFieldForm(
    { captcha: '' },
    allRules<{ captcha: string }, 'captcha'>(
      ({ captcha }) => {
        const bad = validateCaptcha(captcha);
        return bad ? { captcha: bad } : {};
      },
      // every rule of the body is about what is typed here (the phone was checked before the dialog opened)
      bodyRules(smsPayloadSchema, {
        body: bodyOf,
        messages: ['captcha.badLength'],
        fieldOf: { type: 'captcha', uuid: 'captcha', recvPhone: 'captcha' },
      }),
    ),
  );

  /** one message under the input, the latest: a problem the rules do not know replaces the rule's message */
  const tell = (message: string | null) => {
    clear('captcha');
    setProblem(message);
  };
  const refresh = () => {
    if (!gate.tryRefresh()) return tell(t('captcha.tooFrequent'));
    tell(null);
    setNonce((n) => n + 1);
  };
  const check = onSubmit((values) => {
    if (!image.data) return;
    return send
      .mutateAsync({ uuid: image.data.uuid, captcha: values.captcha.trim(), recvPhone: phone.trim() })
      .then(
        () => {
          onSent();
          onClose();
        },
        (failure: Error) => {
          tell(failure.message);
          // the server spends a captcha on every attempt: show a fresh one at once
          gate.markLoaded();
          setNonce((n) => n + 1);
        },
      );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        check(event);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dark.6">
          {t('captcha.hint', { phone: phone.trim() })}
        </Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <div className={classes.frame} aria-live="polite" aria-busy={image.isFetching}>
            {/* 换一张 beside the frame is the retry */}
            <QueryBody
              query={image}
              loading={<Loader size="sm" aria-label={t('captcha.loading')} />}
              failed={
                <Text size="xs" c="red.8">
                  {t('captcha.loadFailed')}
                </Text>
              }
            >
              {(captcha) => (
                <img
                  src={captchaSrc(captcha.img)}
                  alt={t('captcha.image')}
                  className={classes.image}
                  data-testid="captcha-image"
                />
              )}
            </QueryBody>
          </div>
          <Stack gap={2} align="flex-start">
            <Button variant="subtle" size="compact-sm" onClick={refresh} disabled={!online}>
              {t('captcha.refresh')}
            </Button>
            <CaptchaAudioButton uuid={image.data?.uuid} disabled={!online} onProblem={tell} />
          </Stack>
        </Group>
        <TextInput
          label={t('captcha.input')}
          {...textField('captcha')}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          error={error('captcha') ?? problem ?? undefined}
          errorProps={{ role: 'alert' }}
        />
        {!online && (
          <Alert color="gray" py="xs">
            {t('offline.needNetwork')}
          </Alert>
        )}
        <DialogFooter>
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('common.cancel')}
            submitLabel={t('captcha.submit')}
            busy={pending}
            disabled={!online || !image.data}
          />
        </DialogFooter>
      </Stack>
    </form>
  );
}
