// Every loading screen is the agency's: its logo and name, never a bare "Loading…".
import { DEFAULT_AGENCY_THEME } from '@cardora/contract';
import type { TAgencyDetails } from '@cardora/contract/auth';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AgencyContext } from '../app/agency-context';
import { BrandedSplash, PageLoadingSplash } from './splash';

function withAgency(node: React.ReactNode, agencyName: string, logoUrl: string | null): string {
  // Only the name and the theme are read; the rest of the details do not matter here.
  const agency = { agencyName, theme: { ...DEFAULT_AGENCY_THEME, logoUrl } } as unknown as TAgencyDetails;
  return renderToString(<AgencyContext value={agency}>{node}</AgencyContext>);
}

describe('BrandedSplash', () => {
  it("shows the agency's logo and name, and names it under the spinner", () => {
    const html = withAgency(<BrandedSplash />, 'Sharma Cards', '/uploads/ui-customisation/a1/logo.webp');
    expect(html).toContain('src="/uploads/ui-customisation/a1/logo.webp"');
    expect(html).toContain('<p class="boot-splash__name">Sharma Cards</p>');
    expect(html).toContain('Opening Sharma Cards…');
    expect(html).not.toContain('Loading');
  });

  it("without a logo shows the name's initials", () => {
    const html = withAgency(<BrandedSplash />, 'Lakeside Studio', null);
    expect(html).toContain('<div class="boot-splash__mark" aria-hidden="true">LS</div>');
  });
});

describe('PageLoadingSplash', () => {
  it("shows the agency's name while a page's code loads", () => {
    const html = withAgency(<PageLoadingSplash />, 'Sharma Cards', null);
    expect(html).toContain('Sharma Cards');
    expect(html).toContain('aria-label="Opening Sharma Cards…"');
    expect(html).not.toContain('Loading');
  });
});
