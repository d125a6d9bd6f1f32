// The greeting text of a post artwork, as a satori element: a title that shrinks to fit
// two lines, a small ornament, and an optional subtitle, centred on a given height.
import { POST_TEXT_AREA } from './frames/parts';
import type { Script } from './script-runs';
import { estimateEms, fitFontSize, ScriptText } from './text';
import type { Size } from './types';

export interface ArtworkTextOptions {
  title: string;
  subtitle?: string;
  size: Size;
  /** Where the block's centre sits, as a fraction of the height. */
  center: number;
  script: Script;
  titleColor: string;
  subColor: string;
  shadow: string;
}

const TITLE_MIN = 60;
const SUB_MIN = 26;

/** Lines `text` takes at `size` in `width` (as fitFontSize estimates), at most two. */
function lineCount(text: string, size: number, width: number, bold: boolean): number {
  return Math.min(2, Math.max(1, Math.ceil((estimateEms(text, bold) * size) / width)));
}

export function ArtworkText(options: ArtworkTextOptions) {
  const { size, title, subtitle } = options;
  const story = size.height > size.width * 1.2;
  const textWidth = Math.round(size.width * 0.84);
  // fitFontSize estimates glyph widths; bold display text runs wider than the estimate, so it is
  // fitted into a narrower box than it is drawn in and never wraps onto a third line.
  const fitWidth = Math.round(textWidth * 0.84);
  // Indic scripts stack signs above and below the line: give them more leading.
  const leading = options.script === 'latin' ? 1.12 : 1.38;
  const fittedTitle = fitFontSize(title, {
    max: story ? 140 : 132,
    min: TITLE_MIN,
    width: fitWidth,
    lines: 2,
    bold: true,
  });
  const fittedSub = subtitle
    ? fitFontSize(subtitle, { max: story ? 54 : 46, min: SUB_MIN, width: fitWidth, lines: 2 })
    : 0;
  const gap = story ? 26 : 18;
  // The text stays in the poster's text area, which frames leave free, centred on `center`
  // as the art was drawn around it: the sizes shrink to fit the room there, and only text
  // too tall even then moves up, no further than it must. docs/product-rules.md#layouts-that-hold
  const area = POST_TEXT_AREA[story ? 'STORY' : 'SQUARE'];
  const half = Math.min(options.center - area.top, area.bottom - options.center) * size.height;
  const blockHeight = (t: number, sub: number) =>
    lineCount(title, t, fitWidth, true) * t * leading +
    2 * gap +
    14 +
    (subtitle ? lineCount(subtitle, sub, fitWidth, false) * sub * 1.35 : 0);
  let titleSize = fittedTitle;
  let subSize = fittedSub;
  while (blockHeight(titleSize, subSize) > 2 * half && (titleSize > TITLE_MIN || subSize > SUB_MIN)) {
    titleSize = Math.max(TITLE_MIN, Math.floor(titleSize * 0.94));
    subSize = subtitle ? Math.max(SUB_MIN, Math.floor(subSize * 0.94)) : 0;
  }
  const clamped = blockHeight(titleSize, subSize) > 2 * half;
  const top = clamped ? area.top * size.height : options.center * size.height - half;
  const bottom = clamped ? area.bottom * size.height : options.center * size.height + half;
  const shadow = `0 4px 22px ${options.shadow}`;
  return (
    <div style={{ display: 'flex', width: size.width, height: size.height }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          // Clamped: as low as the area allows, so the text keeps clear of the art above it.
          justifyContent: clamped ? 'flex-end' : 'center',
          position: 'absolute',
          left: 0,
          top: Math.round(top),
          width: size.width,
          height: Math.round(bottom - top),
          gap,
        }}
      >
        <ScriptText
          text={title}
          style={{
            width: textWidth,
            textAlign: 'center',
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: leading,
            color: options.titleColor,
            textShadow: shadow,
          }}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
          <div style={{ display: 'flex', width: 90, height: 3, backgroundColor: options.subColor, opacity: 0.7 }} />
          <div
            style={{
              display: 'flex',
              width: 14,
              height: 14,
              backgroundColor: options.titleColor,
              transform: 'rotate(45deg)',
            }}
          />
          <div style={{ display: 'flex', width: 90, height: 3, backgroundColor: options.subColor, opacity: 0.7 }} />
        </div>
        {subtitle ? (
          <ScriptText
            text={subtitle}
            style={{
              width: textWidth,
              textAlign: 'center',
              fontSize: subSize,
              lineHeight: 1.35,
              color: options.subColor,
              textShadow: shadow,
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
