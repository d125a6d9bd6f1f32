// The repeated diagonal watermark laid over low-quality previews. Drawn by satori (fonts
// from the packages, any script) once per text and size, then reused: a preview itself is
// only a sharp resize and composite.
import { Resvg } from '@resvg/resvg-js';
import { renderSvg } from './satori-svg';
import { ScriptText } from './text';
import type { Size } from './types';

const cache = new Map<string, Promise<Buffer>>();
const MAX_CACHED = 32;

async function draw(text: string, size: Size): Promise<Buffer> {
  const fontSize = Math.max(14, Math.round(size.width / 14));
  // A canvas larger than the image, rotated about its centre, so the rows reach every corner.
  const side = Math.ceil(Math.hypot(size.width, size.height));
  const rows = Math.ceil(side / (fontSize * 3.2));
  const perRow = Math.max(2, Math.ceil(side / Math.max(fontSize * 4, text.length * fontSize * 0.62 + fontSize * 2)));
  const line = Array.from({ length: perRow }, () => text).join('     ');
  const element = (
    <div style={{ display: 'flex', width: size.width, height: size.height, position: 'relative' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-around',
          position: 'absolute',
          left: (size.width - side) / 2,
          top: (size.height - side) / 2,
          width: side,
          height: side,
          transform: 'rotate(-30deg)',
        }}
      >
        {Array.from({ length: rows }, (_, row) => (
          <ScriptText
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are identical and fixed
            key={row}
            text={line}
            style={{
              whiteSpace: 'nowrap',
              marginLeft: row % 2 === 0 ? 0 : -fontSize * 2.5,
              fontSize,
              fontWeight: 700,
              color: 'rgba(255,255,255,0.55)',
              textShadow: '0 0 3px rgba(0,0,0,0.5)',
              letterSpacing: 1,
            }}
          />
        ))}
      </div>
    </div>
  );
  const svg = await renderSvg(element, size);
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** A transparent PNG of `size` covered in diagonal rows of `text`. */
export function renderWatermark(text: string, size: Size): Promise<Buffer> {
  const key = `${size.width}x${size.height}:${text}`;
  let png = cache.get(key);
  if (!png) {
    png = draw(text, size);
    png.catch(() => cache.delete(key));
    cache.set(key, png);
    if (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
  }
  return png;
}
