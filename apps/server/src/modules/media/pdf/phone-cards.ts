// The three phone visiting cards: portrait pages of 360 × 640 pt (9:16) read on a phone,
// where every contact is a link a tap opens (tel:, WhatsApp, mailto:, the map, the website)
// and the QR opens the card's verification page.
import type { PdfTemplateCode } from '@cardora/contract';
import { INK, mix, WHITE } from '../colors';
import type { PageFrame } from './page';
import {
  type CardContext,
  type Contact,
  contactsOf,
  field,
  iconDot,
  logoOrMonogram,
  photoOrInitials,
  qrTile,
  validityText,
} from './parts';
import { type Box, drawText } from './text';

export type PhoneCardCode = Extract<PdfTemplateCode, `phone-card-${string}`>;
export const PHONE_PAGE = { width: 360, height: 640 } as const;

type PageDrawer = (ctx: CardContext, frame: PageFrame) => Promise<void>;

const M = 24;

/** A tappable contact: an icon dot, a small label and the value, the whole box a link. */
function contactRow(
  ctx: CardContext,
  contact: Contact,
  box: Box,
  colors: { dot: string; icon: string; label: string; value: string },
  valueSize = 12,
  link = true,
): void {
  const dot = Math.min(34, box.height - 8);
  iconDot(ctx, contact.icon, box.x, box.y + (box.height - dot) / 2, dot, colors.icon, colors.dot);
  const tx = box.x + dot + 12;
  const tw = box.width - dot - 12;
  const labelSize = Math.max(7, valueSize * 0.66);
  const top = box.y + (box.height - (labelSize * 1.3 + valueSize * 1.25)) / 2;
  drawText(
    ctx.doc,
    contact.label.toUpperCase(),
    { x: tx, y: top, width: tw, height: labelSize * 1.3 },
    {
      size: labelSize,
      weight: 700,
      color: colors.label,
      tracking: 0.8,
      maxLines: 1,
    },
  );
  drawText(
    ctx.doc,
    contact.text,
    { x: tx, y: top + labelSize * 1.3, width: tw, height: valueSize * 1.5 },
    {
      size: valueSize,
      weight: 700,
      color: colors.value,
      maxLines: 1,
      minSize: valueSize * 0.6,
    },
  );
  if (link) ctx.doc.link(box.x, box.y, box.width, box.height, contact.url);
}

/** A filled rounded button with an icon and a label over a value, linked. */
function actionButton(ctx: CardContext, contact: Contact, box: Box, fill: string, color: string): void {
  const { doc } = ctx;
  doc.roundedRect(box.x, box.y, box.width, box.height, 12).fillColor(fill).fill();
  contactRow(
    ctx,
    contact,
    { x: box.x + 10, y: box.y, width: box.width - 20, height: box.height },
    {
      dot: mix(fill, color, 0.16),
      icon: color,
      label: mix(color, fill, 0.25),
      value: color,
    },
    10.5,
    false,
  );
  doc.link(box.x, box.y, box.width, box.height, contact.url);
}

/** The verification page's address as small linked text under a QR. */
function verifyLink(ctx: CardContext, box: Box, color: string): void {
  const url = ctx.verifyUrl.replace(/^https?:\/\//, '');
  const drawn = drawText(ctx.doc, url, box, { size: 9, color, align: 'center', maxLines: 1, minSize: 6 });
  ctx.doc.link(drawn.x, drawn.y, drawn.width, drawn.height, ctx.verifyUrl);
}

/** ID, blood group and validity in a row of fields; returns the height used. */
function idFacts(ctx: CardContext, box: Box, align: 'left' | 'center', size = 11): number {
  const facts = [
    ['ID No.', ctx.profile.idNumber?.trim()],
    ['Blood group', ctx.profile.bloodGroup?.trim()],
    ['Valid till', validityText(ctx.profile)],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  let h = 0;
  facts.forEach(([label, value], i) => {
    const w = box.width / facts.length;
    h = Math.max(
      h,
      field(ctx, label, value, { x: box.x + i * w, y: box.y, width: w - 6, height: box.height }, { size, align }),
    );
  });
  return h;
}

async function modernCover(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  const hero = () => doc.polygon([0, 0], [W, 0], [W, 190], [0, 236]);
  hero().fillColor(palette.primaryDeep).fill();
  doc.save();
  hero().clip();
  doc
    .circle(W - 20, 20, 110)
    .fillColor(WHITE)
    .fillOpacity(0.07)
    .fill();
  doc.circle(-30, 200, 80).fillColor(WHITE).fillOpacity(0.05).fill();
  doc.restore();
  doc.roundedRect(M, 26, 52, 52, 12).fillColor(WHITE).fill();
  await logoOrMonogram(ctx, { x: M + 5, y: 31, width: 42, height: 42 }, palette.primaryDeep, WHITE);
  drawText(
    doc,
    profile.companyName,
    { x: M + 66, y: 26, width: W - 2 * M - 66, height: 52 },
    {
      size: 18,
      weight: 700,
      color: WHITE,
      valign: 'middle',
      maxLines: 2,
    },
  );
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
  let y = 292;
  y += drawText(
    doc,
    profile.name,
    { x: M, y, width: W - 2 * M, height: 64 },
    {
      size: 25,
      weight: 700,
      color: INK,
      align: 'center',
      maxLines: 2,
    },
  ).height;
  if (profile.designation) {
    y += drawText(
      doc,
      profile.designation,
      { x: M, y: y + 2, width: W - 2 * M, height: 36 },
      {
        size: 13,
        color: palette.primaryInk,
        align: 'center',
        maxLines: 2,
      },
    ).height;
  }
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
  verifyLink(ctx, { x: M, y: 612, width: W - 2 * M, height: 14 }, ctx.muted);
}

async function modernVerify(ctx: CardContext, frame: PageFrame): Promise<void> {
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
    'Scan to verify this card',
    { x: M, y: 360, width: W - 2 * M, height: 20 },
    {
      size: 14,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  verifyLink(ctx, { x: M, y: 382, width: W - 2 * M, height: 14 }, ctx.muted);
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

function elegantBackground(ctx: CardContext, frame: PageFrame): void {
  const { doc, palette } = ctx;
  doc
    .rect(0, 0, frame.width, frame.height)
    .fillColor(mix(palette.accent, WHITE, 0.9))
    .fill();
  doc
    .rect(14, 14, frame.width - 28, frame.height - 28)
    .lineWidth(1.4)
    .strokeColor(palette.primaryInk)
    .stroke();
  doc
    .rect(19, 19, frame.width - 38, frame.height - 38)
    .lineWidth(0.5)
    .strokeColor(palette.primaryInk)
    .stroke();
}

/** A short rule with a diamond in the middle, centred on `cx`. */
function ornament(ctx: CardContext, cx: number, y: number, color: string): void {
  const { doc } = ctx;
  doc
    .moveTo(cx - 46, y)
    .lineTo(cx - 8, y)
    .moveTo(cx + 8, y)
    .lineTo(cx + 46, y)
    .lineWidth(0.8)
    .strokeColor(color)
    .stroke();
  doc
    .polygon([cx, y - 4], [cx + 4, y], [cx, y + 4], [cx - 4, y])
    .fillColor(color)
    .fill();
}

function elegantTitle(ctx: CardContext, title: string, y: number): number {
  const W = PHONE_PAGE.width;
  const drawn = drawText(
    ctx.doc,
    title,
    { x: 40, y, width: W - 80, height: 34 },
    {
      size: 22,
      weight: 700,
      color: ctx.palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  ornament(ctx, W / 2, y + drawn.height + 10, ctx.palette.primaryInk);
  return drawn.height + 24;
}

async function elegantCover(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  elegantBackground(ctx, frame);
  await logoOrMonogram(ctx, { x: W / 2 - 34, y: 48, width: 68, height: 68 }, palette.primaryDeep, WHITE);
  const company = drawText(
    doc,
    profile.companyName,
    { x: 44, y: 126, width: W - 88, height: 50 },
    {
      size: 19,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 2,
    },
  );
  ornament(ctx, W / 2, 126 + company.height + 14, palette.primaryInk);
  const d = 156;
  const cy = 290;
  doc
    .circle(W / 2, cy, d / 2 + 9)
    .lineWidth(0.8)
    .strokeColor(palette.primaryInk)
    .stroke();
  doc
    .circle(W / 2, cy, d / 2 + 4)
    .lineWidth(2.2)
    .strokeColor(palette.accent)
    .stroke();
  await photoOrInitials(ctx, { x: W / 2 - d / 2, y: cy - d / 2, width: d, height: d }, 'circle');
  let y = cy + d / 2 + 28;
  y += drawText(
    doc,
    profile.name,
    { x: 40, y, width: W - 80, height: 66 },
    {
      size: 26,
      weight: 700,
      color: INK,
      align: 'center',
      maxLines: 2,
    },
  ).height;
  if (profile.designation) {
    drawText(
      doc,
      profile.designation.toUpperCase(),
      { x: 44, y: y + 6, width: W - 88, height: 36 },
      {
        size: 11,
        weight: 700,
        color: palette.primaryInk,
        align: 'center',
        tracking: 1.4,
        maxLines: 2,
      },
    );
  }
  idFacts(ctx, { x: 44, y: 548, width: W - 88, height: 40 }, 'center', 11);
}

async function elegantContacts(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  elegantBackground(ctx, frame);
  const top = 56 + elegantTitle(ctx, 'Get in touch', 56);
  const contacts = contactsOf(profile).filter((c) => c.icon !== 'pin');
  const rowH = Math.min(62, (590 - top) / Math.max(1, contacts.length));
  // The list sits a little above the middle of the space under the title.
  const start = top + 12 + Math.max(0, (590 - top - contacts.length * rowH) * 0.35);
  contacts.forEach((contact, i) => {
    const y = start + i * rowH;
    contactRow(
      ctx,
      contact,
      { x: 44, y, width: W - 88, height: rowH - 8 },
      {
        dot: palette.primaryDeep,
        icon: WHITE,
        label: ctx.muted,
        value: INK,
      },
      Math.min(14, rowH * 0.24),
    );
    if (i < contacts.length - 1) {
      doc
        .moveTo(44, y + rowH - 4)
        .lineTo(W - 44, y + rowH - 4)
        .lineWidth(0.5)
        .strokeColor(mix(palette.primaryInk, WHITE, 0.7))
        .stroke();
    }
  });
}

async function elegantVisit(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  elegantBackground(ctx, frame);
  let y = 56 + elegantTitle(ctx, profile.address ? 'Visit us' : 'Verify', 56);
  if (profile.address) {
    y +=
      drawText(
        doc,
        profile.address,
        { x: 48, y: y + 8, width: W - 96, height: 96 },
        {
          size: 14,
          color: INK,
          align: 'center',
          maxLines: 4,
        },
      ).height + 20;
  }
  const map = contactsOf(profile).find((c) => c.icon === 'pin');
  if (map) {
    actionButton(ctx, map, { x: W / 2 - 100, y, width: 200, height: 46 }, palette.primaryDeep, WHITE);
    y += 46;
  }
  const q = 180;
  const qy = Math.max(y + 30, 300);
  qrTile(ctx, W / 2 - q / 2, qy, q, { border: mix(palette.primaryInk, WHITE, 0.6) });
  drawText(
    doc,
    'Scan to verify this card',
    { x: 40, y: qy + q + 14, width: W - 80, height: 20 },
    {
      size: 13,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  verifyLink(ctx, { x: 40, y: qy + q + 36, width: W - 80, height: 14 }, ctx.muted);
}

async function compactCard(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  doc.rect(0, 0, W, 148).fillColor(palette.primaryDeep).fill();
  doc.save();
  doc.rect(0, 0, W, 148).clip();
  doc
    .circle(W - 30, 10, 90)
    .fillColor(WHITE)
    .fillOpacity(0.07)
    .fill();
  doc.restore();
  doc.roundedRect(M, 24, 46, 46, 10).fillColor(WHITE).fill();
  await logoOrMonogram(ctx, { x: M + 4, y: 28, width: 38, height: 38 }, palette.primaryDeep, WHITE);
  drawText(
    doc,
    profile.companyName,
    { x: M + 58, y: 24, width: W - 2 * M - 58, height: 46 },
    {
      size: 16,
      weight: 700,
      color: WHITE,
      valign: 'middle',
      maxLines: 2,
    },
  );
  const d = 100;
  doc
    .circle(M + d / 2, 100 + d / 2, d / 2 + 5)
    .fillColor(WHITE)
    .fill();
  await photoOrInitials(ctx, { x: M, y: 100, width: d, height: d }, 'circle');
  const tx = M + d + 16;
  const tw = W - M - tx;
  let y = 156;
  y += drawText(
    doc,
    profile.name,
    { x: tx, y, width: tw, height: 50 },
    {
      size: 19,
      weight: 700,
      color: INK,
      maxLines: 2,
    },
  ).height;
  if (profile.designation) {
    drawText(
      doc,
      profile.designation,
      { x: tx, y: y + 2, width: tw, height: 30 },
      {
        size: 10.5,
        color: palette.primaryInk,
        maxLines: 2,
      },
    );
  }
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
    'Scan to verify this card',
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
    ctx.verifyUrl.replace(/^https?:\/\//, ''),
    { x: rx, y: ry + 2, width: rw, height: 22 },
    {
      size: 8,
      color: ctx.muted,
      maxLines: 2,
    },
  );
  doc.link(link.x, link.y, link.width, link.height, ctx.verifyUrl);
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
  'phone-card-modern': [modernCover, modernVerify],
  'phone-card-elegant': [elegantCover, elegantContacts, elegantVisit],
  'phone-card-compact': [compactCard],
};
