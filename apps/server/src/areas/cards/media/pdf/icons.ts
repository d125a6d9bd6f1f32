// The media module's contact icons (../icons.tsx, drawn for satori as inline SVG) drawn into
// a PDF: the SVG markup is rendered once and its shapes replayed as pdfkit vectors, so
// greetings and PDF cards share one set of icons.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, type IconName } from '../icons';

type Shape =
  | { kind: 'path'; d: string; stroke: boolean; strokeWidth: number; evenOdd: boolean }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; stroke: boolean; strokeWidth: number };

const shapes = new Map<IconName, Shape[]>();

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function parse(name: IconName): Shape[] {
  const markup = renderToStaticMarkup(createElement(Icon, { name, size: 24, color: '#000000' }));
  const result: Shape[] = [];
  // A <g> with a stroke passes it to its children (the globe).
  const group = /<g\s[^>]*>/.exec(markup)?.[0];
  const groupStroke = group ? attr(group, 'stroke') !== undefined : false;
  const groupWidth = Number(group ? (attr(group, 'stroke-width') ?? 1) : 1);
  for (const tag of markup.match(/<(path|circle|ellipse)\s[^>]*>/g) ?? []) {
    const stroke = groupStroke || attr(tag, 'stroke') !== undefined;
    const strokeWidth = Number(attr(tag, 'stroke-width') ?? groupWidth);
    if (tag.startsWith('<path')) {
      result.push({
        kind: 'path',
        d: attr(tag, 'd') ?? '',
        stroke,
        strokeWidth,
        evenOdd: attr(tag, 'fill-rule') === 'evenodd',
      });
      continue;
    }
    const r = Number(attr(tag, 'r') ?? 0);
    result.push({
      kind: 'ellipse',
      cx: Number(attr(tag, 'cx') ?? 0),
      cy: Number(attr(tag, 'cy') ?? 0),
      rx: Number(attr(tag, 'rx') ?? r),
      ry: Number(attr(tag, 'ry') ?? r),
      stroke,
      strokeWidth,
    });
  }
  return result;
}

export type { IconName };

/** Draws icon `name` in a `size`-pt square at (x, y). */
export function drawIcon(doc: PDFKit.PDFDocument, name: IconName, x: number, y: number, size: number, color: string) {
  let list = shapes.get(name);
  if (!list) {
    list = parse(name);
    shapes.set(name, list);
  }
  doc.save();
  doc.translate(x, y).scale(size / 24);
  for (const shape of list) {
    if (shape.kind === 'path') doc.path(shape.d);
    else doc.ellipse(shape.cx, shape.cy, shape.rx, shape.ry);
    if (shape.stroke) doc.lineWidth(shape.strokeWidth).strokeColor(color).stroke();
    else doc.fillColor(color).fill(shape.kind === 'path' && shape.evenOdd ? 'even-odd' : 'nonzero');
  }
  doc.restore();
}
