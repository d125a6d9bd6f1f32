/** @jsxRuntime automatic @jsxImportSource react */
// Building blocks every section uses: the render mode (public page or editor preview),
// a link that only ever carries an allowed href, icons from one inline sprite, headings.
import { type CardSection, DEFAULT_SECTION_HEADINGS, type TCardView } from '@cardora/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { isAllowedHref } from './format';
import { type CardT, cardT } from './i18n';

export type CardMode = 'public' | 'preview';

export const ModeContext = createContext<CardMode>('public');

export function useMode(): CardMode {
  return useContext(ModeContext);
}

/**
 * On a team member's page (docs/product-rules.md#staff-cards): whose page it is, so the contact
 * file, the QR code and the lead form are the member's. null on the business's own card.
 */
export interface MemberPage {
  memberId: string;
  slug: string;
}
export const MemberContext = createContext<MemberPage | null>(null);

export function useMemberPage(): MemberPage | null {
  return useContext(MemberContext);
}

/** "Save contact": the business's contact file, or on a member's page the member's. */
export function contactFileHref(cardId: string, member: MemberPage | null): string {
  return member ? `/${cardId}/${member.slug}.vcf` : `/${cardId}.vcf`;
}

/** The card's words in the card's language (CardPage and the visitor pages provide it). */
export const WordsContext = createContext<CardT | null>(null);

export function useWords(): CardT {
  return useContext(WordsContext) ?? cardT('en');
}

/** Stands for an element inside a translated sentence: a character nobody types or translates. */
export const SLOT = '\u2063';

/**
 * A translated sentence with an element where SLOT was interpolated ("Made with <b>X</b>" is
 * "<b>X</b> से बनाया गया"): languages put it in different places, so it cannot be glued on.
 */
export function withElement(sentence: string, element: ReactNode): ReactNode {
  const at = sentence.indexOf(SLOT);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {element}
      {sentence.slice(at + SLOT.length)}
    </>
  );
}

interface LinkProps {
  href: string | null;
  className?: string;
  /** Analytics action (CARD_EVENT_ACTIONS) sent by the page script on click. */
  action?: string;
  target?: string;
  /** Opens in a new tab (external sites); target=_blank implies noopener in every current browser. */
  external?: boolean;
  download?: boolean;
  label?: string;
  /** Extra data-* attributes the page script reads (public mode only). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * An <a> whose href passed isAllowedHref (http, https, tel, mailto, upi, our own paths);
 * anything else renders as plain text. In the editor preview links are inert (plain spans).
 */
export function A({ href, className, action, target, external, download, label, data, children }: LinkProps) {
  const mode = useMode();
  if (!href || !isAllowedHref(href)) return <span className={className}>{children}</span>;
  if (mode === 'preview') {
    return (
      <span className={className} title={label}>
        {children}
      </span>
    );
  }
  return (
    <a
      className={className}
      href={href}
      aria-label={label}
      data-a={action}
      data-t={target}
      target={external ? '_blank' : undefined}
      download={download ? '' : undefined}
      {...data}
    >
      {children}
    </a>
  );
}

/** A button that needs JavaScript: hidden on the public page until the page script shows it. */
export function JsButton({
  className,
  children,
  data,
  label,
}: {
  className: string;
  children: ReactNode;
  data: Record<`data-${string}`, string>;
  label?: string;
}) {
  const mode = useMode();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      hidden={mode === 'public'}
      data-js=""
      {...(mode === 'public' ? data : {})}
    >
      {children}
    </button>
  );
}

const ICONS = {
  call: 'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  wa: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.5-1.4l-3 .8.8-2.9A8.2 8.2 0 1 1 12 20.2zM9 7h-.6c-.3 0-.7.1-1 .5S6.4 8.6 6.4 10s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4 1 3 .8 3.5.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.6-.3-2-1c-.3 0-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1a6.8 6.8 0 0 1-3.4-3c-.2-.4.3-.4.8-1.3v-.5l-.9-2.2C9.5 7 9.3 7 9 7z',
  mail: 'M20 4H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  map: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  web: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 17.9A8 8 0 0 1 4.1 10.5L9 15.4v1a2 2 0 0 0 2 2zm6.9-2.5a2 2 0 0 0-1.9-1.4h-1v-3a1 1 0 0 0-1-1H8v-2h2a1 1 0 0 0 1-1V7h2a2 2 0 0 0 2-2v-.4a8 8 0 0 1 2.9 12.8z',
  save: 'M15 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  share:
    'M18 16c-.8 0-1.5.3-2 .8l-7.1-4.2.1-.6-.1-.6L16 7.2A3 3 0 1 0 15 5l.1.6L8 9.8a3 3 0 1 0 0 4.4l7.1 4.2-.1.6a3 3 0 1 0 3-3z',
  link: 'M3.9 12c0-1.7 1.4-3.1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
  down: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  play: 'M8 5v14l11-7z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  upi: 'M21 7H3V5h15V3H3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h18a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zm-3 8a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  bank: 'M4 10v7h3v-7zm6 0v7h3v-7zM2 22h19v-3H2zm14-12v7h3v-7zm-4.5-9L2 6v2h19V6z',
  open: 'M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h14a2 2 0 0 0 2-2v-7h-2z',
  next: 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z',
} as const;

export type IconName = keyof typeof ICONS;

/** One hidden sprite per page; icons reference it, so each icon costs ~40 bytes. */
export function IconSprite() {
  return (
    <svg width="0" height="0" className="sprite" aria-hidden="true">
      {Object.entries(ICONS).map(([name, path]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <path d={path} />
        </symbol>
      ))}
    </svg>
  );
}

/** The sprite as markup, with only the icons a rendered page uses (the public page). */
export function spriteMarkup(html: string): string {
  const used = new Set(Array.from(html.matchAll(/href="#i-([a-z]+)"/g), (match) => match[1]));
  const symbols = Object.entries(ICONS)
    .filter(([name]) => used.has(name))
    .map(([name, path]) => `<symbol id="i-${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`)
    .join('');
  return `<svg width="0" height="0" class="sprite" aria-hidden="true">${symbols}</svg>`;
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}

/** An e-mail address that may wrap after its @ (never in the middle of a word). */
export function Email({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

/**
 * The owner's heading for a section, else the default one in the card's language. A heading
 * saved as the English default is the default too, so it follows the card's language.
 */
export function headingOf(view: TCardView, section: CardSection, t: CardT): string {
  const own = view.sections.settings.headings[section];
  return own && own !== DEFAULT_SECTION_HEADINGS[section] ? own : t(`headings.${section}`);
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sec">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
