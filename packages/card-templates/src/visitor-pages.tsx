/** @jsxRuntime automatic @jsxImportSource react */
// The pages the server answers the card's visitor forms with, in the
// card's own template and colours: the form again with each field's message (400), the thank-you
// page (after the 303), and the friendly refusals (429 too many, 403 sent from another site).
// No script: everything here works with JavaScript off.
import type { CardVisitSource, TCardView } from '@cardora/contract';
import type { CSSProperties, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { headStart } from './document';
import { VISITOR_PAGE_CSS } from './enquiry-styles';
import { escapeHtml, mixHex, readableOn, whatsappHref } from './format';
import { type CardT, cardLanguage, cardT } from './i18n';
import { FeedbackForm, LeadForm, type VisitorFormState, visitorMessage } from './sections/enquiries';
import { cardCss, DOCUMENT_CSS } from './styles';
import { Icon, ModeContext, spriteMarkup, WordsContext } from './ui';

const HEX = /^#[0-9a-fA-F]{6}$/;

function colourVars(view: TCardView): CSSProperties {
  const { primaryColor, secondaryColor } = view.sections.template;
  const primary = HEX.test(primaryColor) ? primaryColor.toLowerCase() : '#1e63d6';
  const secondary = HEX.test(secondaryColor) ? secondaryColor.toLowerCase() : '#0f1b2d';
  return {
    '--p': primary,
    '--s': secondary,
    '--on': readableOn(primary),
    '--onS': readableOn(secondary),
    '--t1': mixHex(primary, '#ffffff', 0.9),
    '--t2': mixHex(primary, '#ffffff', 0.82),
  };
}

const companyOf = (view: TCardView) => view.sections.basicDetails?.companyName ?? view.businessName;

/** The visitor pages speak the card's language, as the card does. */
function wordsOf(view: TCardView): CardT {
  return cardT(cardLanguage(view));
}

function documentOf(view: TCardView, title: string, content: ReactNode): string {
  const { templateId, style } = view.sections.template;
  const body = renderToString(
    <ModeContext.Provider value="public">
      <WordsContext.Provider value={wordsOf(view)}>
        <div className={`cd t-${templateId} ${style === 'style-2' ? 's2' : 's1'} vp`} style={colourVars(view)}>
          <main className="cw">
            <nav className="top">
              <a href={`/${view.cardId}`} data-testid="back-to-card">
                ← {companyOf(view)}
              </a>
            </nav>
            {content}
          </main>
        </div>
      </WordsContext.Provider>
    </ModeContext.Provider>,
  );
  return (
    headStart(cardLanguage(view)) +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(companyOf(view))}</title>` +
    `<style>${DOCUMENT_CSS}${cardCss(templateId, style)}${VISITOR_PAGE_CSS}</style></head><body>` +
    spriteMarkup(body) +
    body +
    '</body></html>'
  );
}

/** The form again after a refusal: what the visitor typed, each field's message. */
export function renderVisitorFormPageHtml(options: {
  view: TCardView;
  kind: 'lead' | 'feedback';
  source: CardVisitSource;
  state: VisitorFormState;
}): string {
  const { view, kind, source, state } = options;
  const t = wordsOf(view);
  const title = kind === 'lead' ? t('exchange.title') : t('feedback.leave');
  return documentOf(
    view,
    title,
    <section className={kind === 'lead' ? 'sec xchg' : 'sec fb'} aria-labelledby="vp-title">
      <h2 id="vp-title">{title}</h2>
      <p className="err top" role="alert">
        {t('visitor.checkFields', { count: Math.max(1, Object.keys(state.errors ?? {}).length) })}
      </p>
      {kind === 'lead' ? (
        <LeadForm view={view} source={source} state={state} />
      ) : (
        <FeedbackForm view={view} state={state} />
      )}
    </section>,
  );
}

export type VisitorNoticeKind = 'thanks-lead' | 'thanks-feedback' | 'too-many' | 'other-site';

function noticeText(kind: VisitorNoticeKind, view: TCardView, t: CardT, message?: string) {
  const owner = view.sections.basicDetails?.name ?? companyOf(view);
  const said = message ? visitorMessage(message, t) : '';
  switch (kind) {
    case 'thanks-lead':
      return { mark: '✓', title: t('visitor.thanksLeadTitle'), text: t('visitor.thanksLeadText', { owner }) };
    case 'thanks-feedback':
      return {
        mark: '★',
        title: t('visitor.thanksFeedbackTitle'),
        text: t('visitor.thanksFeedbackText', { owner, company: companyOf(view) }),
      };
    case 'too-many':
      return { mark: '⏳', title: t('visitor.tooManyTitle'), text: said };
    case 'other-site':
      return { mark: '!', title: t('visitor.otherSiteTitle'), text: said };
  }
}

/** The thank-you page and the friendly refusals, with a way back to the card (and to WhatsApp). */
export function renderVisitorNoticePageHtml(options: {
  view: TCardView;
  kind: VisitorNoticeKind;
  /** The refusal's own words (the contract's ENQUIRY_MESSAGES). */
  message?: string;
}): string {
  const { view, kind } = options;
  const t = wordsOf(view);
  const text = noticeText(kind, view, t, options.message);
  const whatsapp = view.sections.basicDetails?.whatsappNumber;
  const chat = whatsapp ? whatsappHref(whatsapp, t('visitor.hello', { company: companyOf(view) })) : null;
  return documentOf(
    view,
    text.title,
    <section className="sec note" data-testid={`notice-${kind}`}>
      <div className="mark" aria-hidden="true">
        {text.mark}
      </div>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      {chat && kind !== 'other-site' ? (
        <a className="btn wa wide" href={chat} target="_blank" rel="noopener">
          <Icon name="wa" />
          {` ${t('visitor.chatNow')}`}
        </a>
      ) : null}
      <a className="btn ghost wide" href={`/${view.cardId}`}>
        {t('visitor.backToCard')}
      </a>
    </section>,
  );
}
