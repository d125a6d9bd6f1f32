// split-panel "Split panel": a footer cut in two like a business card: a deep brand panel
// with the logo and name, and a white panel with the contact rows and the QR, joined by an
// accent seam. A square post splits it side by side; a story stacks the brand panel over the
// white one. A pale brand base line. docs/product-rules.md#greetings-light-frames
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
  product: number;
  person: number;
}

function metrics(story: boolean): Metrics {
  return story
    ? { pad: 50, qr: 200, logo: 110, name: [50, 30], contact: 27, base: 56, baseFont: 23, product: 170, person: 220 }
    : { pad: 30, qr: 146, logo: 70, name: [30, 20], contact: 18, base: 40, baseFont: 17, product: 118, person: 176 };
}

interface Colors {
  deep: string;
  onDeep: string;
  soft: string;
  seam: string;
  panel: string;
  ink: string;
  icon: string;
  baseBg: string;
  baseInk: string;
}

function colorsOf(ctx: FrameContext): Colors {
  const { palette } = ctx;
  const deep = palette.primaryDeep;
  const baseBg = paleTint(palette.primary, 0.88);
  return {
    deep,
    onDeep: withContrast(WHITE, deep),
    soft: withContrast(mix(WHITE, palette.accent, 0.35), deep),
    seam: palette.accent,
    panel: WHITE,
    ink: withContrast(mix(deep, INK, 0.6), WHITE),
    icon: withContrast(palette.primary, WHITE, 3),
    baseBg,
    baseInk: withContrast(deep, baseBg),
  };
}

function Extras({ ctx, m, c }: { ctx: FrameContext; m: Metrics; c: Colors }) {
  const story = ctx.layout === 'STORY';
  const { profile } = ctx;
  if (ctx.kind === 'product' && profile.product) {
    return (
      <Lifted
        radius={20}
        depth={8}
        blur={18}
        opacity={0.2}
        outer={{ alignSelf: 'flex-end', margin: `0 ${m.pad}px 18px 0` }}
        style={{ borderTop: `5px solid ${c.seam}` }}
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
          radius={20}
        />
      </Lifted>
    );
  }
  if (ctx.kind === 'political' && profile.person) {
    const person = profile.person;
    const plateWidth = story ? 560 : 420;
    return (
      <div style={{ display: 'flex', alignItems: 'center', marginLeft: m.pad, marginBottom: story ? 20 : 14 }}>
        <Lifted radius={m.person / 2 + 7} depth={8} blur={16} opacity={0.22}>
          <Portrait
            src={ctx.assets.personPhoto}
            name={person.name}
            width={m.person}
            height={m.person}
            shape="circle"
            ring={story ? 8 : 6}
            ringColor={c.seam}
            fill={c.deep}
          />
        </Lifted>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            marginLeft: -20,
            padding: story ? '16px 28px 16px 42px' : '11px 22px 11px 34px',
            borderRadius: '0 16px 16px 0',
            backgroundColor: WHITE,
            borderBottom: `${story ? 6 : 5}px solid ${c.deep}`,
          }}
        >
          <LeaderLines
            name={person.name}
            designation={person.designation}
            width={plateWidth}
            nameSize={story ? 44 : 30}
            background={WHITE}
            nameColor={c.deep}
            color={c.ink}
          />
        </div>
      </div>
    );
  }
  return null;
}

function BrandBlock({
  ctx,
  m,
  c,
  width,
  center,
}: {
  ctx: FrameContext;
  m: Metrics;
  c: Colors;
  width: number;
  center: boolean;
}) {
  const { profile } = ctx;
  const textWidth = width - m.logo - 18;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: center ? 'center' : 'flex-start',
        gap: 18,
        width,
      }}
    >
      <LogoMark
        src={ctx.assets.logo}
        name={profile.businessName}
        size={m.logo}
        shape="rounded"
        radius={Math.round(m.logo * 0.24)}
        background={mix(c.deep, WHITE, 0.18)}
        color={c.onDeep}
        border={{ width: 3, color: WHITE }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: textWidth - 6 }}>
        <ScriptText
          text={profile.businessName}
          lines={center ? 2 : 3}
          style={{
            fontSize: fitFontSize(profile.businessName, {
              max: m.name[0],
              min: m.name[1],
              width: textWidth - 6,
              lines: center ? 2 : 3,
              bold: true,
            }),
            fontWeight: 700,
            color: c.onDeep,
            lineHeight: 1.2,
          }}
        />
        {profile.categoryName ? (
          <ScriptText
            text={profile.categoryName}
            lines={1}
            style={{
              fontSize: fitFontSize(profile.categoryName, {
                max: Math.round(m.contact * 0.95),
                min: Math.round(m.contact * 0.7),
                width: textWidth - 6,
              }),
              color: c.soft,
              lineHeight: 1.3,
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

function drawSquare(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(false);
  const c = colorsOf(ctx);
  const leftWidth = 400;
  const seam = 6;
  const rightWidth = width - leftWidth - seam;
  const infoWidth = rightWidth - 2 * m.pad - m.qr - 24;
  const items = contactItems(profile);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div style={{ display: 'flex', width, minHeight: m.qr + 36 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            width: leftWidth - m.pad - 16,
            padding: `18px 16px 18px ${m.pad}px`,
            backgroundImage: `linear-gradient(135deg, ${mix(c.deep, WHITE, 0.08)} 0%, ${c.deep} 100%)`,
          }}
        >
          <BrandBlock ctx={ctx} m={m} c={c} width={leftWidth - m.pad - 16} center={false} />
        </div>
        <div style={{ display: 'flex', width: seam, backgroundColor: c.seam }} />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 24,
            width: rightWidth - 2 * m.pad,
            padding: `18px ${m.pad}px`,
            backgroundColor: c.panel,
          }}
        >
          <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.ink} iconColor={c.icon} gap={7} />
          <QrTile
            qr={ctx.assets.qr}
            size={m.qr}
            dark={c.deep}
            radius={8}
            style={{ border: `2px solid ${paleTint(c.deep, 0.75)}` }}
          />
        </div>
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan for our digital card"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.baseBg}
        color={c.baseInk}
        iconColor={c.baseInk}
      />
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(true);
  const c = colorsOf(ctx);
  const inner = width - 2 * m.pad;
  const infoWidth = inner - m.qr - 40;
  const items = contactItems(profile, { email: true });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div
        style={{
          display: 'flex',
          width: inner,
          padding: `26px ${m.pad}px`,
          backgroundImage: `linear-gradient(135deg, ${mix(c.deep, WHITE, 0.08)} 0%, ${c.deep} 100%)`,
        }}
      >
        <BrandBlock ctx={ctx} m={m} c={c} width={inner} center />
      </div>
      <div style={{ display: 'flex', width, height: 7, backgroundColor: c.seam }} />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 40,
          width: inner,
          padding: `28px ${m.pad}px`,
          backgroundColor: c.panel,
        }}
      >
        <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.ink} iconColor={c.icon} gap={10} />
        <QrTile
          qr={ctx.assets.qr}
          size={m.qr}
          dark={c.deep}
          radius={10}
          style={{ border: `3px solid ${paleTint(c.deep, 0.75)}` }}
        />
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan for our digital card"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.baseBg}
        color={c.baseInk}
        iconColor={c.baseInk}
        center
      />
    </div>
  );
}

export const splitPanel: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: Math.round(m.logo * 0.24) },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person, height: m.person, shape: 'circle' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
