/** @jsxRuntime automatic @jsxImportSource react */
// "Exchange contact" (a lead) and "Leave feedback" on the public card.
// Both are plain <form method="post"> that work with JavaScript off: a <details> opens each
// form without a script, the browser posts it URL-encoded to /<cardId>/lead or
// /<cardId>/feedback, and the server answers with a page (the thank-you page, or this same form
// again with each field's message and what was typed). The page script is not needed.
//
// The notice: above the send button, who receives what is typed, why, and how to have it
// deleted, in the card's language, with a box to tick that is never ticked for the visitor; the
// server refuses a send without it (docs/product-rules.md#visitor-consent).
//
// Spam: a honeypot input that people never see (off-screen, aria-hidden, out of the tab order)
// and the server's limits. The visit's source (a greeting, the printed QR, a PDF ID card's QR, the
// card link) rides in a hidden field, so a lead says where it came from.
import {
  type CardVisitSource,
  CONSENT_FIELD,
  CONSENT_VALUE,
  ENQUIRY_MESSAGES,
  ENQUIRY_RATE_LIMITS,
  HONEYPOT_FIELD,
  MEMBER_FIELD,
  NOTICE_VERSION_FIELD,
  type TCardView,
  VISITOR_FORM_LIMITS,
  VISITOR_NOTICE_VERSION,
} from '@cardora/contract';
import { Fragment, type ReactNode } from 'react';
import { displayPhone } from '../format';
import type { CardT } from '../i18n';
import { Icon, useMemberPage, useMode, useWords } from '../ui';

/** What the visitor typed and the server's message per field (the form shown again after a refusal). */
export interface VisitorFormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** A message about the whole form (e.g. an out-of-date source). */
  formError?: string;
}

/**
 * The contract's messages a visitor may read (a refused field, a refused send), with the figures
 * in them: the server speaks English, the card's page says them in the card's language.
 */
export const VISITOR_MESSAGE_VALUES = {
  nameRequired: {},
  nameTooLong: { max: VISITOR_FORM_LIMITS.nameMax },
  noMarkup: {},
  ratingRequired: {},
  messageRequired: {},
  messageTooLong: { max: VISITOR_FORM_LIMITS.messageMax },
  contactInvalid: {},
  phoneInvalid: {},
  phoneOrCardLink: {},
  cardLinkInvalid: {},
  sourceInvalid: {},
  otherSite: {},
  tooManyFromYou: { minutes: ENQUIRY_RATE_LIMITS.perIp.windowMinutes },
  tooManyForCard: {},
  consentRequired: {},
  noticeChanged: {},
} as const satisfies Partial<Record<keyof typeof ENQUIRY_MESSAGES, Record<string, number>>>;

type VisitorMessage = keyof typeof VISITOR_MESSAGE_VALUES;
const VISITOR_MESSAGES = Object.keys(VISITOR_MESSAGE_VALUES) as VisitorMessage[];

/** A message from the server in the card's language when it is one of the contract's; any other as it came. */
export function visitorMessage(message: string, t: CardT): string {
  const key = VISITOR_MESSAGES.find((name) => ENQUIRY_MESSAGES[name] === message);
  return key ? t(`enquiryMessages.${key}`, VISITOR_MESSAGE_VALUES[key]) : message;
}

function ownerName(view: TCardView): string {
  const basic = view.sections.basicDetails;
  return basic?.name ?? basic?.companyName ?? view.businessName;
}

const companyOf = (view: TCardView) => view.sections.basicDetails?.companyName ?? view.businessName;

/**
 * Where a visitor asks the business to delete what they sent: the card's first phone (kept on one
 * line), else its e-mail.
 */
function businessContact(view: TCardView): string | null {
  const basic = view.sections.basicDetails;
  const phone = basic?.phoneNumbers[0];
  return phone ? displayPhone(phone).replaceAll(' ', '\u00a0') : (basic?.email ?? null);
}

/**
 * The notice and its box, last before the send button: who gets what is sent (the business, on
 * the agency's platform), why, and how to have it deleted. The box is never ticked for the
 * visitor; after a refusal of another field it stays as they left it. The hidden version names
 * the words shown, which the server stores with the tick. docs/product-rules.md#visitor-consent
 */
function ConsentNotice({
  view,
  kind,
  prefix,
  state,
}: {
  view: TCardView;
  kind: 'lead' | 'feedback';
  prefix: string;
  state: VisitorFormState;
}) {
  const t = useWords();
  const company = companyOf(view);
  const contact = businessContact(view);
  const id = `${prefix}-${CONSENT_FIELD}`;
  const error = state.errors?.[CONSENT_FIELD];
  const described = error ? `${id}-n ${id}-err` : `${id}-n`;
  return (
    <div className={error ? 'cns bad' : 'cns'}>
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={VISITOR_NOTICE_VERSION} />
      <p id={`${id}-n`}>
        {`${t(kind === 'lead' ? 'notice.lead' : 'notice.feedback', { company, platform: view.agencyName })} ${
          contact ? t('notice.eraseAt', { company, contact }) : t('notice.erase', { company })
        }`}
      </p>
      <label htmlFor={id}>
        <input
          id={id}
          name={CONSENT_FIELD}
          type="checkbox"
          value={CONSENT_VALUE}
          required
          defaultChecked={state.values?.[CONSENT_FIELD] === CONSENT_VALUE}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <span>{t('notice.agree', { company })}</span>
      </label>
      {error ? (
        <p id={`${id}-err`} className="err" data-field-error={CONSENT_FIELD}>
          {visitorMessage(error, t)}
        </p>
      ) : null}
    </div>
  );
}

/** The honeypot: bots fill every input; people never see or reach this one. */
function Honeypot({ prefix }: { prefix: string }) {
  const t = useWords();
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
      <input id={`${prefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

interface FieldProps {
  prefix: string;
  name: string;
  label: string;
  state: VisitorFormState;
  children: (props: {
    id: string;
    name: string;
    defaultValue: string | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A labelled input and, after a refusal, its message. */
function Field({ prefix, name, label, state, children }: FieldProps) {
  const t = useWords();
  const id = `${prefix}-${name}`;
  const error = state.errors?.[name];
  return (
    <div className={error ? 'fld bad' : 'fld'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        defaultValue: state.values?.[name],
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-err` : undefined,
      })}
      {error ? (
        <p id={`${id}-err`} className="err" data-field-error={name}>
          {visitorMessage(error, t)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own element: posts in public mode; inert in the editor's preview. */
function VisitorForm({ view, kind, children }: { view: TCardView; kind: 'lead' | 'feedback'; children: ReactNode }) {
  const mode = useMode();
  const t = useWords();
  if (mode === 'preview') {
    return (
      <form className="vf" aria-label={kind === 'lead' ? t('exchange.title') : t('feedback.leave')}>
        <fieldset disabled>{children}</fieldset>
      </form>
    );
  }
  return (
    <form className="vf" method="post" action={`/${view.cardId}/${kind}`}>
      {children}
    </form>
  );
}

export function LeadForm({
  view,
  source,
  state = {},
}: {
  view: TCardView;
  source: CardVisitSource;
  state?: VisitorFormState;
}) {
  const prefix = 'l';
  const t = useWords();
  // Written from a member's page, the lead is theirs (docs/product-rules.md#staff-cards); a form
  // sent back with an error keeps the member it was sent with.
  const page = useMemberPage();
  const member = page?.memberId ?? state.values?.[MEMBER_FIELD] ?? null;
  return (
    <VisitorForm view={view} kind="lead">
      {state.formError ? <p className="err top">{visitorMessage(state.formError, t)}</p> : null}
      <input type="hidden" name="source" value={source} />
      {member ? <input type="hidden" name={MEMBER_FIELD} value={member} /> : null}
      <Field prefix={prefix} name="name" label={t('exchange.name')} state={state}>
        {(props) => (
          <input {...props} type="text" required maxLength={VISITOR_FORM_LIMITS.nameMax} autoComplete="name" />
        )}
      </Field>
      <Field prefix={prefix} name="phone" label={t('exchange.whatsapp')} state={state}>
        {(props) => (
          <input {...props} type="tel" inputMode="tel" maxLength={40} autoComplete="tel" placeholder="98765 43210" />
        )}
      </Field>
      <Field prefix={prefix} name="cardLink" label={t('exchange.cardLink')} state={state}>
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            maxLength={VISITOR_FORM_LIMITS.cardLinkMax}
            placeholder="https://"
          />
        )}
      </Field>
      <ConsentNotice view={view} kind="lead" prefix={prefix} state={state} />
      <Honeypot prefix={prefix} />
      <button type="submit" className="btn wa wide">
        <Icon name="wa" />
        {` ${t('exchange.send')}`}
      </button>
    </VisitorForm>
  );
}

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Five radio buttons drawn as stars, 5 first in the markup and shown right to left, so CSS alone
 * (`:checked ~ label`) lights the chosen star and the ones before it.
 */
function StarRating({ state }: { state: VisitorFormState }) {
  const t = useWords();
  const error = state.errors?.rating;
  const chosen = state.values?.rating;
  return (
    <fieldset className={error ? 'fld stars bad' : 'fld stars'} aria-describedby={error ? 'f-rating-err' : undefined}>
      <legend>{t('feedback.rating')}</legend>
      <div className="srow">
        {STARS.map((value) => (
          <Fragment key={value}>
            <input
              type="radio"
              id={`f-r${value}`}
              name="rating"
              value={String(value)}
              required
              aria-label={t('feedback.stars', { count: value })}
              defaultChecked={chosen === String(value)}
            />
            <label htmlFor={`f-r${value}`}>★</label>
          </Fragment>
        ))}
      </div>
      {error ? (
        <p id="f-rating-err" className="err" data-field-error="rating">
          {visitorMessage(error, t)}
        </p>
      ) : null}
    </fieldset>
  );
}

export function FeedbackForm({ view, state = {} }: { view: TCardView; state?: VisitorFormState }) {
  const prefix = 'f';
  const t = useWords();
  return (
    <VisitorForm view={view} kind="feedback">
      {state.formError ? <p className="err top">{visitorMessage(state.formError, t)}</p> : null}
      <StarRating state={state} />
      <Field prefix={prefix} name="message" label={t('feedback.message')} state={state}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            required
            minLength={VISITOR_FORM_LIMITS.messageMin}
            maxLength={VISITOR_FORM_LIMITS.messageMax}
          />
        )}
      </Field>
      <Field prefix={prefix} name="name" label={t('feedback.name')} state={state}>
        {(props) => (
          <input {...props} type="text" required maxLength={VISITOR_FORM_LIMITS.nameMax} autoComplete="name" />
        )}
      </Field>
      <Field prefix={prefix} name="contact" label={t('feedback.contact')} state={state}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={VISITOR_FORM_LIMITS.contactMax}
            placeholder={t('feedback.contactHint', { name: ownerName(view) })}
          />
        )}
      </Field>
      <ConsentNotice view={view} kind="feedback" prefix={prefix} state={state} />
      <Honeypot prefix={prefix} />
      <button type="submit" className="btn pri wide">
        {t('feedback.send')}
      </button>
    </VisitorForm>
  );
}

/** "Exchange contact": WhatsApp-first, right under the contact details. */
export function ExchangeSection({ view, source }: { view: TCardView; source: CardVisitSource }) {
  const t = useWords();
  return (
    <section className="sec xchg" id="exchange" aria-labelledby="exchange-title">
      <h2 id="exchange-title">{t('exchange.title')}</h2>
      <p className="lede">{t('exchange.lede', { name: ownerName(view) })}</p>
      <details>
        <summary className="btn pri wide">
          <Icon name="wa" />
          {` ${t('exchange.title')}`}
        </summary>
        <LeadForm view={view} source={source} />
      </details>
    </section>
  );
}

export function FeedbackSection({ view }: { view: TCardView }) {
  const t = useWords();
  const company = companyOf(view);
  return (
    <section className="sec fb" id="feedback" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('feedback.title')}</h2>
      <p className="lede">{t('feedback.lede', { company })}</p>
      <details>
        <summary className="btn ghost wide">{`★ ${t('feedback.leave')}`}</summary>
        <FeedbackForm view={view} />
      </details>
    </section>
  );
}
