// Brand colours made safe to draw with: parsed leniently, mixed, and paired with a text
// colour that reads on them (WCAG contrast), whatever the business picked. The arithmetic
// (mixing, luminance) is card-templates'; this module adds the lenient parsing and the
// contrast rules. docs/product-rules.md#greetings-frames
import { luminance as luminanceOf, mixHex } from '@cardora/card-templates';

export type Rgb = readonly [number, number, number];

const FALLBACK: Rgb = [0x1e, 0x63, 0xd6];

/** '#abc', '#aabbcc' or 'aabbcc' to RGB; anything else is the fallback blue. */
export function parseHex(hex: string, fallback: Rgb = FALLBACK): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = m?.[1];
  if (!digits) return fallback;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `from` moved towards `to` by `amount` (0..1). */
export function mix(from: string, to: string, amount: number): string {
  return mixHex(toHex(parseHex(from)), toHex(parseHex(to)), amount);
}

export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  return luminanceOf(toHex(parseHex(hex)));
}

/** WCAG contrast ratio, 1 .. 21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const INK = '#16181d';
export const WHITE = '#ffffff';

/** Near-black or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast(INK, background) >= contrast(WHITE, background) ? INK : WHITE;
}

/** `color` when it reads on `background` (ratio ≥ `min`), else the better of ink and white. */
export function readableOn(color: string, background: string, min = 3): string {
  return contrast(color, background) >= min ? toHex(parseHex(color)) : textOn(background);
}

/** A darker shade of `color` that carries white text (ratio ≥ 4.5), for bands and chips. */
export function deepen(color: string, min = 4.5): string {
  let shade = toHex(parseHex(color));
  for (let step = 0; step < 10 && contrast(WHITE, shade) < min; step++) shade = mix(shade, '#000000', 0.15);
  return shade;
}

/** The brand's two colours, normalised, plus the shades the frames draw with. */
export interface Palette {
  primary: string;
  secondary: string;
  /** Text on the primary colour. */
  onPrimary: string;
  /** Text on the secondary colour. */
  onSecondary: string;
  /**
   * A deep brand shade that carries white text: the primary darkened, or the secondary
   * when the primary is too pale to darken gracefully (cream turns to mud).
   */
  primaryDeep: string;
  /** The secondary when it stands out from the primary, else a tint or shade of the primary. */
  accent: string;
  onAccent: string;
  /** The primary as text on white (darkened when too pale). */
  primaryInk: string;
  /** The light surfaces and their text, every text ≥ 4.5:1 on its own surface (see bandPalette). */
  band: BandPalette;
}

/** Hue 0..360, saturation and lightness 0..1. */
export type Hsl = readonly [number, number, number];

export function toHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as unknown as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

export function fromHsl([h, s, l]: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

/**
 * `color` made to read on `background` at `min`:1 or better, keeping its hue: its lightness
 * moves away from the background's (darker on a light background, lighter on a dark one) until
 * the ratio is met. Unlike mixing with black, this keeps saturated brand colours rich (saffron
 * deepens to burnt orange, not to brown). Ends at black or white, which always reach 4.5:1
 * against one side of any background.
 */
export function withContrast(color: string, background: string, min = 4.5): string {
  const start = toHex(parseHex(color));
  if (contrast(start, background) >= min) return start;
  const darker = contrast('#000000', background) >= contrast(WHITE, background);
  const [h, s, l] = toHsl(start);
  for (let step = 1; step <= 40; step++) {
    const next = darker ? l * (1 - step / 40) : l + (1 - l) * (step / 40);
    // Deep shades of a pale colour read greyish: give them a little more saturation.
    const candidate = fromHsl([h, Math.min(1, s * (darker ? 1.1 : 1)), next]);
    if (contrast(candidate, background) >= min) return candidate;
  }
  return darker ? '#000000' : WHITE;
}

/** A fill and the text drawn on it, the text ≥ `min`:1 on the fill. */
export interface Surface {
  fill: string;
  text: string;
}

/**
 * A solid brand fill that carries text: white text when the colour can be deepened to carry it
 * (most brand colours), else near-black on the colour lightened until it reads.
 */
export function solidSurface(color: string, min = 4.5): Surface {
  const fill = toHex(parseHex(color));
  if (contrast(WHITE, fill) >= min) return { fill, text: WHITE };
  // Pale colours (cream, lemon, mint) would turn muddy when deepened: they keep their lightness and take ink.
  if (luminance(fill) > 0.55) return { fill: withContrast(fill, INK, min), text: INK };
  return { fill: withContrast(fill, WHITE, min), text: WHITE };
}

/**
 * What the frames draw with (docs/product-rules.md#greetings-frames): light surfaces tinted
 * with the brand colour and the text on them, and solid brand fills with their text. Every
 * text colour is checked against the surface it is drawn on (≥ 4.5:1), not assumed.
 */
export interface BandPalette {
  /** A light band: white barely tinted with the brand colour. */
  light: string;
  /** A stronger tint, for chips, dividers and the base bar on a light band. */
  tint: string;
  /** The brand colour as headline text on `light` and `tint`. */
  ink: string;
  /** Near-black body text with a touch of the brand hue, on `light` and `tint`. */
  body: string;
  /** Secondary text (category, hints) on `light` and `tint`. */
  muted: string;
  /** The brand colour for icons and rules on `light` (graphics: ≥ 3:1). */
  icon: string;
  /** A solid brand fill (bars, badges) and its text. */
  solid: Surface;
  /** The second brand colour as a fill (price tags, stripes) and its text; differs from `solid`. */
  highlight: Surface;
  /** A frosted card over the photograph: its fill (translucent white) and its text colours. */
  glass: { fill: string; ink: string; body: string; muted: string; icon: string };
  /** The strongest surface colour the glass fill can show over a black photograph. */
  glassWorst: string;
}

const GLASS_ALPHA = 0.8;

export function bandPalette(colors: { primary: string; secondary: string }): BandPalette {
  const primary = toHex(parseHex(colors.primary));
  const secondary = toHex(parseHex(colors.secondary, [0xf5, 0xa6, 0x23]));
  // A primary too pale to carry text (cream, lemon, mint) gives way to a secondary that can
  // for the solid fills and the ink (cream and navy: the navy is the frame's colour); a
  // mid-tone like saffron is deepened instead, keeping its hue.
  const pale = luminance(primary) > 0.55 && contrast(WHITE, secondary) >= 3;
  const fillColor = pale ? secondary : primary;
  const light = mix(primary, WHITE, 0.93);
  const tint = mix(primary, WHITE, 0.82);
  // Text sits on both light surfaces: it must read on the darker of the two.
  const ink = withContrast(fillColor, tint, 4.5);
  const body = withContrast(mix('#15171c', fillColor, 0.12), tint, 4.5);
  const muted = withContrast(mix(body, tint, 0.3), tint, 4.5);
  const icon = withContrast(fillColor, light, 3);
  const solid = solidSurface(fillColor);
  const other = fillColor === primary ? secondary : primary;
  const highlight =
    contrast(other, solid.fill) >= 1.6
      ? solidSurface(other)
      : solidSurface(luminance(solid.fill) > 0.3 ? mix(solid.fill, '#000000', 0.45) : mix(solid.fill, WHITE, 0.55));
  const glassWorst = mix('#000000', WHITE, GLASS_ALPHA);
  return {
    light,
    tint,
    ink,
    body,
    muted,
    icon,
    solid,
    highlight,
    glass: {
      fill: `rgba(255, 255, 255, ${GLASS_ALPHA})`,
      ink: withContrast(fillColor, glassWorst, 4.5),
      body: withContrast('#15171c', glassWorst, 4.5),
      muted: withContrast('#3a3f4a', glassWorst, 4.5),
      icon: withContrast(fillColor, glassWorst, 3),
    },
    glassWorst,
  };
}

export function paletteOf(colors: { primary: string; secondary: string }): Palette {
  const primary = toHex(parseHex(colors.primary));
  const secondary = toHex(parseHex(colors.secondary, [0xf5, 0xa6, 0x23]));
  // Two nearly equal brand colours would make the accent invisible: fall back to a pale
  // tint of a dark primary, or a deep shade of a light one.
  const accent =
    contrast(primary, secondary) >= 1.6
      ? secondary
      : luminance(primary) > 0.4
        ? deepen(primary)
        : mix(primary, WHITE, 0.75);
  const deep = contrast(WHITE, primary) < 2 && contrast(WHITE, secondary) >= 3 ? deepen(secondary) : deepen(primary);
  return {
    primary,
    secondary,
    onPrimary: textOn(primary),
    onSecondary: textOn(secondary),
    primaryDeep: deep,
    accent,
    onAccent: textOn(accent),
    primaryInk: contrast(primary, WHITE) >= 4.5 ? primary : deep,
    band: bandPalette(colors),
  };
}
