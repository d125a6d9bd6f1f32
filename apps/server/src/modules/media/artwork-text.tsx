// The greeting text of a post artwork, as a satori element: a title that shrinks to fit
// two lines, a small ornament, and an optional subtitle, centred on a given height.
import { POST_TEXT_AREA } from './frames/parts';
import type { Script } from './script-runs';
import { fitFontSize, ScriptText } from './text';
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

export function ArtworkText(options: ArtworkTextOptions) {
  const { size, title, subtitle } = options;
  const story = size.height > size.width * 1.2;
  const textWidth = Math.round(size.width * 0.84);
  // fitFontSize estimates glyph widths; bold display text runs wider than the estimate, so it is
  // fitted into a narrower box than it is drawn in and never wraps onto a third line.
  const fitWidth = Math.round(textWidth * 0.84);
  // Indic scripts stack signs above and below the line: give them more leading.
  const leading = options.script === 'latin' ? 1.12 : 1.38;
  const titleSize = fitFontSize(title, {
    max: story ? 140 : 132,
    min: 60,
    width: fitWidth,
    lines: 2,
    bold: true,
  });
  const subSize = subtitle ? fitFontSize(subtitle, { max: story ? 54 : 46, min: 26, width: fitWidth, lines: 2 }) : 0;
  const shadow = `0 4px 22px ${options.shadow}`;
  // The text stays in the poster's text area, which frames leave free: centred on `center`
  // when there is room, moved up when that would cross the area's bottom.
  // docs/product-rules.md#layouts-that-hold
  const area = POST_TEXT_AREA[story ? 'STORY' : 'SQUARE'];
  const top = area.top * size.height;
  const bottom = Math.min(2 * options.center - area.top, area.bottom) * size.height;
  return (
    <div style={{ display: 'flex', width: size.width, height: size.height }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'absolute',
          left: 0,
          top: Math.round(top),
          width: size.width,
          height: Math.round(bottom - top),
          gap: story ? 26 : 18,
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
