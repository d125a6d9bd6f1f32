// frame3 "Angled two-tone": a footer whose top edge rises to the right, split on a slant
// into an accent panel (logo tile and business name) and a brand panel (contact rows
// with outlined square icons, the card's address and the QR). Extras hang above it on
// slanted ribbons: a tilted product shot with its price, or the leader's arched portrait.
import type { ReactNode } from 'react';
import { mix, readableOn, rgba, WHITE } from '../colors';
import { Icon, type IconName } from '../icons';
import { fitFontSize, ScriptText } from '../text';
import {
  contactFont,
  contactItems,
  type FrameContext,
  type FrameDesign,
  Lifted,
  LogoMark,
  priceText,
  QrTile,
} from './parts';

interface Metrics {
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

function metrics(story: boolean): Metrics {
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
        person: { width: 214, height: 258 },
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

function SquareIcon({ name, size, color }: { name: IconName; size: number; color: string }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 8,
        border: `2px solid ${rgba(color, 0.7)}`,
        flexShrink: 0,
      }}
    >
      <Icon name={name} size={Math.round(size * 0.6)} color={color} />
    </div>
  );
}

function ProductTag({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
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

function LeaderPanel({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
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

/** An absolutely placed layer filling the footer, cut to `polygon`. */
function Layer({ polygon, background, width }: { polygon: string; background: string; width: number }) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        left: 0,
        top: 0,
        width,
        height: '100%',
        backgroundImage: background,
        // x always in px: satori resolves a percentage x against the height.
        clipPath: `polygon(${polygon})`,
      }}
    />
  );
}

function draw(ctx: FrameContext) {
  const { profile, palette, layout, width, height } = ctx;
  const story = layout === 'STORY';
  const m = metrics(story);
  const items = contactItems(profile, { email: story });
  const edge = story ? 10 : 8;
  // The top edge runs from `rise` px down at the left to 0 at the right; the accent
  // panel's top-right corner sits on it.
  const yAt = (x: number) => Math.round(m.rise * (1 - x / width));
  const leftWidth = m.panel - m.lean - m.pad - 10;
  const rightX = m.panel + 26;
  const rightWidth = width - rightX - m.pad - m.qr - 24;
  const iconBox = Math.round(m.contact * 1.45);
  const bottomPad = story ? 34 : 24;
  const solid = (color: string) => `linear-gradient(0deg, ${color} 0%, ${color} 100%)`;
  const address = profile.cardAddress;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      {ctx.kind === 'product' ? <ProductTag ctx={ctx} m={m} /> : null}
      {ctx.kind === 'political' ? <LeaderPanel ctx={ctx} m={m} /> : null}
      <div style={{ display: 'flex', position: 'relative', width, paddingTop: m.rise + edge + (story ? 26 : 16) }}>
        <Layer
          width={width}
          background={solid(palette.accent)}
          polygon={`0 ${m.rise}px, ${width}px 0, ${width}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          background={`linear-gradient(160deg, ${palette.primary} 0%, ${mix(palette.primary, '#000000', 0.3)} 100%)`}
          polygon={`0 ${m.rise + edge}px, ${width}px ${edge}px, ${width}px 100%, 0 100%`}
        />
        {/* A white hairline between the panels, then the accent panel over it. */}
        <Layer
          width={width}
          background={solid(WHITE)}
          polygon={`0 ${m.rise}px, ${m.panel + 10}px ${yAt(m.panel + 10)}px, ${m.panel + 10 - m.lean}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          background={`linear-gradient(180deg, ${palette.accent} 0%, ${mix(palette.accent, '#000000', 0.1)} 100%)`}
          polygon={`0 ${m.rise}px, ${m.panel}px ${yAt(m.panel)}px, ${m.panel - m.lean}px 100%, 0 100%`}
        />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            // Positioned, so it paints above the absolutely positioned layers (CSS order).
            position: 'relative',
            gap: story ? 16 : 12,
            width: m.panel - m.lean,
            padding: `0 10px ${bottomPad}px ${m.pad}px`,
          }}
        >
          <LogoMark
            src={ctx.assets.logo}
            name={profile.businessName}
            size={m.logo}
            shape="rounded"
            radius={22}
            background={palette.primary}
            color={palette.onPrimary}
            border={{ width: 5, color: WHITE }}
          />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <ScriptText
              text={profile.businessName}
              style={{
                width: leftWidth,
                fontSize: fitFontSize(profile.businessName, {
                  max: m.name[0],
                  min: m.name[1],
                  width: leftWidth,
                  lines: 2,
                  bold: true,
                }),
                fontWeight: 700,
                color: palette.onAccent,
                lineHeight: 1.18,
              }}
            />
            {profile.categoryName ? (
              <ScriptText
                text={profile.categoryName.toUpperCase()}
                style={{
                  width: leftWidth,
                  fontSize: Math.round(m.contact * 0.78),
                  fontWeight: 700,
                  letterSpacing: 2,
                  color: palette.onAccent,
                  opacity: 0.75,
                  lineHeight: 1.3,
                }}
              />
            ) : null}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            position: 'relative',
            gap: story ? 18 : 12,
            marginLeft: rightX - (m.panel - m.lean),
            padding: `0 ${m.pad}px ${bottomPad}px 0`,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: story ? 16 : 11, width: rightWidth }}>
              {items.map((item) => {
                const textWidth = rightWidth - iconBox - 14;
                return (
                  <div key={item.icon} style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
                    <SquareIcon name={item.icon} size={iconBox} color={palette.onPrimary} />
                    <ScriptText
                      text={item.text}
                      style={{
                        width: textWidth,
                        ...contactFont(item, m.contact, textWidth),
                        color: palette.onPrimary,
                        lineHeight: 1.28,
                      }}
                    />
                  </div>
                );
              })}
            </div>
            <QrTile qr={ctx.assets.qr} size={m.qr} dark={palette.primaryDeep} radius={10} />
          </div>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              paddingTop: story ? 14 : 10,
              borderTop: `2px solid ${rgba(palette.onPrimary, 0.25)}`,
            }}
          >
            <Icon name="link" size={Math.round(m.contact * 1.1)} color={readableOn(palette.accent, palette.primary)} />
            <div
              style={{
                display: 'flex',
                fontFamily: "'Noto Sans', 'Noto Sans Ext'",
                fontWeight: 700,
                color: palette.onPrimary,
                fontSize: fitFontSize(address, { max: m.contact, min: 14, width: rightWidth + m.qr - 10, bold: true }),
              }}
            >
              {address}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const frame3: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: 22 },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw,
};
