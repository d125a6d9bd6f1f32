// The elegant phone card's three screens: a framed cover, every contact as a tappable row,
// then the address with its map link and the QR.
import { INK, mix, WHITE } from '../colors';
import type { PageFrame } from './page';
import {
  type CardContext,
  contactsOf,
  drawHolderName,
  logoOrMonogram,
  photoOrInitials,
  qrTile,
  VERIFY_LABEL,
} from './parts';
import { actionButton, contactRow, idFacts, qrLink } from './phone-card-parts';
import { PHONE_PAGE } from './phone-size';
import { drawText } from './text';

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

export async function elegantCover(ctx: CardContext, frame: PageFrame): Promise<void> {
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
  const y = cy + d / 2 + 28;
  drawHolderName(
    ctx,
    { box: { x: 40, y, width: W - 80, height: 66 }, size: 26, color: INK, align: 'center', minSize: 14 },
    (nameHeight) => ({
      box: { x: 44, y: y + nameHeight + 6, width: W - 88, height: 36 },
      style: { size: 11, weight: 700, color: palette.primaryInk, align: 'center', tracking: 1.4, maxLines: 2 },
      upperCase: true,
    }),
  );
  idFacts(ctx, { x: 44, y: 548, width: W - 88, height: 40 }, 'center', 11);
}

export async function elegantContacts(ctx: CardContext, frame: PageFrame): Promise<void> {
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

export async function elegantVisit(ctx: CardContext, frame: PageFrame): Promise<void> {
  const { doc, palette, profile } = ctx;
  const W = frame.width;
  elegantBackground(ctx, frame);
  const title = ctx.qr.label === VERIFY_LABEL ? 'Verify' : 'Save my contact';
  let y = 56 + elegantTitle(ctx, profile.address ? 'Visit us' : title, 56);
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
    ctx.qr.label,
    { x: 40, y: qy + q + 14, width: W - 80, height: 20 },
    {
      size: 13,
      weight: 700,
      color: palette.primaryInk,
      align: 'center',
      maxLines: 1,
    },
  );
  qrLink(ctx, { x: 40, y: qy + q + 36, width: W - 80, height: 14 }, ctx.muted);
}
