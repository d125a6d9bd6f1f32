import { isStaff } from '@cardora/contract/auth';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { principalOf, useSession } from '#features/session';
import { englishOnly } from '../i18n/english-only';
import { i18next } from '../i18n/i18n';

/** English words for what staff and franchisees see (the staff's admin area stays English: docs/product-rules.md#hindi-mode). */
export function InEnglish({ children }: { children: ReactNode }) {
  // The page says it is English while it is (screen readers pick their voice by it); leaving the
  // staff's pages gives it back to the device's language.
  useEffect(() => {
    document.documentElement.lang = 'en';
    return () => {
      document.documentElement.lang = i18next.resolvedLanguage ?? i18next.language;
    };
  }, []);
  return <I18nextProvider i18n={englishOnly}>{children}</I18nextProvider>;
}

/**
 * What every route shares (the app-wide dialogs): English while staff or a franchisee is signed
 * in, whatever language a customer chose on this device; the chosen language otherwise.
 */
export function EnglishForStaff({ children }: { children: ReactNode }) {
  const principal = principalOf(useSession());
  return principal && isStaff(principal) ? <InEnglish>{children}</InEnglish> : children;
}
