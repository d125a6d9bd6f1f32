import { describe, expect, it } from 'vitest';
import { agencyAppName, completeAgencyTheme, DEFAULT_AGENCY_THEME, darkenHex } from './agency';
import {
  contrastRatio,
  placementsFor,
  publishedOrder,
  safeBannerLink,
  themeContrastIssues,
  UI_MESSAGES,
  uiItemState,
  ZSaveUiCustomisationBody,
  ZUiItemInput,
  ZUiThemeInput,
} from './ui-customisation';

const theme = {
  appName: 'Sharma Cards',
  primaryColor: '#1e63d6',
  secondaryColor: '#0f1b2d',
  logoUrl: null,
  faviconUrl: null,
  loginBackgroundUrl: null,
};
const item = {
  kind: 'BANNER',
  placement: 'HOME_PAGE',
  style: 'style-1',
  height: 'HEIGHT-2',
  displayMode: 'all-details',
  title: 'Diwali offer',
  imageUrl: '/uploads/ui-customisation/a/b.webp',
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('WCAG contrast', () => {
  it('matches the published ratios: black on white 21:1, a colour on itself 1:1, #767676 on white 4.54:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1e63d6', '#1e63d6')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses white text on a yellow primary with the reason, and passes the default theme', () => {
    expect(themeContrastIssues(DEFAULT_AGENCY_THEME)).toEqual([]);
    const issues = themeContrastIssues({ primaryColor: '#FFEB3B', secondaryColor: '#0f1b2d' });
    expect(issues).toEqual([
      {
        field: 'primaryColor',
        ratio: 1.2,
        message: 'White text on #ffeb3b has contrast 1.2:1; it needs at least 4.5:1.',
      },
    ]);
  });

  it('checks the accent too, and rounds down so a near miss never reads as 4.5:1', () => {
    // #7a7a7a on white is 4.29:1; #777777 is 4.48:1: both fail, shown as 4.2 and 4.4.
    const issues = themeContrastIssues({ primaryColor: '#777777', secondaryColor: '#7a7a7a' });
    expect(issues.map((issue) => [issue.field, issue.ratio])).toEqual([
      ['primaryColor', 4.4],
      ['secondaryColor', 4.2],
    ]);
    expect(themeContrastIssues({ primaryColor: '#767676', secondaryColor: '#767676' })).toEqual([]);
  });

  it('the theme schema refuses unreadable colours on their fields', () => {
    const result = ZUiThemeInput.safeParse({ ...theme, secondaryColor: '#a5d6a7' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({ secondaryColor: UI_MESSAGES.contrast('#a5d6a7', 1.6) });
  });
});

describe('theme input', () => {
  it('needs an app name and our own uploads for images', () => {
    expect(fieldErrors(ZUiThemeInput.safeParse({ ...theme, appName: '  ' }))).toEqual({
      appName: UI_MESSAGES.appNameRequired,
    });
    expect(fieldErrors(ZUiThemeInput.safeParse({ ...theme, logoUrl: 'javascript:alert(1)' }))).toEqual({
      logoUrl: 'Upload the image again.',
    });
    expect(fieldErrors(ZUiThemeInput.safeParse({ ...theme, faviconUrl: 'https://evil.example/x.png' }))).toEqual({
      faviconUrl: 'Upload the image again.',
    });
    expect(ZUiThemeInput.parse({ ...theme, logoUrl: '' }).logoUrl).toBeNull();
  });

  it('old stored themes get the new fields as null, and the app name falls back to the agency name', () => {
    const old = { primaryColor: '#1e63d6', secondaryColor: '#0f1b2d', logoUrl: null };
    expect(completeAgencyTheme(old)).toEqual(DEFAULT_AGENCY_THEME);
    expect(agencyAppName({ agencyName: 'Demo Agency', theme: old })).toBe('Demo Agency');
    expect(agencyAppName({ agencyName: 'Demo Agency', theme: { ...old, appName: ' Sharma Cards ' } })).toBe(
      'Sharma Cards',
    );
    expect(darkenHex('#ffffff', 0.3)).toBe('#b3b3b3');
  });
});

describe('banner and tile input', () => {
  it('accepts a banner with its defaults', () => {
    expect(ZUiItemInput.parse(item)).toEqual({
      ...item,
      subtitle: null,
      buttonLabel: null,
      linkUrl: null,
      startDate: null,
      endDate: null,
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://files.example.com/x',
    '//evil.example.com',
  ])('refuses the unsafe link %s with the spec message on linkUrl', (linkUrl) => {
    expect(fieldErrors(ZUiItemInput.safeParse({ ...item, linkUrl }))).toEqual({ linkUrl: 'A valid link is required.' });
  });

  it('refuses an end before the start, a bad date, a missing image and a missing title on their fields', () => {
    expect(fieldErrors(ZUiItemInput.safeParse({ ...item, startDate: '2026-11-10', endDate: '2026-11-01' }))).toEqual({
      endDate: UI_MESSAGES.endBeforeStart,
    });
    expect(fieldErrors(ZUiItemInput.safeParse({ ...item, startDate: '2026-02-30' }))).toEqual({
      startDate: UI_MESSAGES.dateInvalid,
    });
    expect(fieldErrors(ZUiItemInput.safeParse({ ...item, imageUrl: '' }))).toEqual({
      imageUrl: UI_MESSAGES.imageRequired,
    });
    expect(fieldErrors(ZUiItemInput.safeParse({ ...item, title: '' }))).toEqual({ title: UI_MESSAGES.titleRequired });
    expect(fieldErrors(ZUiItemInput.safeParse({ ...item, placement: 'FOOTER' }))).toHaveProperty('placement');
  });

  it('the POST body is one of theme, item or order', () => {
    expect(ZSaveUiCustomisationBody.safeParse({ type: 'theme', theme }).success).toBe(true);
    expect(ZSaveUiCustomisationBody.safeParse({ type: 'item', item }).success).toBe(true);
    expect(ZSaveUiCustomisationBody.safeParse({ type: 'order', uiCustomisationIds: [] }).success).toBe(true);
    expect(ZSaveUiCustomisationBody.safeParse({ type: 'colours', theme }).success).toBe(false);
  });
});

describe('what a page shows', () => {
  it('each page shows its placement and COMMON', () => {
    expect(placementsFor('HOME_PAGE')).toEqual(['HOME_PAGE', 'COMMON']);
    expect(placementsFor('GREETING_IMAGE_PAGE')).toEqual(['GREETING_IMAGE_PAGE', 'COMMON']);
  });

  it('an item is live from its start day to its end day, inclusive', () => {
    const dated = { startDate: '2026-11-01', endDate: '2026-11-05' };
    expect(uiItemState(dated, '2026-10-31')).toBe('scheduled');
    expect(uiItemState(dated, '2026-11-01')).toBe('live');
    expect(uiItemState(dated, '2026-11-05')).toBe('live');
    expect(uiItemState(dated, '2026-11-06')).toBe('ended');
    expect(uiItemState({ startDate: null, endDate: null }, '2030-01-01')).toBe('live');
  });

  it('banners come first, then tiles, each in the agency order', () => {
    const items = [
      { id: 't1', kind: 'TILE' as const, sortOrder: 0 },
      { id: 'b2', kind: 'BANNER' as const, sortOrder: 3 },
      { id: 'b1', kind: 'BANNER' as const, sortOrder: 1 },
      { id: 't2', kind: 'TILE' as const, sortOrder: 2 },
    ];
    expect(publishedOrder(items).map((i) => i.id)).toEqual(['b1', 'b2', 't1', 't2']);
  });

  it('opens only http(s) links', () => {
    expect(safeBannerLink('https://example.com/offer')).toBe('https://example.com/offer');
    expect(safeBannerLink('javascript:alert(1)')).toBeNull();
    expect(safeBannerLink(null)).toBeNull();
  });
});
