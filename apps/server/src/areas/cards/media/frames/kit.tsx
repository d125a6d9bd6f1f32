// The pieces the light frames are built from (docs/product-rules.md#greetings-frames): the
// business's name, its contacts as compact lines, the one-line base bar, the product card and
// the leader's portrait. Colours come from the palette's band (colors.ts bandPalette), whose
// text colours are checked against the surface they are drawn on.
import type { CSSProperties } from 'react';
import { WHITE } from '../colors';
import { Icon } from '../icons';
import { estimateEms, fitFontSize, ScriptText } from '../text';
import {
  BaseLine,
  type ContactItem,
  contactFont,
  type FrameContext,
  LATIN_FONT,
  Lifted,
  LogoMark,
  priceText,
} from './parts';

type Align = 'start' | 'center';

/** The business's name (up to two lines, shrinking before it wraps) and its trade under it. */
export function NameBlock({
  ctx,
  width,
  size,
  color,
  muted,
  align = 'start',
  categoryCaps = false,
}: {
  ctx: FrameContext;
  width: number;
  /** Largest and smallest name size. */
  size: [number, number];
  color: string;
  muted: string;
  align?: Align;
  categoryCaps?: boolean;
}) {
  const { businessName, categoryName } = ctx.profile;
  const nameSize = fitFontSize(businessName, { max: size[0], min: size[1], width, lines: 2, bold: true });
  const category = categoryName?.trim();
  const catSize = Math.max(16, Math.round(size[0] * (categoryCaps ? 0.42 : 0.5)));
  const textAlign = align === 'center' ? 'center' : 'left';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: align === 'center' ? 'center' : 'flex-start',
        gap: 2,
        width,
      }}
    >
      <ScriptText
        text={businessName}
        lines={nameSize <= size[1] ? 3 : 2}
        style={{ maxWidth: width, fontSize: nameSize, fontWeight: 700, color, lineHeight: 1.18, textAlign }}
      />
      {category ? (
        <ScriptText
          text={categoryCaps ? category.toUpperCase() : category}
          lines={1}
          style={{
            maxWidth: width,
            fontSize: fitFontSize(category, { max: catSize, min: 14, width, bold: categoryCaps }),
            fontWeight: categoryCaps ? 700 : 400,
            letterSpacing: categoryCaps ? 2 : 0,
            color: muted,
            lineHeight: 1.3,
            textAlign,
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The contacts as compact lines: numbers, e-mail and website side by side (wrapping when they
 * must), then the address on its own line (two at most before it shrinks).
 */
export function ContactLines({
  items,
  width,
  size,
  color,
  iconColor,
  align = 'start',
  gap,
}: {
  items: ContactItem[];
  width: number;
  size: number;
  color: string;
  iconColor: string;
  align?: Align;
  gap?: number;
}) {
  if (items.length === 0) return null;
  const icon = Math.round(size * 1.05);
  const iconGap = Math.round(size * 0.35);
  const inline = items.filter((item) => !item.long);
  const long = items.filter((item) => item.long);
  const rowGap = gap ?? Math.round(size * 0.45);
  const justify = align === 'center' ? 'center' : 'flex-start';
  const line = (item: ContactItem, full: boolean) => {
    const textWidth = width - icon - iconGap;
    const font = contactFont(item, size, textWidth);
    return (
      <div
        key={`${item.icon}:${item.text}`}
        style={{ display: 'flex', alignItems: 'center', gap: iconGap, maxWidth: width, ...(full ? {} : {}) }}
      >
        <Icon name={item.icon} size={icon} color={iconColor} />
        <ScriptText
          text={item.text}
          lines={item.long ? 2 : 1}
          style={{
            maxWidth: textWidth,
            ...font,
            color,
            lineHeight: 1.28,
            textAlign: align === 'center' && full ? 'center' : 'left',
          }}
        />
      </div>
    );
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: justify, gap: rowGap, width }}>
      {inline.length > 0 ? (
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: justify,
            columnGap: Math.round(size * 1.1),
            rowGap,
            width,
          }}
        >
          {inline.map((item) => line(item, false))}
        </div>
      ) : null}
      {long.map((item) => line(item, true))}
    </div>
  );
}

/** The frame's base bar: one line with the card's address and, when it fits, the scan hint. */
export function BaseBar({
  ctx,
  fill,
  size,
  hint = 'Scan for our digital card',
  align = 'spread',
  ...bar
}: {
  ctx: FrameContext;
  width: number;
  height: number;
  fill: string;
  color: string;
  iconColor: string;
  size: number;
  hint?: string;
  style?: CSSProperties;
  align?: 'spread' | 'center';
}) {
  return (
    <BaseLine
      {...bar}
      address={ctx.profile.cardAddress}
      hint={hint}
      size={size}
      background={fill}
      center={align === 'center'}
      pad={Math.round(size * 1.4)}
      iconSize={Math.round(size * 1.05)}
    />
  );
}

export interface CardStyle {
  fill: string;
  ink: string;
  body: string;
  border?: string;
  /** No drop shadow (a translucent card would show it through itself as a grey smudge). */
  flat?: boolean;
}

/** The card's first product: its photo, name and ₹ price on a lifted card. */
export function ProductCard({
  ctx,
  image,
  textWidth,
  nameSize,
  card,
  style,
}: {
  ctx: FrameContext;
  image: number;
  textWidth: number;
  nameSize: number;
  card: CardStyle;
  style?: CSSProperties;
}) {
  const product = ctx.profile.product;
  if (!product) return null;
  const { band } = ctx.palette;
  const price = priceText(product.pricePaise);
  const pad = Math.round(image * 0.08);
  return (
    <Lifted
      radius={pad + 14}
      depth={8}
      blur={20}
      opacity={card.flat ? 0 : 0.2}
      outer={style}
      style={{
        alignItems: 'center',
        gap: Math.round(pad * 1.6),
        padding: pad,
        paddingRight: pad * 2.2,
        backgroundColor: card.fill,
        border: card.border,
      }}
    >
      {ctx.assets.productImage ? (
        <img src={ctx.assets.productImage} width={image} height={image} alt="" style={{ borderRadius: 14 }} />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 10, width: textWidth }}>
        <ScriptText
          text={product.name}
          lines={2}
          style={{
            maxWidth: textWidth,
            fontSize: fitFontSize(product.name, { max: nameSize, min: 18, width: textWidth, lines: 2, bold: true }),
            fontWeight: 700,
            color: card.ink,
            lineHeight: 1.25,
          }}
        />
        {price ? (
          <div
            style={{
              display: 'flex',
              padding: `${Math.round(nameSize * 0.12)}px ${Math.round(nameSize * 0.55)}px`,
              borderRadius: 999,
              backgroundColor: band.highlight.fill,
              color: band.highlight.text,
              fontFamily: LATIN_FONT,
              fontWeight: 700,
              fontSize: Math.round(nameSize * 1.15),
              lineHeight: 1.25,
            }}
          >
            {price}
          </div>
        ) : null}
      </div>
    </Lifted>
  );
}

/**
 * The leader's place on a political frame: a tall arched portrait standing on the band, in a
 * white border on a brand-colour halo, with a name plate beside its foot (name on the brand
 * colour, designation under it). A missing photo gives the initials in the same arch.
 */
export function LeaderStand({
  ctx,
  photo,
  plateWidth,
  nameSize,
  side = 'right',
  lift,
  style,
}: {
  ctx: FrameContext;
  photo: { width: number; height: number };
  plateWidth: number;
  nameSize: number;
  side?: 'left' | 'right';
  /** How far the plate's foot sits above the portrait's (default: a little). */
  lift?: number;
  style?: CSSProperties;
}) {
  const person = ctx.profile.person;
  if (!person) return null;
  const { band } = ctx.palette;
  const border = Math.max(5, Math.round(photo.width * 0.03));
  const arch = `${photo.width / 2 + border}px ${photo.width / 2 + border}px 0 0`;
  const designation = person.designation?.trim();
  const padX = Math.round(nameSize * 0.6);
  const textWidth = plateWidth - 2 * padX;
  const textAlign = side === 'right' ? 'right' : 'left';
  const plate = (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: side === 'right' ? 'flex-end' : 'flex-start',
        marginBottom: lift ?? Math.round(photo.height * 0.08),
        // The plate tucks under the portrait's border.
        [side === 'right' ? 'marginRight' : 'marginLeft']: -border,
      }}
    >
      <div
        style={{
          display: 'flex',
          padding: `${Math.round(nameSize * 0.22)}px ${padX}px`,
          backgroundColor: band.solid.fill,
          borderRadius: side === 'right' ? '14px 0 0 0' : '0 14px 0 0',
        }}
      >
        <ScriptText
          text={person.name}
          lines={1}
          style={{
            maxWidth: textWidth,
            fontSize: fitFontSize(person.name, { max: nameSize, min: 22, width: textWidth, bold: true }),
            fontWeight: 700,
            color: band.solid.text,
            lineHeight: 1.25,
            textAlign,
          }}
        />
      </div>
      {designation ? (
        <div
          style={{
            display: 'flex',
            padding: `${Math.round(nameSize * 0.16)}px ${padX}px`,
            backgroundColor: band.highlight.fill,
            borderRadius: side === 'right' ? '0 0 0 14px' : '0 0 14px 0',
          }}
        >
          <ScriptText
            text={designation}
            lines={2}
            style={{
              maxWidth: textWidth,
              fontSize: fitFontSize(designation, {
                max: Math.round(nameSize * 0.62),
                min: 16,
                width: textWidth,
                lines: 2,
                bold: true,
              }),
              fontWeight: 700,
              color: band.highlight.text,
              lineHeight: 1.3,
              textAlign,
            }}
          />
        </div>
      ) : null}
    </div>
  );
  const portrait = (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        padding: border,
        paddingBottom: 0,
        borderRadius: arch,
        backgroundColor: WHITE,
      }}
    >
      {ctx.assets.personPhoto ? (
        <img src={ctx.assets.personPhoto} width={photo.width} height={photo.height} alt="" />
      ) : (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: photo.width,
            height: photo.height,
            borderRadius: `${photo.width / 2}px ${photo.width / 2}px 0 0`,
            backgroundColor: band.solid.fill,
          }}
        >
          <LogoMark
            src={null}
            name={person.name}
            size={Math.round(photo.width * 0.7)}
            shape="circle"
            background={band.solid.fill}
            color={band.solid.text}
          />
        </div>
      )}
    </div>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', ...style }}>
      {side === 'right' ? plate : null}
      <Lifted radius={photo.width / 2 + border} depth={-2} blur={16} opacity={0.18} style={{ borderRadius: arch }}>
        {portrait}
      </Lifted>
      {side === 'left' ? plate : null}
    </div>
  );
}

/**
 * Whether the band will grow past its usual height: the name does not fit one line of
 * `width` even at its smallest size, or the address needs more than a line and a half. The
 * frames then draw the product and the leader smaller, so they stay below the poster's text
 * area (docs/product-rules.md#layouts-that-hold).
 */
export function crowded(ctx: FrameContext, width: number, nameMin: number, contactSize: number): boolean {
  const { businessName, address } = ctx.profile;
  const name = estimateEms(businessName, true) * nameMin > width;
  const addr = estimateEms(address ?? '') * contactSize > width * 1.4;
  return name || addr;
}
