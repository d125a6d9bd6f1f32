import { customerProducts, type GlossaryKey } from '@cardora/contract/auth';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAgency } from '../agency-context';
import { pageTitleKey } from './page-titles';

interface PageTitleState {
  /** A name the page gave itself (from data, or "Page not found"); null: its address's name. */
  own: string | null;
  setOwn: (title: string | null) => void;
}

const PageTitleContext = createContext<PageTitleState | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [own, setOwn] = useState<string | null>(null);
  return <PageTitleContext value={{ own, setOwn }}>{children}</PageTitleContext>;
}

/**
 * The page's name, as the top bar shows it: the glossary's name for the page at this address
 * (page-titles.ts, the same key its drawer entry reads), unless the page named itself.
 */
export function usePageTitleValue(): string {
  const own = useContext(PageTitleContext)?.own ?? null;
  const { pathname, search } = useLocation();
  const agency = useAgency();
  const { t } = useTranslation('glossary');
  if (own !== null) return own;
  const key = pageTitleKey(pathname, search, { greetingVideos: customerProducts(agency.configuration).videoPosts });
  return key ? t(key) : '';
}

/** The browser tab reads "title · agency", the same title as the page's heading. */
export function useTabTitle(title: string) {
  const agency = useAgency();
  useEffect(() => {
    document.title = title ? `${title} · ${agency.agencyName}` : agency.agencyName;
  }, [title, agency.agencyName]);
}

/**
 * For a page whose name is not its address's: a name from data (a category's page), or a
 * glossary name where no page is ("Page not found"). null keeps the address's name. The name
 * lasts while the page is shown.
 */
export function usePageTitleText(title: string | null) {
  const setOwn = useContext(PageTitleContext)?.setOwn;
  useEffect(() => {
    if (title === null || !setOwn) return;
    setOwn(title);
    return () => setOwn(null);
  }, [title, setOwn]);
}

/** For pages outside the panel layout (login, OTP): only the browser tab title. */
export function useDocumentTitle(key: GlossaryKey) {
  const { t } = useTranslation('glossary');
  useTabTitle(t(key));
}
