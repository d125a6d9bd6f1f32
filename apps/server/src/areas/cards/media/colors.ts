// Brand colours made safe to draw with: parsed leniently, mixed, and paired with a text
// colour that reads on them (WCAG contrast), whatever the business picked.

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
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
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
  };
}
