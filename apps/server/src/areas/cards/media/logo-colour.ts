// A business's brand colour read from its logo, for the frames of a card whose owner never
// chose colours (docs/product-rules.md#greetings-brand-from-logo): the logo's most prominent
// saturated hue, so a sweet shop with a saffron logo gets saffron frames rather than the
// default blue. A logo of greys, black or white names no colour, and the card's theme stays.
import sharp from 'sharp';
import { fromHsl, toHex, toHsl } from './colors';

/** The sample the logo is read at: plenty to find its colour, cheap to decode. */
const SAMPLE = 48;
/** Hue buckets (15° each). */
const HUES = 24;
/** Pixels below this saturation or outside this lightness are greys, black or white. */
const MIN_SATURATION = 0.28;
const MIN_LIGHTNESS = 0.12;
const MAX_LIGHTNESS = 0.9;
/** A colour must cover this share of the logo's visible pixels to count as its colour. */
const MIN_SHARE = 0.06;

export interface LogoColours {
  primary: string;
  secondary: string;
}

/**
 * The logo's brand colour (the average of its largest saturated hue, weighted by saturation),
 * and a deep shade of it as the second colour; null when the logo has no colour of its own or
 * cannot be read.
 */
export async function coloursOfLogo(logo: Buffer): Promise<LogoColours | null> {
  let pixels: Buffer;
  let channels: number;
  try {
    const { data, info } = await sharp(logo, { failOn: 'none' })
      .resize(SAMPLE, SAMPLE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = data;
    channels = info.channels;
  } catch {
    return null;
  }
  const weight = new Float64Array(HUES);
  const count = new Float64Array(HUES);
  const sums = Array.from({ length: HUES }, () => [0, 0, 0]);
  let visible = 0;
  for (let i = 0; i + 3 < pixels.length; i += channels) {
    if ((pixels[i + 3] ?? 0) < 128) continue;
    visible++;
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const [h, s, l] = toHsl(toHex([r, g, b]));
    if (s < MIN_SATURATION || l < MIN_LIGHTNESS || l > MAX_LIGHTNESS) continue;
    const bucket = Math.floor(h / (360 / HUES)) % HUES;
    weight[bucket] = (weight[bucket] ?? 0) + s;
    count[bucket] = (count[bucket] ?? 0) + 1;
    const sum = sums[bucket];
    if (sum) {
      sum[0] = (sum[0] ?? 0) + r * s;
      sum[1] = (sum[1] ?? 0) + g * s;
      sum[2] = (sum[2] ?? 0) + b * s;
    }
  }
  if (visible === 0) return null;
  // Neighbouring buckets count together: a hue on a bucket's edge is not split in two.
  let best = -1;
  let bestWeight = 0;
  for (let bucket = 0; bucket < HUES; bucket++) {
    const around =
      (weight[bucket] ?? 0) + 0.5 * ((weight[(bucket + 1) % HUES] ?? 0) + (weight[(bucket + HUES - 1) % HUES] ?? 0));
    if (around > bestWeight) {
      bestWeight = around;
      best = bucket;
    }
  }
  const own = weight[best] ?? 0;
  const sum = sums[best];
  if (best < 0 || !sum || own <= 0 || (count[best] ?? 0) / visible < MIN_SHARE) return null;
  const primary = toHex([(sum[0] ?? 0) / own, (sum[1] ?? 0) / own, (sum[2] ?? 0) / own]);
  const [h, s] = toHsl(primary);
  // The second colour: the same hue, deep (the frames' dark surfaces and text).
  const secondary = fromHsl([h, Math.min(1, s * 0.9), 0.16]);
  return { primary, secondary };
}
