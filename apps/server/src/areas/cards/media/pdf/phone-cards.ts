// The three phone visiting cards: portrait pages of 360 × 640 pt (9:16) read on a phone,
// where every contact is a link a tap opens (tel:, WhatsApp, mailto:, the map, the website)
// and the QR opens the card's verification page.
import type { PdfTemplateCode } from '@cardora/contract';
import { INK, mix, WHITE } from '../colors';
import type { PageFrame } from './page';
import {
  type CardContext,
  type Contact,
  companyNameInWhite,
  contactsOf,
  drawHolderName,
  field,
  glowingBand,
  logoOrMonogram,
  photoOrInitials,
  qrTile,
  validityText,
} from './parts';
import { elegantContacts, elegantCover, elegantVisit } from './phone-card-elegant';
import { actionButton, contactRow, idFacts, PHONE_MARGIN, qrLink } from './phone-card-parts';
import { drawText } from './text';

export type PhoneCardCode = Extract<PdfTemplateCode, `phone-card-${string}`>;
export { PHONE_PAGE } from './phone-size';

type PageDrawer = (ctx: CardContext, frame: PageFrame) => Promise<void>;

const M = PHONE_MARGIN;

async function modernCover(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const hero = () => doc.polygon([0, 0], [W, 0], [W, 190], [0, 236]);
  glowingBand(doc, hero, palette.primaryDeep, [
    [W - 20, 20, 110, 0.07],
    [-30, 200, 80, 0.05],
  ]);
  doc.roundedRect(M, 26, 52, 52, 12).fillColor(WHITE).fill();
  await logoOrMonogram(ctx, { x: M + 5, y: 31, width: 42, height: 42 }, palette.primaryDeep, WHITE);
  companyNameInWhite(ctx, { x: M + 66, y: 26, width: W - 2 * M - 66, height: 52 }, 18);
  const d = 136;
  const cy = 206;
  doc
    .circle(W / 2, cy, d / 2 + 8)
    .fillColor(palette.accent)
    .fill();
  doc
    .circle(W / 2, cy, d / 2 + 5)
    .fillColor(WHITE)
    .fill();
  await photoOrInitials(ctx, { x: W / 2 - d / 2, y: cy - d / 2, width: d, height: d }, 'circle');
  const drawn = drawHolderName(
    ctx,
    { box: { x: M, y: 292, width: W - 2 * M, height: 64 }, size: 25, color: INK, align: 'center', minSize: 14 },
    (nameHeight) => ({
      box: { x: M, y: 292 + nameHeight + 2, width: W - 2 * M, height: 36 },
      style: { size: 13, color: palette.primaryInk, align: 'center', maxLines: 2 },
    }),
  );
  const y = 292 + drawn.nameHeight + drawn.designationHeight;
  const contacts = contactsOf(profile);
  const picks = [
    contacts.find((c) => c.icon === 'phone'),
    contacts.find((c) => c.icon === 'whatsapp'),
    contacts.find((c) => c.icon === 'mail'),
    contacts.find((c) => c.icon === 'globe'),
    contacts.find((c) => c.icon === 'pin'),
  ].filter((c): c is Contact => Boolean(c));
  // Call and WhatsApp side by side as the main actions; mail, website and map (longer
  // values) full width below.
  const gap = 10;
  const half = (W - 2 * M - gap) / 2;
  const main = picks.filter((c) => c.icon === 'phone' || c.icon === 'whatsapp');
  const rest = picks.filter((c) => c.icon !== 'phone' && c.icon !== 'whatsapp');
  const height = (main.length ? 52 + gap : 0) + rest.length * (44 + gap);
  let by = Math.max(y + 22, 604 - height);
  main.forEach((contact, i) => {
    const box = { x: M + i * (half + gap), y: by, width: main.length === 1 ? W - 2 * M : half, height: 52 };
    actionButton(ctx, contact, box, palette.primaryDeep, WHITE);
  });
  if (main.length) by += 52 + gap;
  for (const contact of rest) {
    actionButton(ctx, contact, { x: M, y: by, width: W - 2 * M, height: 44 }, ctx.tint, palette.primaryDeep);
    by += 44 + gap;
  }
  qrLink(ctx, { x: M, y: 612, width: W - 2 * M, height: 14 }, ctx.muted);
}

async function modernScan(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  doc.rect(0, 0, W, 112).fillColor(palette.primaryDeep).fill();
  doc.rect(0, 112, W, 4).fillColor(palette.accent).fill();
  drawText(
    doc,
    profile.companyName,
    { x: M, y: 28, width: W - 2 * M, height: 48 },
    {
      size: 18,
      weight: 700,
      color: WHITE,
      align: 'center',
      valign: 'middle',
      maxLines: 2,
    },
  );
  drawText(
    doc,
    profile.name,
    { x: M, y: 76, width: W - 2 * M, height: 20 },
    {
      size: 12,
      color: mix(WHITE, palette.primaryDeep, 0.15),
      align: 'center',
      maxLines: 1,
    },
  );
  const q = 200;
  doc
    .roundedRect(W / 2 - q / 2 + 2, 146 + 3, q, q, 6)
    .fillColor('#000000')
    .fillOpacity(0.1)
    .fill()
    .fillOpacity(1);
  qrTile(ctx, W / 2 - q / 2, 146, q, { border: ctx.tint });
  drawText(
    doc,
    ctx.qr.label,
    { x: M, y: 360, width: W - 2 * M, height: 20 },
    {
      size: 14,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  qrLink(ctx, { x: M, y: 382, width: W - 2 * M, height: 14 }, ctx.muted);
  let y = 416;
  doc
    .moveTo(M, y - 8)
    .lineTo(W - M, y - 8)
    .lineWidth(0.6)
    .strokeColor(ctx.tint)
    .stroke();
  y += idFacts(ctx, { x: M, y, width: W - 2 * M, height: 34 }, 'center') + 16;
  if (profile.address) {
    y += field(
      ctx,
      'Address',
      profile.address,
      { x: M, y, width: W - 2 * M, height: 560 - y },
      {
        size: 11.5,
        maxLines: 4,
        align: 'center',
      },
    );
  }
  const map = contactsOf(profile).find((c) => c.icon === 'pin');
  if (map)
    actionButton(
      ctx,
      map,
      { x: W / 2 - 100, y: Math.min(y + 22, 570), width: 200, height: 46 },
      palette.primaryDeep,
      WHITE,
    );
}

async function compactCard(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  glowingBand(doc, () => doc.rect(0, 0, W, 148), palette.primaryDeep, [[W - 30, 10, 90, 0.07]]);
  doc.roundedRect(M, 24, 46, 46, 10).fillColor(WHITE).fill();
  await logoOrMonogram(ctx, { x: M + 4, y: 28, width: 38, height: 38 }, palette.primaryDeep, WHITE);
  companyNameInWhite(ctx, { x: M + 58, y: 24, width: W - 2 * M - 58, height: 46 }, 16);
  const d = 100;
  doc
    .circle(M + d / 2, 100 + d / 2, d / 2 + 5)
    .fillColor(WHITE)
    .fill();
  await photoOrInitials(ctx, { x: M, y: 100, width: d, height: d }, 'circle');
  const tx = M + d + 16;
  const tw = W - M - tx;
  drawHolderName(
    ctx,
    { box: { x: tx, y: 156, width: tw, height: 50 }, size: 19, color: INK, minSize: 11 },
    (nameHeight) => ({
      box: { x: tx, y: 156 + nameHeight + 2, width: tw, height: Math.min(30, 218 - 156 - nameHeight) },
      style: { size: 10.5, color: palette.primaryInk, maxLines: 2 },
    }),
  );
  const contacts = contactsOf(profile);
  const listTop = 222;
  const listBottom = 468;
  const rowH = Math.min(44, (listBottom - listTop) / Math.max(1, contacts.length));
  contacts.forEach((contact, i) => {
    const ry = listTop + i * rowH;
    contactRow(
      ctx,
      contact,
      { x: M, y: ry, width: W - 2 * M, height: rowH },
      {
        dot: ctx.tint,
        icon: palette.primaryDeep,
        label: ctx.muted,
        value: INK,
      },
      Math.min(11.5, rowH * 0.27),
    );
  });
  const py = 484;
  doc
    .roundedRect(M, py, W - 2 * M, 132, 14)
    .fillColor(ctx.tint)
    .fill();
  const q = 112;
  qrTile(ctx, M + 10, py + 10, q);
  const rx = M + q + 24;
  const rw = W - M - 12 - rx;
  let ry = py + 14;
  ry += drawText(
    doc,
    ctx.qr.label,
    { x: rx, y: ry, width: rw, height: 34 },
    {
      size: 12,
      weight: 700,
      color: palette.primaryInk,
      maxLines: 2,
    },
  ).height;
  const link = drawText(
    doc,
    ctx.qr.url.replace(/^https?:\/\//, ''),
    { x: rx, y: ry + 2, width: rw, height: 22 },
    {
      size: 8,
      color: ctx.muted,
      maxLines: 2,
    },
  );
  doc.link(link.x, link.y, link.width, link.height, ctx.qr.url);
  const facts = [
    ['ID No.', profile.idNumber?.trim()],
    ['Valid till', validityText(profile)],
    ['Blood', profile.bloodGroup?.trim()],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  let fy = ry + link.height + 8;
  for (const [label, value] of facts.slice(0, 2)) {
    if (fy > py + 132 - 24) break;
    fy += field(ctx, label, value, { x: rx, y: fy, width: rw, height: 22 }, { size: 9 }) + 3;
  }
}

export const PHONE_CARD_DESIGNS: Record<PhoneCardCode, PageDrawer[]> = {
  'phone-card-modern': [modernCover, modernScan],
  'phone-card-elegant': [elegantCover, elegantContacts, elegantVisit],
  'phone-card-compact': [compactCard],
};
