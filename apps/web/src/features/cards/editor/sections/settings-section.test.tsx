// The card's language in the editor's settings: the owner picks the language
// of the public card's fixed words; the saved choice shows when the editor opens again, named in
// its own script, and the panel's own words follow the panel's language.
import { emptyCardSections, type LanguageCode, type TCard, type TCardSettings } from '@cardora/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '#i18n/test-i18n';
import { createEditorStore, EditorStoreContext } from '../editor-store';
import type { SectionProps } from '../section-props';
import { EditorSection } from '../section-table';

// The session hook's API client reads the page's address when it loads; Node has no page.
vi.hoisted(() => {
  Object.assign(globalThis, { window: { location: { search: '', host: 'demo.localhost' } } });
});
// notistack styles itself into the page's <head> when it loads; the panel's snackbars are not under test.
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar: () => undefined }) }));

function cardWith(settings: Partial<TCardSettings>): TCard {
  const sections = emptyCardSections();
  return {
    cardNo: 41,
    cardId: 'gupta-bakery',
    businessId: '6f1c2a9e-1111-4000-8000-000000000000',
    status: 'active',
    isDone: true,
    sections: { ...sections, settings: { ...sections.settings, ...settings } },
    publicUrl: 'http://demo.localhost/gupta-bakery',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

function render(panelLanguage: LanguageCode, card: TCard | null): string {
  const props = { card, expanded: true, onToggle: () => undefined } as unknown as SectionProps;
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={testI18n(panelLanguage)}>
        <EditorStoreContext value={createEditorStore()}>
          <EditorSection {...props} panel="settings" />
        </EditorStoreContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The select's stored value (its hidden input) and the option it shows. */
function languageField(html: string) {
  const input = /<input[^>]*data-testid="settings-language"[^>]*>/.exec(html)?.[0] ?? '';
  const value = /value="([^"]*)"/.exec(input)?.[1];
  const shown = /role="combobox"[^>]*>([^<]*)</.exec(html)?.[1];
  return { value, shown };
}

describe('The settings panel: the card language', () => {
  it('opens on the saved language, named in its own script', () => {
    expect(languageField(render('en', cardWith({ language: 'hi' })))).toEqual({ value: 'hi', shown: 'हिन्दी' });
    expect(languageField(render('hi', cardWith({ language: 'en' })))).toEqual({ value: 'en', shown: 'English' });
  });

  it("starts a card without a choice in English (the contract's default)", () => {
    expect(languageField(render('en', cardWith({}))).value).toBe('en');
  });

  it("labels the field in the panel's language, with what it changes", () => {
    const english = render('en', cardWith({}));
    expect(english).toContain('Card language');
    expect(english).toContain('The words on your public card (Call, Save contact…)');
    const hindi = render('hi', cardWith({}));
    expect(hindi).toContain('कार्ड की भाषा');
    expect(hindi).not.toContain('Card language');
    expect(hindi).toContain('सेटिंग्स');
  });

  it('stays locked until the first save creates the card', () => {
    const html = render('hi', null);
    expect(html).toContain('पहले बुनियादी जानकारी सेव करें');
    expect(html).not.toContain('data-testid="settings-language"');
  });
});
