// Pieces every frame draws with: the frame's inputs, contact rows built only from the
// fields a business filled in, the logo (or an initials badge), the QR tile, money.
import { formatRupees } from '@cardora/card-templates';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { contrast, INK, type Palette, WHITE } from '../colors';
import { Icon, type IconName } from '../icons';
import type { ImageShape } from '../images';
import { estimateEms, fitFontSize, initialsOf, ScriptText } from '../text';
import type { BrandProfile, FrameKind, GreetingLayout } from '../types';

export interface ImageSpec {
  width: number;
  height: number;
  shape: ImageShape;
  radius?: number;
}

/** The sizes a frame draws its pictures at, so they are resized once, exactly. */
export interface FrameImageSpecs {
  logo: ImageSpec;
  product: ImageSpec;
  person: ImageSpec;
}

/**
 * Where the QR code goes. The overlay is the same for every post of a business, so it holds
 * no QR: QrTile draws the white tile with its quiet zone and, where the modules go, a square
 * in `marker` (a colour nothing else uses) that the renderer finds in satori's SVG, takes out
 * and reports; composeGreeting lays the post's QR there. QrTile notes the modules' colour.
 */
export interface QrSlot {
  marker: string;
  color?: string;
}

export interface FrameAssets {
  logo: string | null;
  productImage: string | null;
  personPhoto: string | null;
  qr: QrSlot;
}

export interface FrameContext {
  profile: BrandProfile;
  kind: FrameKind;
  layout: GreetingLayout;
  width: number;
  height: number;
  palette: Palette;
  assets: FrameAssets;
}

export interface FrameDesign {
  images(layout: GreetingLayout): FrameImageSpecs;
  draw(ctx: FrameContext): ReactElement;
}

/**
 * Where a poster carries its own title and subtitle, as fractions of the canvas height: no
 * frame draws its band, card, photo, text or QR tile over it (a thin strip above it is
 * fine). Our post artwork keeps its text inside it.
 * docs/product-rules.md#layouts-that-hold
 */
export const POST_TEXT_AREA: Record<GreetingLayout, { top: number; bottom: number }> = {
  SQUARE: { top: 0.06, bottom: 0.45 },
  STORY: { top: 0.05, bottom: 0.5 },
};

/**
 * A frame's base bar holds one line: the card's address, shrunk to fit `width`, and the
 * scan hint only when both fit side by side (a long address would otherwise wrap onto the
 * canvas's bottom edge). docs/product-rules.md#layouts-that-hold
 */
export function BaseBarText({
  address,
  hint,
  width,
  size,
  spread = false,
}: {
  address: string;
  hint: string;
  width: number;
  size: number;
  /** The hint at the far end of `width` (else right after the address). */
  spread?: boolean;
}) {
  const hintWidth = estimateEms(hint) * size + 24;
  const fits = estimateEms(address, true) * size + hintWidth <= width;
  const addressSize = fits
    ? size
    : fitFontSize(address, { max: size, min: Math.round(size * 0.6), width: width - 8, bold: true });
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        ...(spread ? { justifyContent: 'space-between', width } : {}),
      }}
    >
      <ScriptText
        text={address}
        lines={1}
        style={{ fontSize: addressSize, fontWeight: 700, whiteSpace: 'nowrap', lineHeight: 1.2 }}
      />
      {fits ? (
        <ScriptText
          text={hint}
          lines={1}
          // No opacity: the bar's text colour was checked against the bar (docs/product-rules.md#greetings-frames).
          style={{ fontSize: size, whiteSpace: 'nowrap', lineHeight: 1.2 }}
        />
      ) : null}
    </div>
  );
}

/** The Latin face the frames set numbers, prices and addresses in (satori's registered names). */
export const LATIN_FONT = "'Noto Sans', 'Noto Sans Ext'";

/** The one-line base bar: the card's address (shrunk to fit) and the scan hint when there is room. */
export function BaseLine({
  address,
  hint,
  width,
  height,
  size,
  background,
  color,
  iconColor,
  center = false,
  pad = Math.round(height * 0.7),
  iconSize = Math.round(size * 1.1),
  style,
}: {
  address: string;
  hint: string;
  width: number;
  height: number;
  size: number;
  background: string;
  color: string;
  iconColor: string;
  center?: boolean;
  /** Space at each end (inside `width`). */
  pad?: number;
  iconSize?: number;
  style?: CSSProperties;
}) {
  const icon = iconSize;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: center ? 'center' : 'flex-start',
        gap: 10,
        // satori sizes boxes content-box: the padding goes inside `width`.
        width: width - 2 * pad,
        height,
        padding: `0 ${pad}px`,
        backgroundColor: background,
        color,
        fontFamily: LATIN_FONT,
        flexShrink: 0,
        ...style,
      }}
    >
      <Icon name="link" size={icon} color={iconColor} />
      <BaseBarText address={address} hint={hint} width={width - 2 * pad - icon - 10} size={size} spread={!center} />
    </div>
  );
}

export interface ContactItem {
  icon: IconName;
  text: string;
  /** Addresses may wrap onto a second line; numbers and links never need to. */
  long: boolean;
}

/** '9876543210' and '+91 98765 43210' -> '+91 98765 43210'; anything else as typed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (local.length === 10 && (digits.length === 10 || digits.length === 12)) {
    return `+91 ${local.slice(0, 5)} ${local.slice(5)}`;
  }
  return phone.trim();
}

function bareWebsite(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, 'www.')
    .replace(/\/$/, '');
}

/** The contact rows worth drawing, in order; empty fields make no row. */
export function contactItems(profile: BrandProfile, options: { email?: boolean } = {}): ContactItem[] {
  const items: ContactItem[] = [];
  const phone = profile.phone?.trim();
  const whatsapp = profile.whatsapp?.trim();
  const same = phone && whatsapp && phone.replace(/\D/g, '').slice(-10) === whatsapp.replace(/\D/g, '').slice(-10);
  if (phone) items.push({ icon: same ? 'whatsapp' : 'phone', text: formatPhone(phone), long: false });
  if (whatsapp && !same) items.push({ icon: 'whatsapp', text: formatPhone(whatsapp), long: false });
  const email = profile.email?.trim();
  if (email && options.email) items.push({ icon: 'mail', text: email, long: false });
  const website = profile.website?.trim();
  if (website) items.push({ icon: 'globe', text: bareWebsite(website), long: false });
  const address = profile.address?.trim().replace(/\s+/g, ' ');
  if (address) items.push({ icon: 'pin', text: address, long: true });
  return items;
}

/**
 * Font size for a contact row's text in a box `width` wide: addresses may take two lines;
 * a number or link shrinks to fit one, and a link too long even then (no spaces to wrap
 * at) may break anywhere rather than run out of its box.
 */
export function contactFont(item: ContactItem, max: number, width: number): CSSProperties {
  const min = Math.round(max * (item.long ? 0.78 : 0.72));
  const fontSize = fitFontSize(item.text, { max, min, width, lines: item.long ? 2 : 1 });
  return !item.long && estimateEms(item.text) * fontSize > width ? { fontSize, wordBreak: 'break-all' } : { fontSize };
}

/** Whether `item` reads on one line of `width` at `size` px (else it takes a full row). */
export function fitsOn(item: ContactItem, size: number, width: number): boolean {
  return !item.long && estimateEms(item.text) * size <= width;
}

export function priceText(pricePaise: number | null): string | null {
  return pricePaise === null || pricePaise < 0 ? null : formatRupees(Math.round(pricePaise));
}

/** The modules' colour: the brand colour when it still scans on white (contrast ≥ 7), else ink. */
export function qrColor(dark: string): string {
  return contrast(dark, WHITE) >= 7 ? dark : INK;
}

/** The QR tile: white, rounded, with a quiet zone; the modules' square is left for the post's QR (see QrSlot). */
export function QrTile({
  qr,
  size,
  dark,
  radius = 14,
  style,
}: {
  qr: QrSlot;
  size: number;
  dark: string;
  radius?: number;
  style?: CSSProperties;
}) {
  const quiet = Math.max(8, Math.round(size * 0.07));
  // satori calls this while it lays the frame out, before the renderer reads the slot.
  qr.color = qrColor(dark);
  return (
    <div
      style={{
        display: 'flex',
        padding: quiet,
        backgroundColor: WHITE,
        borderRadius: radius,
        flexShrink: 0,
        ...style,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: size - 2 * quiet,
          height: size - 2 * quiet,
          flexShrink: 0,
          backgroundColor: qr.marker,
        }}
      />
    </div>
  );
}

/** The logo as drawn (already cropped by sharp), or a badge with the business's initials. */
export function LogoMark({
  src,
  name,
  size,
  shape,
  radius = 0,
  background,
  color,
  border,
  style,
}: {
  src: string | null;
  name: string;
  size: number;
  shape: ImageShape;
  radius?: number;
  background: string;
  color: string;
  border?: { width: number; color: string };
  style?: CSSProperties;
}) {
  const r = shape === 'circle' ? size / 2 : shape === 'rounded' ? radius : 0;
  const b = border?.width ?? 0;
  const initials = initialsOf(name);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size + 2 * b,
        height: size + 2 * b,
        borderRadius: r + b,
        backgroundColor: border?.color ?? background,
        flexShrink: 0,
        ...style,
      }}
    >
      {src ? (
        <img src={src} width={size} height={size} alt="" style={{ borderRadius: r }} />
      ) : (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: size,
            height: size,
            borderRadius: r,
            backgroundColor: background,
          }}
        >
          <ScriptText
            text={initials}
            style={{
              fontSize: fitFontSize(initials, { max: size * 0.4, min: size * 0.16, width: size * 0.7, bold: true }),
              fontWeight: 700,
              color,
              // Room for Indic signs above and below the line (श्री), inside the badge.
              lineHeight: 1.3,
              letterSpacing: 1,
            }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * A box with a soft drop shadow made of a few stacked translucent layers. satori's
 * box-shadow becomes an SVG blur filter over a region several times the box, which costs
 * resvg ~350 ms for a card the width of the canvas; these layers cost nothing.
 * `outer` styles place the box (margins, alignment); `style` dresses it.
 */
export function Lifted({
  radius,
  depth = 12,
  blur = 26,
  opacity = 0.24,
  outer,
  style,
  children,
}: {
  radius: number;
  depth?: number;
  blur?: number;
  opacity?: number;
  outer?: CSSProperties;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const steps = 8;
  const layers = Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    const spread = Math.round(blur * 0.55 * t - blur * 0.1);
    const dy = Math.round(depth * (0.3 + 0.7 * (1 - t)));
    return (
      <div
        key={`${spread}:${dy}`}
        style={{
          display: 'flex',
          position: 'absolute',
          left: -spread,
          right: -spread,
          top: -spread + dy,
          bottom: -spread - dy,
          borderRadius: radius + Math.max(0, spread),
          backgroundColor: `rgba(0,0,0,${((opacity * 1.6) / steps).toFixed(3)})`,
        }}
      />
    );
  });
  return (
    <div style={{ display: 'flex', position: 'relative', ...outer }}>
      {layers}
      <div style={{ display: 'flex', position: 'relative', borderRadius: radius, flexGrow: 1, ...style }}>
        {children}
      </div>
    </div>
  );
}
