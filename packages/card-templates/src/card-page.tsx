/** @jsxRuntime automatic @jsxImportSource react */
// The card itself: the same component renders the public page (server) and the editor's
// live preview (browser). Colours arrive as CSS variables; templates and styles are classes.
import {
  type CardLanguageCode,
  type CardLanguages,
  type CardSection,
  type CardVisitSource,
  cardLanguageName,
  type TCardView,
} from '@cardora/contract';
import { mixHex, readableOn, whatsappHref } from './format';
import { cardLanguage, cardT } from './i18n';
import { ContactSection, PaymentSection } from './sections/contact';
import { ExchangeSection, FeedbackSection } from './sections/enquiries';
import { BusinessCardLink, Footer, LinksSection, QrSection, ShareSection, TeamSection } from './sections/extras';
import { ActionBar, Hero } from './sections/hero';
import { AboutSection, GallerySection, ProductsSection, VideosSection } from './sections/media';
import { CARD_CSS } from './styles';
import {
  A,
  type CardMode,
  contactFileHref,
  headingOf,
  Icon,
  IconSprite,
  MemberContext,
  type MemberPage,
  ModeContext,
  useMode,
  useWords,
  WordsContext,
} from './ui';

declare module 'react' {
  interface CSSProperties {
    '--p'?: string;
    '--s'?: string;
    '--on'?: string;
    '--onS'?: string;
    '--t1'?: string;
    '--t2'?: string;
  }
}

export interface CardPageProps {
  view: TCardView;
  mode: CardMode;
  /** Inline SVG of the card's QR code (made by the server); the preview shows a placeholder. */
  qrSvg?: string;
  /** The address shared and copied; defaults to view.publicUrl. */
  url?: string;
  /** false: the caller adds the icon sprite itself (the server adds only the icons used). */
  sprite?: boolean;
  /** Where this visit came from (the card's ?g= / ?src=), carried by the Exchange contact form. */
  visitSource?: CardVisitSource;
  /**
   * The card's two languages when it has a second one (the view is already in the one read):
   * the page links to each (docs/product-rules.md#card-second-language).
   */
  languages?: CardLanguages;
  /**
   * A team member's page (docs/product-rules.md#staff-cards): the view is already the member's
   * (memberCardView); this names them for the contact file, QR code, lead form and counting.
   */
  member?: MemberPage;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function colour(value: string, fallback: string): string {
  return HEX.test(value) ? value.toLowerCase() : fallback;
}

/**
 * "English | हिन्दी": each language in its own name, plain links to ?lang= (no script needed);
 * the one being read is marked. Only a card with a second language has it.
 */
function LanguageSwitch({ languages, current }: { languages: CardLanguages; current: CardLanguageCode }) {
  const mode = useMode();
  const t = useWords();
  if (!languages.second) return null;
  const codes = [languages.primary, languages.second];
  return (
    <nav className="lsw" aria-label={t('language')}>
      {codes.map((code) => {
        const name = cardLanguageName(code);
        const currentMark = code === current ? ('page' as const) : undefined;
        return mode === 'preview' ? (
          <span key={code} lang={code} aria-current={currentMark}>
            {name}
          </span>
        ) : (
          <a key={code} href={`?lang=${code}`} lang={code} hrefLang={code} aria-current={currentMark}>
            {name}
          </a>
        );
      })}
    </nav>
  );
}

export function CardPage({
  view,
  mode,
  qrSvg,
  url,
  sprite = true,
  visitSource = 'card',
  languages,
  member,
}: CardPageProps) {
  const { sections } = view;
  const basic = sections.basicDetails;
  const template = sections.template;
  const primary = colour(template.primaryColor, '#1e63d6');
  const secondary = colour(template.secondaryColor, '#0f1b2d');
  const hidden = new Set<CardSection>(sections.settings.hiddenSections.filter((s) => s !== 'basicDetails'));
  const shown = (section: CardSection) => !hidden.has(section);
  const shareUrl = url ?? view.publicUrl;
  const language = cardLanguage(view);
  const t = cardT(language);
  const heading = (section: CardSection) => headingOf(view, section, t);
  const contactFile = contactFileHref(view.cardId, member ?? null);
  return (
    <ModeContext.Provider value={mode}>
      <MemberContext.Provider value={member ?? null}>
        <WordsContext.Provider value={t}>
          <div
            lang={language}
            className={`cd t-${template.templateId} ${template.style === 'style-2' ? 's2' : 's1'}${mode === 'preview' ? ' pv' : ''}`}
            style={{
              '--p': primary,
              '--s': secondary,
              '--on': readableOn(primary),
              '--onS': readableOn(secondary),
              '--t1': mixHex(primary, '#ffffff', 0.9),
              '--t2': mixHex(primary, '#ffffff', 0.82),
            }}
          >
            {mode === 'preview' ? <style>{CARD_CSS}</style> : null}
            {sprite ? <IconSprite /> : null}
            <main className="cw">
              {languages ? <LanguageSwitch languages={languages} current={language} /> : null}
              {basic ? (
                <>
                  <Hero view={view} basic={basic} />
                  <ActionBar view={view} basic={basic} />
                  <BusinessCardLink view={view} />
                  <ContactSection basic={basic} title={heading('basicDetails')} />
                  <ExchangeSection view={view} source={visitSource} />
                </>
              ) : (
                <header className="hero empty">
                  <div className="cover" />
                  <div className="who">
                    <h1 className="name">{view.businessName}</h1>
                    <p className="role">{t('hero.fillIn')}</p>
                  </div>
                </header>
              )}
              {shown('aboutUs') ? <AboutSection view={view} title={heading('aboutUs')} /> : null}
              {shown('products') ? <ProductsSection view={view} title={heading('products')} /> : null}
              {shown('gallery') ? <GallerySection view={view} title={heading('gallery')} /> : null}
              {shown('youtubeVideos') ? <VideosSection view={view} title={heading('youtubeVideos')} /> : null}
              {shown('paymentOptions') ? <PaymentSection view={view} title={heading('paymentOptions')} /> : null}
              {shown('links') ? <LinksSection view={view} title={heading('links')} /> : null}
              {shown('team') ? <TeamSection view={view} title={heading('team')} /> : null}
              {basic ? <FeedbackSection view={view} /> : null}
              <QrSection view={view} qrSvg={qrSvg} />
              <ShareSection view={view} url={shareUrl} />
              <Footer view={view} />
              {basic && sections.settings.showSaveContact ? (
                <div className="dock">
                  <A className="btn pri" href={contactFile}>
                    <Icon name="save" />
                    {` ${t('saveContact')}`}
                  </A>
                  {basic.whatsappNumber ? (
                    <A
                      className="btn wa sq"
                      href={whatsappHref(basic.whatsappNumber)}
                      action="whatsapp"
                      target="dock"
                      external
                      label="WhatsApp"
                    >
                      <Icon name="wa" />
                    </A>
                  ) : null}
                </div>
              ) : null}
            </main>
            {/* The page script's words (script.ts) in the card's language: the script stays one, hashed in the CSP. */}
            <output
              className="toast"
              id="toast"
              aria-live="polite"
              data-ok={t('script.copied')}
              data-no={t('script.copyFailed')}
              data-v={t('script.video')}
            />
          </div>
        </WordsContext.Provider>
      </MemberContext.Provider>
    </ModeContext.Provider>
  );
}
