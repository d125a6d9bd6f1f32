// The banner as React renders it: every text field a customer sees is escaped text, and only an
// http(s) link becomes the banner's href (XSS over the new text fields).
import type { TPublishedUiItem } from '@cardora/contract';
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '#app/theme';
import { readPanelBrand } from '#app/theme-boot';
import { UiBanner } from './components/ui-banner';

const HOSTILE = `<script>alert(1)</script>"'><img src=x onerror=alert(2)>`;

function render(item: Partial<TPublishedUiItem>): string {
  const full: TPublishedUiItem = {
    uiCustomisationId: '00000000-0000-4000-8000-000000000001',
    kind: 'BANNER',
    placement: 'HOME_PAGE',
    style: 'style-1',
    height: 'HEIGHT-2',
    displayMode: 'all-details',
    title: 'Diwali offer',
    subtitle: null,
    buttonLabel: null,
    imageUrl: '/uploads/ui-customisation/a/b.webp',
    linkUrl: null,
    startDate: null,
    endDate: null,
    ...item,
  };
  return renderToStaticMarkup(
    <ThemeProvider theme={createAppTheme()}>
      <UiBanner item={full} />
    </ThemeProvider>,
  );
}

describe('UiBanner', () => {
  it.each(['style-1', 'style-2'] as const)('escapes every text field (%s)', (style) => {
    const html = render({ style, title: HOSTILE, subtitle: HOSTILE, buttonLabel: HOSTILE });
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('puts the title of an image-only banner in its alt text, escaped', () => {
    const html = render({ displayMode: 'only-logo', title: HOSTILE });
    expect(html).toMatch(
      /alt="&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;&#x27;&gt;&lt;img src=x onerror=alert\(2\)&gt;"/,
    );
  });

  it('links only to http(s), in a new tab without an opener', () => {
    const linked = render({ linkUrl: 'https://example.com/offer' });
    expect(linked).toContain('href="https://example.com/offer"');
    expect(linked).toContain('target="_blank"');
    expect(linked).toContain('rel="noopener noreferrer"');
    for (const linkUrl of ['javascript:alert(1)', 'data:text/html,<b>x</b>']) {
      const html = render({ linkUrl });
      expect(html).not.toContain('href=');
      expect(html).not.toContain('javascript:');
    }
  });

  it('style-1 and style-2 are drawn differently, and heights are real sizes', () => {
    expect(render({ style: 'style-1' })).not.toEqual(render({ style: 'style-2' }));
    expect(render({ height: 'HEIGHT-1' })).toContain('data-height="HEIGHT-1"');
  });
});

describe('the brand written into the page', () => {
  const doc = (text: string | null) => ({
    getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)),
  });
  const brand = {
    agencyId: '00000000-0000-4000-8000-000000000002',
    appName: 'Sharma Cards',
    theme: {
      primaryColor: '#7b1fa2',
      secondaryColor: '#1a237e',
      logoUrl: null,
      appName: 'Sharma Cards',
      faviconUrl: null,
      loginBackgroundUrl: null,
    },
  };

  it('is read when it is there and valid, ignored otherwise', () => {
    expect(readPanelBrand(doc(JSON.stringify(brand)))).toEqual(brand);
    expect(readPanelBrand(doc(null))).toBeNull();
    expect(readPanelBrand(doc('{not json'))).toBeNull();
    expect(readPanelBrand(doc(JSON.stringify({ ...brand, theme: { primaryColor: 'red' } })))).toBeNull();
  });
});
