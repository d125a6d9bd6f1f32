/** @jsxRuntime automatic @jsxImportSource react */
// "Exchange contact" (a lead) and "Leave feedback" on the public card (issue 14 items 4 and 5).
// Both are plain <form method="post"> that work with JavaScript off: a <details> opens each
// form without a script, the browser posts it URL-encoded to /<cardId>/lead or
// /<cardId>/feedback, and the server answers with a page (the thank-you page, or this same form
// again with each field's message and what was typed). The page script is not needed.
//
// Spam: a honeypot input that people never see (off-screen, aria-hidden, out of the tab order)
// and the server's limits. The visit's source (a greeting, the printed QR, a PDF ID card's QR, the
// card link) rides in a hidden field, so a lead says where it came from.
import { type CardVisitSource, HONEYPOT_FIELD, type TCardView, VISITOR_FORM_LIMITS } from '@cardora/contract';
import { Fragment, type ReactNode } from 'react';
import { Icon, useMode } from '../ui';

/** What the visitor typed and the server's message per field (the form shown again after a refusal). */
export interface VisitorFormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** A message about the whole form (e.g. an out-of-date source). */
  formError?: string;
}

function ownerName(view: TCardView): string {
  const basic = view.sections.basicDetails;
  return basic?.name ?? basic?.companyName ?? view.businessName;
}

/** The honeypot: bots fill every input; people never see or reach this one. */
function Honeypot({ prefix }: { prefix: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>Leave empty</label>
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
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own element: posts in public mode; inert in the editor's preview. */
function VisitorForm({ view, kind, children }: { view: TCardView; kind: 'lead' | 'feedback'; children: ReactNode }) {
  const mode = useMode();
  if (mode === 'preview') {
    return (
      <form className="vf" aria-label={kind === 'lead' ? 'Exchange contact' : 'Leave feedback'}>
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
  return (
    <VisitorForm view={view} kind="lead">
      {state.formError ? <p className="err top">{state.formError}</p> : null}
      <input type="hidden" name="source" value={source} />
      <Field prefix={prefix} name="name" label="Your name" state={state}>
        {(props) => (
          <input {...props} type="text" required maxLength={VISITOR_FORM_LIMITS.nameMax} autoComplete="name" />
        )}
      </Field>
      <Field prefix={prefix} name="phone" label="Your WhatsApp number" state={state}>
        {(props) => (
          <input {...props} type="tel" inputMode="tel" maxLength={40} autoComplete="tel" placeholder="98765 43210" />
        )}
      </Field>
      <Field prefix={prefix} name="cardLink" label="Or your own card's link (optional)" state={state}>
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
      <Honeypot prefix={prefix} />
      <button type="submit" className="btn wa wide">
        <Icon name="wa" /> Send my contact
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
  const error = state.errors?.rating;
  const chosen = state.values?.rating;
  return (
    <fieldset className={error ? 'fld stars bad' : 'fld stars'} aria-describedby={error ? 'f-rating-err' : undefined}>
      <legend>Your rating</legend>
      <div className="srow">
        {STARS.map((value) => (
          <Fragment key={value}>
            <input
              type="radio"
              id={`f-r${value}`}
              name="rating"
              value={String(value)}
              required
              aria-label={value === 1 ? '1 star' : `${value} stars`}
              defaultChecked={chosen === String(value)}
            />
            <label htmlFor={`f-r${value}`}>★</label>
          </Fragment>
        ))}
      </div>
      {error ? (
        <p id="f-rating-err" className="err" data-field-error="rating">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function FeedbackForm({ view, state = {} }: { view: TCardView; state?: VisitorFormState }) {
  const prefix = 'f';
  return (
    <VisitorForm view={view} kind="feedback">
      {state.formError ? <p className="err top">{state.formError}</p> : null}
      <StarRating state={state} />
      <Field prefix={prefix} name="message" label="Your feedback" state={state}>
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
      <Field prefix={prefix} name="name" label="Your name" state={state}>
        {(props) => (
          <input {...props} type="text" required maxLength={VISITOR_FORM_LIMITS.nameMax} autoComplete="name" />
        )}
      </Field>
      <Field prefix={prefix} name="contact" label="Phone or e-mail (optional)" state={state}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={VISITOR_FORM_LIMITS.contactMax}
            placeholder={`So ${ownerName(view)} can reply`}
          />
        )}
      </Field>
      <Honeypot prefix={prefix} />
      <button type="submit" className="btn pri wide">
        Send feedback
      </button>
    </VisitorForm>
  );
}

/** "Exchange contact": WhatsApp-first, right under the contact details. */
export function ExchangeSection({ view, source }: { view: TCardView; source: CardVisitSource }) {
  return (
    <section className="sec xchg" id="exchange" aria-labelledby="exchange-title">
      <h2 id="exchange-title">Exchange contact</h2>
      <p className="lede">{`Leave your name and WhatsApp number: ${ownerName(view)} will message you back.`}</p>
      <details>
        <summary className="btn pri wide">
          <Icon name="wa" /> Exchange contact
        </summary>
        <LeadForm view={view} source={source} />
      </details>
    </section>
  );
}

export function FeedbackSection({ view }: { view: TCardView }) {
  return (
    <section className="sec fb" id="feedback" aria-labelledby="feedback-title">
      <h2 id="feedback-title">Feedback</h2>
      <p className="lede">{`How was your experience with ${view.sections.basicDetails?.companyName ?? view.businessName}?`}</p>
      <details>
        <summary className="btn ghost wide">★ Leave feedback</summary>
        <FeedbackForm view={view} />
      </details>
    </section>
  );
}
