import type { LinkStorePage } from '@cardora/contract';
import { useHelpfulLinks } from '../hooks/use-link-store';
import { HelpfulLinkChips } from './helpful-link-chips';

/**
 * The agency's helpful links for one panel page (docs/product-rules.md#link-store): a compact row of chips that
 * scrolls sideways on a phone, each opening its http(s) address in a new tab. Nothing at all when
 * the agency placed no link on the page (or while they load).
 */
export function HelpfulLinksStrip({ page }: { page: LinkStorePage }) {
  const links = useHelpfulLinks(page).data?.list ?? [];
  return <HelpfulLinkChips page={page} links={links} />;
}
