// Pieces shared by the light poster frames (ribbon, arch, split-panel, stamp, spotlight): a
// wrapping contact block and the product and leader blocks in a few shapes (text colours held
// to WCAG 4.5:1 on the very background they sit on, colors.ts withContrast). These
// frames keep a small footprint over the post (docs/product-rules.md#greetings-light-frames).
import type { CSSProperties } from 'react';
import { mix, WHITE, withContrast } from '../colors';
import { Icon } from '../icons';
import { fitFontSize, ScriptText } from '../text';
import { type ContactItem, contactFont, fitsOn, LATIN_FONT, LogoMark, priceText } from './parts';

/** A pale tint of the brand colour for light panels. */
export function paleTint(color: string, amount = 0.9): string {
  return mix(color, WHITE, amount);
}

/**
 * The contact rows: short items (numbers, website) side by side while they fit `width`, the
 * address on a full row of at most two lines. `color` is the text's and must already read on
 * the panel; icons take `iconColor`.
 */
export function ContactBlock({
  items,
  width,
  size,
  color,
  iconColor,
  gap = 8,
  center = false,
}: {
  items: ContactItem[];
  width: number;
  size: number;
  color: string;
  iconColor: string;
  gap?: number;
  center?: boolean;
}) {
  const icon = Math.round(size * 1.05);
  const columnGap = Math.round(size * 1.1);
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap,
        rowGap: gap,
        width,
        justifyContent: center ? 'center' : 'flex-start',
      }}
    >
      {items.map((item) => {
        const full = !fitsOn(item, size, width - icon - 8);
        const textWidth = width - icon - 8;
        const font = contactFont(item, size, textWidth);
        return (
          <div
            key={item.icon}
            style={{ display: 'flex', alignItems: full ? 'flex-start' : 'center', gap: 8, maxWidth: width }}
          >
            <div style={{ display: 'flex', marginTop: full && item.long ? 2 : 0 }}>
              <Icon name={item.icon} size={icon} color={iconColor} />
            </div>
            <ScriptText
              text={item.text}
              lines={item.long ? 2 : 1}
              style={{
                maxWidth: textWidth,
                ...font,
                color,
                lineHeight: 1.3,
                textAlign: center && item.long ? 'center' : 'left',
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

/** The product: its picture (when there is one), name and ₹ price, on a light card. */
export function ProductCard({
  name,
  pricePaise,
  image,
  imageSize,
  textWidth,
  nameSize,
  background,
  ink,
  priceBackground,
  radius,
  style,
}: {
  name: string;
  pricePaise: number | null;
  image: string | null;
  imageSize: number;
  textWidth: number;
  nameSize: number;
  background: string;
  ink: string;
  priceBackground: string;
  radius: number;
  style?: CSSProperties;
}) {
  const price = priceText(pricePaise);
  const priceInk = withContrast(WHITE, priceBackground);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: Math.round(imageSize * 0.14),
        padding: Math.round(imageSize * 0.08),
        paddingRight: Math.round(imageSize * 0.16),
        borderRadius: radius,
        backgroundColor: background,
        ...style,
      }}
    >
      {image ? (
        <img src={image} width={imageSize} height={imageSize} alt="" style={{ borderRadius: radius * 0.7 }} />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: textWidth }}>
        <ScriptText
          text={name}
          lines={2}
          style={{
            fontSize: fitFontSize(name, { max: nameSize, min: Math.round(nameSize * 0.7), width: textWidth, lines: 2 }),
            fontWeight: 700,
            color: withContrast(ink, background),
            lineHeight: 1.25,
          }}
        />
        {price ? (
          <div style={{ display: 'flex' }}>
            <div
              style={{
                display: 'flex',
                padding: `2px ${Math.round(nameSize * 0.55)}px`,
                borderRadius: 999,
                backgroundColor: priceBackground,
                color: priceInk,
                fontFamily: LATIN_FONT,
                fontWeight: 700,
                fontSize: Math.round(nameSize * 1.1),
              }}
            >
              {price}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The leader's portrait: the photo in `shape` with a ring, or initials when there is none. */
export function Portrait({
  src,
  name,
  width,
  height,
  shape,
  ring,
  ringColor,
  fill,
}: {
  src: string | null;
  name: string;
  width: number;
  height: number;
  shape: 'circle' | 'arch';
  ring: number;
  ringColor: string;
  fill: string;
}) {
  const top = width / 2;
  const radius = shape === 'circle' ? `${top + ring}px` : `${top + ring}px ${top + ring}px 0 0`;
  const inner = shape === 'circle' ? `${top}px` : `${top}px ${top}px 0 0`;
  return (
    <div
      style={{
        display: 'flex',
        padding: shape === 'circle' ? ring : `${ring}px ${ring}px 0 ${ring}px`,
        borderRadius: radius,
        backgroundColor: ringColor,
        flexShrink: 0,
      }}
    >
      {src ? (
        <img src={src} width={width} height={height} alt="" style={{ borderRadius: inner }} />
      ) : shape === 'circle' ? (
        <LogoMark
          src={null}
          name={name}
          size={width}
          shape="circle"
          background={fill}
          color={withContrast(WHITE, fill)}
        />
      ) : (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width,
            height,
            borderRadius: inner,
            backgroundColor: fill,
          }}
        >
          <LogoMark
            src={null}
            name={name}
            size={Math.round(width * 0.7)}
            shape="circle"
            background={fill}
            color={withContrast(WHITE, fill)}
          />
        </div>
      )}
    </div>
  );
}

/** The leader's name (one line) and designation (up to two) for a plate `width` wide. */
export function LeaderLines({
  name,
  designation,
  width,
  nameSize,
  background,
  nameColor,
  color,
  align = 'left',
}: {
  name: string;
  designation: string | null | undefined;
  width: number;
  nameSize: number;
  background: string;
  nameColor: string;
  color: string;
  align?: 'left' | 'right' | 'center';
}) {
  const designationSize = Math.round(nameSize * 0.6);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        width,
        alignItems: align === 'left' ? 'flex-start' : align === 'right' ? 'flex-end' : 'center',
      }}
    >
      <ScriptText
        text={name}
        lines={1}
        style={{
          maxWidth: width,
          fontSize: fitFontSize(name, { max: nameSize, min: Math.round(nameSize * 0.6), width, bold: true }),
          fontWeight: 700,
          color: withContrast(nameColor, background),
          lineHeight: 1.25,
          textAlign: align,
        }}
      />
      {designation ? (
        <ScriptText
          text={designation}
          lines={2}
          style={{
            maxWidth: width,
            fontSize: fitFontSize(designation, {
              max: designationSize,
              min: Math.round(designationSize * 0.75),
              width,
              lines: 2,
            }),
            color: withContrast(color, background),
            lineHeight: 1.3,
            textAlign: align,
          }}
        />
      ) : null}
    </div>
  );
}
