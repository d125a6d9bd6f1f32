// Numbers, money and dates in the panel's language, in Indian style in both English and Hindi:
// 12,34,567 grouping, ₹ with paise only when there are any, "24 Nov 2026" /
// "24 नव॰ 2026". Pages format through useFormat() rather than toLocaleString('en-IN').
import { isLanguageCode, localeOf } from '@cardora/contract/auth';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

export interface Formatters {
  locale: string;
  /** 1234567 → "12,34,567". */
  count: (value: number) => string;
  /** Paise as rupees: 49900 → "₹499", 49950 → "₹499.50". */
  rupees: (paise: number) => string;
  /** "24 Nov 2026" / "24 नव॰ 2026" (a date or an ISO string, in the viewer's time zone). */
  date: (value: Date | string) => string;
  /** "24 Nov 2026, 3:05 pm". */
  dateTime: (value: Date | string) => string;
}

export function formattersFor(locale: string): Formatters {
  const count = new Intl.NumberFormat(locale);
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const withPaise = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  // In the viewer's time zone, as the panel always wrote dates. English months are spelled by
  // formatDate: ICU's en-IN writes "Sept", and browsers ship different ICU versions.
  const english = locale.startsWith('en');
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);
  const day = (value: Date | string) => (english ? formatDate(value) : date.format(asDate(value)));
  return {
    locale,
    count: (value) => count.format(value),
    rupees: (paise) => (paise % 100 === 0 ? whole : withPaise).format(paise / 100),
    date: day,
    dateTime: (value) => `${day(value)}, ${time.format(asDate(value))}`,
  };
}

/** The formatters of the panel's current language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useMemo(() => formattersFor(localeOf(language)), [language]);
}
