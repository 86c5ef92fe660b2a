// "保存于 {time}": one date format for everything shown from the device.
import type { Lang } from '../i18n/types';

export function formatSavedTime(epochMs: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(epochMs));
}
