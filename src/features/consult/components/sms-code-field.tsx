// SMS code input with 获取验证码: the captcha dialog first, then a 60-second countdown
// (docs/product.md#captcha-and-sms).
import { forwardRef, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { useCountdown } from '../lib/use-countdown';
import { SMS_RESEND_SECONDS } from '../lib/captcha-rules';
import { phoneProblem } from '../lib/consult-validation';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { CaptchaDialog } from './captcha-dialog';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  phone: string;
  error?: string;
  /** the phone is missing or wrong: the form shows why */
  onPhoneProblem: (message: MessageKey) => void;
  onSent: (phone: string) => void;
}

export const SmsCodeField = forwardRef<HTMLInputElement, SmsCodeFieldProps>(function SmsCodeField(
  { value, onChange, phone, error, onPhoneProblem, onSent },
  ref,
) {
  const t = useT();
  const online = useOnline();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const countdown = useCountdown(SMS_RESEND_SECONDS);

  const ask = () => {
    const problem = phoneProblem({ initiatePhone: phone });
    if (problem) return onPhoneProblem(problem);
    setCaptchaOpen(true);
  };

  return (
    <>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          ref={ref}
          label={t('consult.smsCode')}
          placeholder={t('consult.smsPlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          value={value}
          onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
          error={error}
          style={{ flex: 1 }}
        />
        <Button
          mt={25}
          variant="outline"
          onClick={ask}
          disabled={countdown.running || !online}
          title={online ? undefined : t('offline.needNetwork')}
          miw={130}
          aria-live="polite"
        >
          {countdown.running ? t('sms.resend', { n: countdown.remaining }) : t('sms.send')}
        </Button>
      </Group>
      <CaptchaDialog
        opened={captchaOpen}
        onClose={() => setCaptchaOpen(false)}
        phone={phone}
        onSent={() => {
          countdown.start();
          onSent(phone.trim());
        }}
      />
    </>
  );
});
