// The backs of the CR80 ID cards, one per orientation: the verification QR, blood group,
// validity, address and the company's contact. Coordinates in pt in the trim; text keeps
// SAFE_PT (3 mm) inside it.
import { WHITE } from '../colors';
import { bleedRect, type PageFrame, SAFE_PT } from './page';
import { type CardContext, companyContactLines, field, qrTile, validityText } from './parts';
import { drawText } from './text';

const M = SAFE_PT + 1.5;
/** Blood group and validity side by side; returns the height used. */
function bloodAndValidity(ctx: CardContext, x: number, y: number, width: number, align: 'left' | 'center'): number {
  const items = [
    ['Blood group', ctx.profile.bloodGroup?.trim()],
    ['Valid till', validityText(ctx.profile)],
  ].filter((item): item is [string, string] => Boolean(item[1]));
  let h = 0;
  items.forEach(([label, value], i) => {
    const w = width / items.length;
    h = Math.max(h, field(ctx, label, value, { x: x + i * w, y, width: w - 4, height: 22 }, { size: 8, align }));
  });
  return h;
}

export async function portraitBack(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const H = frame.height;
  bleedRect(doc, frame, 0, 0, W, 34).fillColor(palette.primaryDeep).fill();
  bleedRect(doc, frame, 0, 34, W, 2.5).fillColor(palette.accent).fill();
  drawText(
    doc,
    profile.companyName,
    { x: M, y: M - 1, width: W - 2 * M, height: 34 - M - 1 },
    {
      size: 8,
      weight: 700,
      color: WHITE,
      align: 'center',
      valign: 'middle',
      maxLines: 2,
    },
  );
  const q = 82;
  qrTile(ctx, W / 2 - q / 2, 45, q, { border: ctx.tint });
  drawText(
    doc,
    'Scan to verify this card',
    { x: M, y: 129, width: W - 2 * M, height: 10 },
    {
      size: 7,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  let y = 146;
  y += bloodAndValidity(ctx, M, y, W - 2 * M, 'center') + 6;
  if (profile.address) {
    field(
      ctx,
      'Address',
      profile.address,
      { x: M, y, width: W - 2 * M, height: 204 - y },
      {
        size: 6.8,
        maxLines: 4,
        align: 'center',
      },
    );
  }
  bleedRect(doc, frame, 0, 208, W, H - 208)
    .fillColor(ctx.tint)
    .fill();
  const lines = companyContactLines(profile);
  lines.forEach((line, i) => {
    drawText(
      doc,
      line,
      { x: M, y: 211.5 + i * 7.4, width: W - 2 * M, height: 7.4 },
      {
        size: 6,
        color: '#16181d',
        align: 'center',
        valign: 'middle',
        maxLines: 1,
        minSize: 4.2,
      },
    );
  });
}

export async function landscapeBack(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const H = frame.height;
  bleedRect(doc, frame, 0, 0, W, 6).fillColor(palette.primaryDeep).fill();
  bleedRect(doc, frame, 0, H - 5, W, 5)
    .fillColor(palette.accent)
    .fill();
  const q = 92;
  qrTile(ctx, M + 1, 17, q, { border: ctx.tint });
  drawText(
    doc,
    'Scan to verify this card',
    { x: M - 3, y: 17 + q + 5, width: q + 8, height: 10 },
    {
      size: 6.5,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  const x = M + q + 14;
  const w = W - M - x;
  let y = 16;
  y +=
    drawText(
      doc,
      profile.companyName,
      { x, y, width: w, height: 24 },
      {
        size: 9,
        weight: 700,
        color: palette.primaryInk,
        maxLines: 2,
      },
    ).height + 6;
  y += bloodAndValidity(ctx, x, y, w, 'left') + 5;
  const lines = companyContactLines(profile);
  const contactTop = H - M - 3 - lines.length * 8.5;
  if (profile.address) {
    y += field(
      ctx,
      'Address',
      profile.address,
      { x, y, width: w, height: contactTop - 3 - y },
      { size: 6.6, maxLines: 4 },
    );
  }
  const top = Math.max(y + 3, contactTop);
  lines.forEach((line, i) => {
    drawText(
      doc,
      line,
      { x, y: top + i * 8.5, width: w, height: 8.5 },
      {
        size: 6,
        color: ctx.muted,
        maxLines: 1,
        minSize: 4.2,
      },
    );
  });
}
