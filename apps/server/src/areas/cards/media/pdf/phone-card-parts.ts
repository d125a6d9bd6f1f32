// Pieces the phone visiting cards share: tappable contact rows and buttons, the verification
// link and the ID facts.
import { mix } from '../colors';
import { type CardContext, type Contact, field, iconDot, validityText } from './parts';
import { type Box, drawLayout, drawText, layoutText } from './text';

export const PHONE_MARGIN = 24;

/** A tappable contact: an icon dot, a small label and the value, the whole box a link. */
export function contactRow(
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
  const labelH = labelSize * 1.3;
  // The value shrinks to fit one line, then (a long mail address) wraps to two.
  const valueStyle = {
    size: valueSize,
    weight: 700 as const,
    color: colors.value,
    maxLines: 2,
    minSize: valueSize * 0.62,
  };
  const valueBox = { x: tx, y: 0, width: tw, height: box.height - labelH - 4 };
  const one = layoutText(ctx.doc, contact.text, valueBox, { ...valueStyle, maxLines: 1 });
  const value =
    one.lines.length === 1 && !one.lines[0]?.pieces.some((p) => p.text.endsWith('…'))
      ? one
      : layoutText(ctx.doc, contact.text, valueBox, valueStyle);
  const top = box.y + (box.height - (labelH + value.height)) / 2;
  drawText(
    ctx.doc,
    contact.label.toUpperCase(),
    { x: tx, y: top, width: tw, height: labelH },
    {
      size: labelSize,
      weight: 700,
      color: colors.label,
      tracking: 0.8,
      maxLines: 1,
    },
  );
  drawLayout(ctx.doc, value, { ...valueBox, y: top + labelH, height: value.height }, valueStyle);
  if (link) ctx.doc.link(box.x, box.y, box.width, box.height, contact.url);
}

/** A filled rounded button with an icon and a label over a value, linked. */
export function actionButton(ctx: CardContext, contact: Contact, box: Box, fill: string, color: string): void {
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

/** The address the QR opens as small linked text under it. */
export function qrLink(ctx: CardContext, box: Box, color: string): void {
  const url = ctx.qr.url.replace(/^https?:\/\//, '');
  const drawn = drawText(ctx.doc, url, box, { size: 9, color, align: 'center', maxLines: 1, minSize: 6 });
  ctx.doc.link(drawn.x, drawn.y, drawn.width, drawn.height, ctx.qr.url);
}

/** ID, blood group and validity in a row of fields; returns the height used. */
export function idFacts(ctx: CardContext, box: Box, align: 'left' | 'center', size = 11): number {
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
