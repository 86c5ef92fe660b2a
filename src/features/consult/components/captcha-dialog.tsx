// The graphic-captcha dialog (docs/product.md#captcha-and-sms): opened and closed by its parent; emits onSent
// after a successful send.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { DialogActions, DialogFooter, FormDialog } from '../../../shared/ui/form-dialog';
import { QueryBody } from '../../../shared/ui/query-body';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { consultQueries, useSendSmsCode } from '../api/consult-queries';
import { CAPTCHA_LENGTH, captchaSrc, createRefreshGate, validateCaptcha } from '../lib/captcha-rules';
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
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const gate = useRef(createRefreshGate());
  const image = useQuery(consultQueries.captcha(nonce));
  const send = useSendSmsCode();

  const refresh = () => {
    if (!gate.current.tryRefresh()) {
      setProblem(t('captcha.tooFrequent'));
      return;
    }
    setProblem(null);
    setNonce((n) => n + 1);
  };
  // the first image counts as a refresh: the cooldown starts when the dialog opens
  useEffect(() => gate.current.markLoaded(), []);

  const submit = () => {
    const bad = validateCaptcha(text);
    if (bad) {
      setProblem(t(bad));
      return;
    }
    if (!image.data) return;
    setProblem(null);
    send.mutate(
      { uuid: image.data.uuid, captcha: text.trim(), recvPhone: phone.trim() },
      {
        onSuccess: () => {
          onSent();
          onClose();
        },
        onError: (error) => {
          setProblem(error.message);
          // the server spends a captcha on every attempt: show a fresh one at once
          gate.current.markLoaded();
          setNonce((n) => n + 1);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
            <CaptchaAudioButton uuid={image.data?.uuid} disabled={!online} onProblem={setProblem} />
          </Stack>
        </Group>
        <TextInput
          label={t('captcha.input')}
          value={text}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          onChange={(e) => setText(e.currentTarget.value)}
          error={problem ?? undefined}
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
            busy={send.isPending}
            disabled={!online || !image.data}
          />
        </DialogFooter>
      </Stack>
    </form>
  );
}
