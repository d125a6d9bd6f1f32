// frame3's extras, hung above its footer on slanted ribbons: the product (a tilted shot
// with its name and price) and the leader (an arched portrait with name and designation).
import type { ReactNode } from 'react';
import { rgba, WHITE } from '../colors';
import { fitFontSize, ScriptText } from '../text';
import { type FrameContext, Lifted, LogoMark, priceText } from './parts';

export interface Metrics {
  pad: number;
  /** How far the footer's top edge rises from left to right. */
  rise: number;
  /** Width of the accent panel at its top edge, and how far its slanted side leans. */
  panel: number;
  lean: number;
  logo: number;
  qr: number;
  name: [number, number];
  contact: number;
  product: number;
  person: { width: number; height: number };
}

export function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 44,
        rise: 90,
        panel: 440,
        lean: 90,
        logo: 150,
        qr: 180,
        name: [46, 28],
        contact: 27,
        product: 240,
        person: { width: 280, height: 340 },
      }
    : {
        pad: 36,
        rise: 64,
        panel: 410,
        lean: 70,
        logo: 118,
        qr: 150,
        name: [38, 24],
        contact: 22,
        product: 180,
        person: { width: 200, height: 240 },
      };
}

/**
 * A parallelogram ribbon: a skewed box behind upright text. (A clip-path would need the
 * box's width, which only satori knows; it resolves percentage x against the height.)
 */
function Slant({
  children,
  background,
  skew = 14,
  padding,
}: {
  children: ReactNode;
  background: string;
  skew?: number;
  padding: string;
}) {
  return (
    <div style={{ display: 'flex', position: 'relative', padding }}>
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          height: '100%',
          backgroundColor: background,
          transform: `skewX(-${skew}deg)`,
        }}
      />
      <div style={{ display: 'flex', position: 'relative' }}>{children}</div>
    </div>
  );
}

export function ProductTag({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const product = ctx.profile.product;
  if (!product) return null;
  const { palette } = ctx;
  const price = priceText(product.pricePaise);
  const textWidth = ctx.layout === 'STORY' ? 480 : 380;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 22, marginLeft: m.pad, marginBottom: m.rise * 0.2 }}>
      {ctx.assets.productImage ? (
        <Lifted radius={21} outer={{ transform: 'rotate(-4deg)' }} style={{ border: `7px solid ${WHITE}` }}>
          <img src={ctx.assets.productImage} width={m.product} height={m.product} alt="" style={{ borderRadius: 14 }} />
        </Lifted>
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
        <Slant background={rgba(palette.primaryDeep, 0.94)} padding="10px 30px 12px 30px">
          <ScriptText
            text={product.name}
            lines={2}
            style={{
              maxWidth: textWidth,
              fontSize: fitFontSize(product.name, {
                max: m.contact * 1.3,
                min: 20,
                width: textWidth,
                lines: 2,
                bold: true,
              }),
              fontWeight: 700,
              color: WHITE,
              lineHeight: 1.25,
            }}
          />
        </Slant>
        {price ? (
          <Slant background={palette.accent} padding="4px 34px 8px 34px">
            <div
              style={{
                display: 'flex',
                fontFamily: "'Noto Sans', 'Noto Sans Ext'",
                fontSize: Math.round(m.name[0] * 1.15),
                fontWeight: 700,
                color: palette.onAccent,
              }}
            >
              {price}
            </div>
          </Slant>
        ) : null}
      </div>
    </div>
  );
}

export function LeaderPanel({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const person = ctx.profile.person;
  if (!person) return null;
  const { palette } = ctx;
  const textWidth = ctx.width - m.person.width - 2 * m.pad - 240;
  const { width: pw, height: ph } = m.person;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        alignSelf: 'flex-end',
        marginRight: m.pad,
        marginBottom: -Math.round(m.rise * 0.55),
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 6,
          marginRight: -8,
          marginBottom: Math.round(m.rise * 0.9),
        }}
      >
        <Slant background={rgba(palette.primaryDeep, 0.95)} padding="8px 34px 10px 34px" skew={18}>
          <ScriptText
            text={person.name}
            lines={1}
            style={{
              maxWidth: textWidth,
              textAlign: 'right',
              fontSize: fitFontSize(person.name, { max: m.name[0] * 1.1, min: 24, width: textWidth, bold: true }),
              fontWeight: 700,
              color: WHITE,
              lineHeight: 1.2,
            }}
          />
        </Slant>
        {person.designation ? (
          <Slant background={palette.accent} padding="5px 30px 7px 30px" skew={14}>
            <ScriptText
              text={person.designation}
              lines={2}
              style={{
                maxWidth: textWidth,
                textAlign: 'right',
                fontSize: fitFontSize(person.designation, { max: m.contact, min: 17, width: textWidth, lines: 2 }),
                fontWeight: 700,
                color: palette.onAccent,
                lineHeight: 1.3,
              }}
            />
          </Slant>
        ) : null}
      </div>
      <Lifted
        radius={pw / 2 + 6}
        depth={-4}
        blur={20}
        style={{ padding: 6, backgroundColor: WHITE, borderRadius: `${pw / 2 + 6}px ${pw / 2 + 6}px 0 0` }}
      >
        {ctx.assets.personPhoto ? (
          <img src={ctx.assets.personPhoto} width={pw} height={ph} alt="" />
        ) : (
          <LogoMark
            src={null}
            name={person.name}
            size={pw}
            shape="rounded"
            radius={pw / 2}
            background={palette.accent}
            color={palette.onAccent}
          />
        )}
      </Lifted>
    </div>
  );
}
