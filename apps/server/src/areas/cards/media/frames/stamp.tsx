// stamp "Stamp": a slim white strip along the bottom with the name in brand ink and the
// contact rows; the QR on a scalloped postage stamp rising out of it at the right, the logo
// in a round postmark at the left, and a deep brand base line. A story puts the postmark and
// the name over the strip, centred. docs/product-rules.md#greetings-light-frames
import type { ReactNode } from 'react';
import { INK, mix, WHITE, withContrast } from '../colors';
import { fitFontSize, ScriptText } from '../text';
import { BaseLine, contactItems, type FrameContext, type FrameDesign, Lifted, LogoMark, QrTile } from './parts';
import { ContactBlock, LeaderLines, Portrait, ProductCard, paleTint } from './poster-kit';

interface Metrics {
  pad: number;
  qr: number;
  logo: number;
  name: [number, number];
  contact: number;
  base: number;
  baseFont: number;
  rise: number;
  product: number;
  person: number;
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 50,
        qr: 196,
        logo: 116,
        name: [48, 30],
        contact: 27,
        base: 56,
        baseFont: 23,
        rise: 60,
        product: 170,
        person: 220,
      }
    : {
        pad: 32,
        qr: 142,
        logo: 82,
        name: [32, 21],
        contact: 18,
        base: 40,
        baseFont: 17,
        rise: 40,
        product: 118,
        person: 176,
      };
}

interface Colors {
  deep: string;
  onDeep: string;
  title: string;
  ink: string;
  icon: string;
  ring: string;
  stampEdge: string;
}

function colorsOf(ctx: FrameContext): Colors {
  const { palette } = ctx;
  const deep = palette.primaryDeep;
  return {
    deep,
    onDeep: withContrast(WHITE, deep),
    title: withContrast(deep, WHITE),
    ink: withContrast(mix(deep, INK, 0.6), WHITE),
    icon: withContrast(palette.primary, WHITE, 3),
    ring: palette.accent,
    stampEdge: mix(palette.primary, WHITE, 0.55),
  };
}

/** A white tile with a scalloped (perforated) edge, like a postage stamp, and a brand inner line. */
function Stamp({ size, c, children }: { size: number; c: Colors; children: ReactNode }) {
  const hole = 7;
  const step = 20;
  const count = Math.floor(size / step);
  const offset = (size - (count - 1) * step) / 2;
  const dots: ReactNode[] = [];
  for (let i = 0; i < count; i++) {
    const at = offset + i * step - hole;
    for (const [left, top] of [
      [at, -hole],
      [at, size - hole],
      [-hole, at],
      [size - hole, at],
    ] as const) {
      dots.push(
        <div
          key={`${left}:${top}`}
          style={{
            display: 'flex',
            position: 'absolute',
            left,
            top,
            width: 2 * hole,
            height: 2 * hole,
            borderRadius: hole,
            backgroundColor: WHITE,
          }}
        />,
      );
    }
  }
  return (
    <div style={{ display: 'flex', position: 'relative', width: size, height: size, backgroundColor: WHITE }}>
      {dots}
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          left: 8,
          top: 8,
          width: size - 16 - 4,
          height: size - 16 - 4,
          border: `2px solid ${c.stampEdge}`,
        }}
      />
      <div
        style={{
          display: 'flex',
          position: 'relative',
          alignItems: 'center',
          justifyContent: 'center',
          width: size,
          height: size,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** The logo in a round postmark: a brand ring, a white gap and an accent ring. */
function Postmark({ ctx, m, c }: { ctx: FrameContext; m: Metrics; c: Colors }) {
  return (
    <div
      style={{
        display: 'flex',
        padding: 4,
        borderRadius: m.logo,
        backgroundColor: c.ring,
        flexShrink: 0,
      }}
    >
      <LogoMark
        src={ctx.assets.logo}
        name={ctx.profile.businessName}
        size={m.logo}
        shape="circle"
        background={c.deep}
        color={c.onDeep}
        border={{ width: 5, color: WHITE }}
      />
    </div>
  );
}

function Extras({ ctx, m, c }: { ctx: FrameContext; m: Metrics; c: Colors }) {
  const story = ctx.layout === 'STORY';
  const { profile } = ctx;
  if (ctx.kind === 'product' && profile.product) {
    return (
      <Lifted
        radius={18}
        depth={8}
        blur={18}
        opacity={0.2}
        outer={{ alignSelf: 'flex-start', margin: `0 0 ${story ? 24 : 16}px ${m.pad}px` }}
      >
        <ProductCard
          name={profile.product.name}
          pricePaise={profile.product.pricePaise}
          image={ctx.assets.productImage}
          imageSize={m.product}
          textWidth={story ? 420 : 290}
          nameSize={story ? 32 : 23}
          background={WHITE}
          ink={c.deep}
          priceBackground={c.deep}
          radius={18}
        />
      </Lifted>
    );
  }
  if (ctx.kind === 'political' && profile.person) {
    const person = profile.person;
    const plateWidth = story ? 560 : 420;
    return (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          marginLeft: m.pad,
          marginBottom: story ? 24 : 16,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: story ? 20 : 14 }}>
          <Portrait
            src={ctx.assets.personPhoto}
            name={person.name}
            width={m.person}
            height={m.person}
            shape="circle"
            ring={story ? 7 : 5}
            ringColor={WHITE}
            fill={c.deep}
          />
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              padding: story ? '14px 26px' : '10px 20px',
              borderRadius: 12,
              backgroundColor: c.deep,
              borderLeft: `${story ? 8 : 6}px solid ${c.ring}`,
            }}
          >
            <LeaderLines
              name={person.name}
              designation={person.designation}
              width={plateWidth}
              nameSize={story ? 44 : 30}
              background={c.deep}
              nameColor={c.onDeep}
              color={mix(c.onDeep, c.deep, 0.12)}
            />
          </div>
        </div>
      </div>
    );
  }
  return null;
}

function drawSquare(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(false);
  const c = colorsOf(ctx);
  const stamp = m.qr + 36;
  const logoBox = m.logo + 18;
  const infoWidth = width - 2 * m.pad - logoBox - 20 - stamp - 28;
  const items = contactItems(profile);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div style={{ display: 'flex', position: 'relative', width, paddingTop: m.rise }}>
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            top: m.rise,
            bottom: 0,
            width,
            backgroundColor: WHITE,
            borderTop: `4px solid ${c.ring}`,
          }}
        />
        <div
          style={{
            display: 'flex',
            position: 'relative',
            alignItems: 'flex-start',
            gap: 20,
            width: width - 2 * m.pad,
            padding: `0 ${m.pad}px 16px ${m.pad}px`,
          }}
        >
          <div style={{ display: 'flex', marginTop: -m.rise + 8 }}>
            <Postmark ctx={ctx} m={m} c={c} />
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: infoWidth, paddingTop: 16 }}>
            <ScriptText
              text={profile.businessName}
              lines={2}
              style={{
                fontSize: fitFontSize(profile.businessName, {
                  max: m.name[0],
                  min: m.name[1],
                  width: infoWidth,
                  lines: 2,
                  bold: true,
                }),
                fontWeight: 700,
                color: c.title,
                lineHeight: 1.2,
              }}
            />
            <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.ink} iconColor={c.icon} gap={6} />
          </div>
          <div style={{ display: 'flex', marginTop: -m.rise, marginLeft: 8 }}>
            <Lifted radius={0} depth={6} blur={14} opacity={0.16}>
              <Stamp size={stamp} c={c}>
                <QrTile qr={ctx.assets.qr} size={m.qr} dark={c.deep} radius={0} />
              </Stamp>
            </Lifted>
          </div>
        </div>
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan the stamp for our digital card"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.deep}
        color={c.onDeep}
        iconColor={withContrast(c.ring, c.deep, 3)}
      />
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(true);
  const c = colorsOf(ctx);
  const stamp = m.qr + 44;
  const inner = width - 2 * m.pad;
  const infoWidth = inner - stamp - 40;
  const items = contactItems(profile, { email: true });
  const nameWidth = inner - 60;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', position: 'relative', width }}>
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            top: m.logo / 2 + 8,
            bottom: 0,
            width,
            backgroundColor: WHITE,
            borderTop: `5px solid ${c.ring}`,
          }}
        />
        <div style={{ display: 'flex', position: 'relative' }}>
          <Postmark ctx={ctx} m={m} c={c} />
        </div>
        <div
          style={{ display: 'flex', position: 'relative', marginTop: 14, width: nameWidth, justifyContent: 'center' }}
        >
          <ScriptText
            text={profile.businessName}
            lines={2}
            style={{
              maxWidth: nameWidth,
              fontSize: fitFontSize(profile.businessName, {
                max: m.name[0],
                min: m.name[1],
                width: nameWidth,
                lines: 2,
                bold: true,
              }),
              fontWeight: 700,
              color: c.title,
              lineHeight: 1.2,
              textAlign: 'center',
            }}
          />
        </div>
        <div
          style={{
            display: 'flex',
            position: 'relative',
            alignItems: 'center',
            gap: 40,
            width: inner,
            padding: `22px ${m.pad}px 34px ${m.pad}px`,
          }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: infoWidth }}>
            {profile.categoryName ? (
              <ScriptText
                text={profile.categoryName}
                lines={1}
                style={{
                  fontSize: fitFontSize(profile.categoryName, { max: 26, min: 18, width: infoWidth }),
                  fontWeight: 700,
                  color: withContrast(paleTint(c.deep, 0.2), WHITE),
                  lineHeight: 1.3,
                }}
              />
            ) : null}
            <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.ink} iconColor={c.icon} gap={10} />
          </div>
          <Lifted radius={0} depth={6} blur={14} opacity={0.16}>
            <Stamp size={stamp} c={c}>
              <QrTile qr={ctx.assets.qr} size={m.qr} dark={c.deep} radius={0} />
            </Stamp>
          </Lifted>
        </div>
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan the stamp for our digital card"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.deep}
        color={c.onDeep}
        iconColor={withContrast(c.ring, c.deep, 3)}
        center
      />
    </div>
  );
}

export const stamp: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 13 },
      person: { width: m.person, height: m.person, shape: 'circle' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
