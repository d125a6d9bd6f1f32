import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAgency } from '../agency-context';

interface PageTitleState {
  title: string;
  setTitle: (title: string) => void;
}

const PageTitleContext = createContext<PageTitleState | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <PageTitleContext value={{ title, setTitle }}>{children}</PageTitleContext>;
}

/** The title in the top bar's slot. */
export function usePageTitleValue(): string {
  return useContext(PageTitleContext)?.title ?? '';
}

/** Pages name themselves: the top bar shows it and the browser tab reads "title · agency". */
export function usePageTitle(title: string) {
  const context = useContext(PageTitleContext);
  const setTitle = context?.setTitle;
  const agency = useAgency();
  useEffect(() => {
    setTitle?.(title);
    document.title = title ? `${title} · ${agency.agencyName}` : agency.agencyName;
  }, [title, setTitle, agency.agencyName]);
}

/** For pages outside the panel layout (login, OTP): only the browser tab title. */
export function useDocumentTitle(title: string) {
  const agency = useAgency();
  useEffect(() => {
    document.title = `${title} · ${agency.agencyName}`;
  }, [title, agency.agencyName]);
}
