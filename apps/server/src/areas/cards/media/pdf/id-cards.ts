// The four CR80 ID card designs (85.6 × 54 mm): a front each, and a back per orientation
// (id-card-backs.ts).
// Coordinates are in pt in the trim; text keeps SAFE_PT (3 mm) inside it.
import { mmToPt, type PdfTemplateCode } from '@cardora/contract';
import { contrast, mix, WHITE } from '../colors';
import { landscapeBack, portraitBack } from './id-card-backs';
import { bleedRect, type PageFrame, SAFE_PT } from './page';
import {
  type CardContext,
  companyContactLines,
  companyNameInWhite,
  drawHolderName,
  field,
  glowingBand,
  logoOrMonogram,
  photoOrInitials,
  validityText,
} from './parts';
import { type Box, drawText, layoutText } from './text';

export type IdCardCode = Extract<PdfTemplateCode, `cr80-${string}`>;

export const CR80_LONG_PT = mmToPt(85.6);
export const CR80_SHORT_PT = mmToPt(54);

const M = SAFE_PT + 1.5;

/** A white rounded tile with the logo (or monogram) inside it. */
async function logoTile(ctx: CardContext, x: number, y: number, size: number): Promise<void> {
  ctx.doc
    .roundedRect(x, y, size, size, size * 0.2)
    .fillColor(WHITE)
    .fill();
  const pad = size * 0.1;
  await logoOrMonogram(
    ctx,
    { x: x + pad, y: y + pad, width: size - 2 * pad, height: size - 2 * pad },
    ctx.palette.primaryDeep,
    WHITE,
  );
}

/** A pill with 'ID' and the number, centred on `cx`. */
function idChip(ctx: CardContext, cx: number, y: number, maxWidth: number, fill: string, color: string): void {
  const id = ctx.profile.idNumber?.trim();
  if (!id) return;
  const { doc } = ctx;
  const h = 15;
  const text = `ID  ${id}`;
  const style = {
    size: 7.2,
    weight: 700 as const,
    color,
    align: 'center' as const,
    valign: 'middle' as const,
    maxLines: 1,
  };
  const layout = layoutText(doc, text, { x: 0, y: 0, width: maxWidth - 16, height: h }, style);
  const w = layout.width + 16;
  doc
    .roundedRect(cx - w / 2, y, w, h, h / 2)
    .fillColor(fill)
    .fill();
  drawText(doc, text, { x: cx - w / 2, y, width: w, height: h }, style);
}

async function classicPortraitFront(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const b = frame.bleed;
  const header = () =>
    doc
      .moveTo(-b, -b)
      .lineTo(W + b, -b)
      .lineTo(W + b, 70)
      .quadraticCurveTo(W / 2, 104, -b, 70)
      .closePath();
  glowingBand(doc, header, palette.primaryDeep, [
    [W - 4, 4, 44, 0.08],
    [-6, 58, 30, 0.06],
  ]);
  await logoTile(ctx, W / 2 - 13, M - 1, 26);
  drawText(
    doc,
    profile.companyName,
    { x: M, y: 38, width: W - 2 * M, height: 22 },
    {
      size: 8.5,
      weight: 700,
      color: WHITE,
      align: 'center',
      valign: 'middle',
      maxLines: 2,
    },
  );
  const d = 74;
  doc
    .circle(W / 2, 101, d / 2 + 4.5)
    .fillColor(palette.accent)
    .fill();
  doc
    .circle(W / 2, 101, d / 2 + 2.6)
    .fillColor(WHITE)
    .fill();
  await photoOrInitials(ctx, { x: W / 2 - d / 2, y: 101 - d / 2, width: d, height: d }, 'circle');
  drawHolderName(
    ctx,
    {
      box: { x: M, y: 146, width: W - 2 * M, height: 30 },
      size: 12.5,
      color: '#16181d',
      align: 'center',
      minSize: 7.5,
    },
    (nameHeight) => ({
      box: { x: M, y: 146 + nameHeight + 1, width: W - 2 * M, height: Math.min(20, 191 - 147 - nameHeight) },
      style: { size: 7.5, color: palette.primaryInk, align: 'center', maxLines: 2 },
    }),
  );
  idChip(ctx, W / 2, 194, W - 2 * M, ctx.tint, palette.primaryDeep);
  bleedRect(doc, frame, 0, 213, W, 3).fillColor(palette.accent).fill();
  bleedRect(doc, frame, 0, 216, W, frame.height - 216)
    .fillColor(palette.primaryDeep)
    .fill();
  const valid = validityText(profile);
  if (valid) {
    drawText(
      doc,
      `VALID TILL ${valid.toUpperCase()}`,
      { x: M, y: 218, width: W - 2 * M, height: 14 },
      {
        size: 6,
        weight: 700,
        color: WHITE,
        align: 'center',
        valign: 'middle',
        tracking: 0.6,
        maxLines: 1,
      },
    );
  }
}

async function ribbonPortraitFront(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const b = frame.bleed;
  doc
    .polygon([-b, -b], [W + b, -b], [W + b, 58], [-b, 110])
    .fillColor(palette.primaryDeep)
    .fill();
  doc
    .polygon([-b, 110], [W + b, 58], [W + b, 66], [-b, 118])
    .fillColor(palette.accent)
    .fill();
  await logoTile(ctx, M, M, 24);
  companyNameInWhite(ctx, { x: M + 30, y: M, width: W - 2 * M - 30, height: 24 }, 8);
  const pw = 74;
  const ph = 88;
  const px = W / 2 - pw / 2;
  const py = 44;
  doc
    .roundedRect(px - 3 + 1.5, py - 3 + 2.5, pw + 6, ph + 6, 10)
    .fillColor('#000000')
    .fillOpacity(0.16)
    .fill()
    .fillOpacity(1);
  doc
    .roundedRect(px - 3, py - 3, pw + 6, ph + 6, 10)
    .fillColor(WHITE)
    .fill();
  await photoOrInitials(ctx, { x: px, y: py, width: pw, height: ph }, 'rounded', 7.5);
  drawHolderName(
    ctx,
    { box: { x: M, y: 141, width: W - 2 * M, height: 30 }, size: 13, color: '#16181d', align: 'center', minSize: 7.5 },
    (nameHeight) => ({
      box: { x: M, y: 141 + nameHeight + 1, width: W - 2 * M, height: Math.min(18, 188 - 142 - nameHeight) },
      style: { size: 6.5, weight: 700, color: palette.primaryInk, align: 'center', tracking: 0.5, maxLines: 2 },
      upperCase: true,
    }),
  );
  bleedRect(doc, frame, 0, 190, W, 26).fillColor(palette.primaryDeep).fill();
  const blood = profile.bloodGroup?.trim();
  const chip = blood ? 20 : 0;
  if (profile.idNumber) {
    field(
      ctx,
      'ID No.',
      profile.idNumber,
      { x: M, y: 193.5, width: W - 2 * M - chip - 6, height: 20 },
      {
        labelColor: mix(palette.primaryDeep, WHITE, 0.72),
        color: WHITE,
        size: 8.5,
      },
    );
  }
  if (blood) {
    // The accent, unless it melts into the strip (a brand whose two colours are one hue).
    const onStrip = contrast(palette.accent, palette.primaryDeep) >= 1.8;
    doc
      .circle(W - M - chip / 2, 203, chip / 2)
      .fillColor(onStrip ? palette.accent : WHITE)
      .fill();
    drawText(
      doc,
      blood,
      { x: W - M - chip, y: 193, width: chip, height: 20 },
      {
        size: 7,
        weight: 700,
        color: onStrip ? palette.onAccent : palette.primaryDeep,
        align: 'center',
        valign: 'middle',
        maxLines: 1,
        minSize: 4.5,
      },
    );
  }
  const valid = validityText(profile);
  if (valid) {
    drawText(
      doc,
      `Valid till ${valid}`,
      { x: M, y: 219, width: W - 2 * M, height: 13 },
      {
        size: 6.5,
        color: ctx.muted,
        align: 'center',
        valign: 'middle',
        maxLines: 1,
      },
    );
  }
}

/**
 * The landscape fronts' facts: a rule at `ruleY` across `box`, then the ID number, blood group and
 * validity side by side in it (a share of its width each; one left empty keeps its place).
 */
function idFactsRow(ctx: CardContext, box: Box, ruleY: number, size: number): void {
  const { profile } = ctx;
  ctx.doc
    .moveTo(box.x, ruleY)
    .lineTo(box.x + box.width, ruleY)
    .lineWidth(0.5)
    .strokeColor(ctx.tint)
    .stroke();
  const cols = [
    ['ID No.', profile.idNumber, 0.42],
    ['Blood', profile.bloodGroup, 0.22],
    ['Valid till', validityText(profile), 0.36],
  ] as const;
  let cx = box.x;
  for (const [label, value, share] of cols) {
    const w = box.width * share;
    if (value) field(ctx, label, value, { x: cx, y: box.y, width: w - 4, height: box.height }, { size });
    cx += w;
  }
}

async function bandLandscapeFront(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const H = frame.height;
  const band = 80;
  bleedRect(doc, frame, 0, 0, band, H).fillColor(palette.primaryDeep).fill();
  doc
    .rect(band, -frame.bleed, 3, H + 2 * frame.bleed)
    .fillColor(palette.accent)
    .fill();
  await logoTile(ctx, band / 2 - 22, M + 2, 44);
  drawText(
    doc,
    profile.companyName,
    { x: M - 2, y: 66, width: band - 2 * M + 4, height: 44 },
    {
      size: 7.5,
      weight: 700,
      color: WHITE,
      align: 'center',
      maxLines: 4,
      minSize: 5.5,
    },
  );
  drawText(
    doc,
    'IDENTITY CARD',
    { x: M - 2, y: H - M - 10, width: band - 2 * M + 4, height: 10 },
    {
      size: 5.5,
      weight: 700,
      color: WHITE,
      opacity: 0.75,
      align: 'center',
      valign: 'middle',
      tracking: 0.8,
      maxLines: 1,
    },
  );
  const x = band + 13;
  const pw = 58;
  const ph = 70;
  doc
    .roundedRect(x - 1.5, M - 0.5, pw + 3, ph + 3, 7.5)
    .fillColor(ctx.tint)
    .fill();
  await photoOrInitials(ctx, { x, y: M + 1, width: pw, height: ph }, 'rounded', 6);
  const tx = x + pw + 9;
  const tw = W - M - tx;
  const name = drawText(
    doc,
    profile.name,
    { x: tx, y: M + 2, width: tw, height: 42 },
    {
      size: 11.5,
      weight: 700,
      color: '#16181d',
      maxLines: 3,
    },
  );
  doc
    .rect(tx, M + 2 + name.height + 3, 18, 2)
    .fillColor(palette.accent)
    .fill();
  if (profile.designation) {
    drawText(
      doc,
      profile.designation,
      { x: tx, y: M + name.height + 10, width: tw, height: 74 - name.height - 8 },
      {
        size: 7.5,
        color: palette.primaryInk,
        maxLines: 3,
      },
    );
  }
  const fy = 98;
  idFactsRow(ctx, { x, y: fy, width: W - M - x, height: 22 }, fy - 5, 8);
  const contact = companyContactLines(profile)[0];
  if (contact) {
    drawText(
      doc,
      contact,
      { x, y: H - M - 9, width: W - M - x, height: 9 },
      {
        size: 6,
        color: ctx.muted,
        maxLines: 1,
        minSize: 4.5,
      },
    );
  }
}

async function corporateLandscapeFront(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const H = frame.height;
  bleedRect(doc, frame, 0, 0, W, 40).fillColor(palette.primaryDeep).fill();
  bleedRect(doc, frame, 0, 40, W, 3).fillColor(palette.accent).fill();
  await logoTile(ctx, M, 6, 28);
  companyNameInWhite(ctx, { x: M + 36, y: 6, width: W - 2 * M - 36, height: 28 }, 10);
  const d = 64;
  const py = 54;
  doc
    .circle(M + 2 + d / 2, py + d / 2, d / 2 + 2.6)
    .lineWidth(1.3)
    .strokeColor(palette.accent)
    .stroke();
  await photoOrInitials(ctx, { x: M + 2, y: py, width: d, height: d }, 'circle');
  const tx = M + d + 14;
  const tw = W - M - tx;
  const drawn = drawHolderName(
    ctx,
    { box: { x: tx, y: 52, width: tw, height: 32 }, size: 12.5, color: '#16181d', minSize: 7.5 },
    (nameHeight) => ({
      box: { x: tx, y: 52 + nameHeight + 1, width: tw, height: 20 },
      style: { size: 7.5, color: palette.primaryInk, maxLines: 2 },
    }),
  );
  let y = 52 + drawn.nameHeight + 1 + drawn.designationHeight;
  y = Math.max(y + 5, 96);
  idFactsRow(ctx, { x: tx, y, width: tw, height: Math.min(22, H - 24 - y) }, y - 3, 7.8);
  bleedRect(doc, frame, 0, H - 18, W, 18)
    .fillColor(ctx.tint)
    .fill();
  // Phone and website; a mail address is too long for this line.
  const contact = companyContactLines(profile)
    .filter((line) => !line.includes('@'))
    .join('  ·  ');
  if (contact) {
    drawText(
      doc,
      contact,
      { x: M, y: H - 18, width: W - 2 * M, height: 18 - SAFE_PT + 4 },
      {
        size: 6,
        color: ctx.muted,
        align: 'center',
        valign: 'middle',
        maxLines: 1,
        minSize: 4.5,
      },
    );
  }
}

export interface IdCardDesign {
  front: (ctx: CardContext, frame: PageFrame) => Promise<void>;
  back: (ctx: CardContext, frame: PageFrame) => Promise<void>;
  width: number;
  height: number;
}

export const ID_CARD_DESIGNS: Record<IdCardCode, IdCardDesign> = {
  'cr80-classic-portrait': {
    front: classicPortraitFront,
    back: portraitBack,
    width: CR80_SHORT_PT,
    height: CR80_LONG_PT,
  },
  'cr80-ribbon-portrait': {
    front: ribbonPortraitFront,
    back: portraitBack,
    width: CR80_SHORT_PT,
    height: CR80_LONG_PT,
  },
  'cr80-band-landscape': { front: bandLandscapeFront, back: landscapeBack, width: CR80_LONG_PT, height: CR80_SHORT_PT },
  'cr80-corporate-landscape': {
    front: corporateLandscapeFront,
    back: landscapeBack,
    width: CR80_LONG_PT,
    height: CR80_SHORT_PT,
  },
};
