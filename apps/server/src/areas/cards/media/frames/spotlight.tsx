// spotlight "Spotlight": an evening footer in the brand's deepest shade with a soft pool of
// brand light behind the logo, the name in white, contact rows in a light tint, the QR at
// the right and an accent hairline on top. The leader and the product stand in their own
// pool of light above it. A story centres the logo and name in the light.
// docs/product-rules.md#greetings-light-frames
import { mix, WHITE, withContrast } from '../colors';
import { fitFontSize, ScriptText } from '../text';
import { BaseLine, contactItems, type FrameContext, type FrameDesign, Lifted, LogoMark, QrTile } from './parts';
import { ContactBlock, LeaderLines, Portrait, ProductCard } from './poster-kit';

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
    ? { pad: 50, qr: 196, logo: 120, name: [50, 30], contact: 27, base: 54, baseFont: 23, product: 170, person: 220 }
    : { pad: 32, qr: 142, logo: 86, name: [32, 21], contact: 18, base: 38, baseFont: 17, product: 118, person: 180 };
}

interface Colors {
  night: string;
  glow: string;
  text: string;
  soft: string;
  icon: string;
  accent: string;
  base: string;
  baseInk: string;
}

function colorsOf(ctx: FrameContext): Colors {
  const { palette } = ctx;
  const night = mix(palette.primaryDeep, '#000000', 0.45);
  const glow = mix(palette.primary, night, 0.35);
  const base = mix(night, '#000000', 0.35);
  // Text sits over the glow's brightest part as well as the night: read on both.
  const onBoth = (color: string) => withContrast(withContrast(color, glow), night);
  return {
    night,
    glow,
    text: onBoth(WHITE),
    soft: onBoth(mix(WHITE, palette.primary, 0.18)),
    icon: withContrast(palette.accent, night, 3),
    accent: palette.accent,
    base,
    baseInk: withContrast(mix(WHITE, palette.accent, 0.3), base),
  };
}

const pool = (c: Colors, at: string) =>
  `radial-gradient(circle at ${at}, ${c.glow} 0%, ${mix(c.glow, c.night, 0.5)} 35%, ${c.night} 75%)`;

function Extras({ ctx, m, c }: { ctx: FrameContext; m: Metrics; c: Colors }) {
  const story = ctx.layout === 'STORY';
  const { profile } = ctx;
  if (ctx.kind === 'product' && profile.product) {
    return (
      <Lifted
        radius={20}
        depth={8}
        blur={18}
        opacity={0.25}
        outer={{ alignSelf: 'flex-end', margin: `0 ${m.pad}px ${story ? 24 : 16}px 0` }}
        style={{ padding: 4, backgroundImage: `linear-gradient(135deg, ${c.accent} 0%, ${c.glow} 100%)` }}
      >
        <ProductCard
          name={profile.product.name}
          pricePaise={profile.product.pricePaise}
          image={ctx.assets.productImage}
          imageSize={m.product}
          textWidth={story ? 420 : 290}
          nameSize={story ? 32 : 23}
          background={c.night}
          ink={WHITE}
          priceBackground={c.accent}
          radius={17}
        />
      </Lifted>
    );
  }
  if (ctx.kind === 'political' && profile.person) {
    const person = profile.person;
    const plateWidth = story ? 540 : 420;
    return (
      <div style={{ display: 'flex', alignItems: 'center', marginLeft: m.pad, marginBottom: story ? 24 : 16 }}>
        <div
          style={{
            display: 'flex',
            padding: story ? 10 : 7,
            borderRadius: m.person,
            backgroundImage: `radial-gradient(circle, ${c.accent} 60%, ${mix(c.accent, c.glow, 0.6)} 100%)`,
          }}
        >
          <Portrait
            src={ctx.assets.personPhoto}
            name={person.name}
            width={m.person}
            height={m.person}
            shape="circle"
            ring={story ? 5 : 4}
            ringColor={c.night}
            fill={c.glow}
          />
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            marginLeft: story ? 18 : 14,
            padding: story ? '16px 28px' : '11px 22px',
            borderRadius: 14,
            backgroundColor: c.night,
            borderBottom: `${story ? 5 : 4}px solid ${c.accent}`,
          }}
        >
          <LeaderLines
            name={person.name}
            designation={person.designation}
            width={plateWidth}
            nameSize={story ? 44 : 30}
            background={c.night}
            nameColor={WHITE}
            color={c.soft}
          />
        </div>
      </div>
    );
  }
  return null;
}

function Name({
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
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', alignItems: center ? 'center' : 'flex-start', gap: 4, width }}
    >
      <ScriptText
        text={profile.businessName}
        lines={2}
        style={{
          maxWidth: width,
          fontSize: fitFontSize(profile.businessName, { max: m.name[0], min: m.name[1], width, lines: 2, bold: true }),
          fontWeight: 700,
          color: c.text,
          lineHeight: 1.2,
          textAlign: center ? 'center' : 'left',
        }}
      />
      {profile.categoryName ? (
        <ScriptText
          text={profile.categoryName}
          lines={1}
          style={{
            maxWidth: width,
            fontSize: fitFontSize(profile.categoryName, {
              max: Math.round(m.contact * 0.95),
              min: Math.round(m.contact * 0.7),
              width,
            }),
            color: c.soft,
            letterSpacing: 1,
            lineHeight: 1.3,
          }}
        />
      ) : null}
    </div>
  );
}

function drawSquare(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(false);
  const c = colorsOf(ctx);
  const logoBox = m.logo + 8;
  const infoWidth = width - 2 * m.pad - logoBox - 22 - m.qr - 26;
  const items = contactItems(profile);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div style={{ display: 'flex', width, height: 3, backgroundColor: c.accent }} />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 22,
          width: width - 2 * m.pad,
          padding: `18px ${m.pad}px`,
          backgroundImage: pool(c, `${m.pad + logoBox / 2}px 50%`),
        }}
      >
        <LogoMark
          src={ctx.assets.logo}
          name={profile.businessName}
          size={m.logo}
          shape="circle"
          background={c.glow}
          color={withContrast(WHITE, c.glow)}
          border={{ width: 4, color: c.accent }}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10, width: infoWidth }}>
          <Name ctx={ctx} m={m} c={c} width={infoWidth} center={false} />
          <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.soft} iconColor={c.icon} gap={6} />
        </div>
        <QrTile qr={ctx.assets.qr} size={m.qr} dark={ctx.palette.primaryDeep} radius={10} />
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan for our digital card"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.base}
        color={c.baseInk}
        iconColor={c.icon}
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
      <div style={{ display: 'flex', width, height: 4, backgroundColor: c.accent }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 14,
          width: inner,
          padding: `30px ${m.pad}px 34px ${m.pad}px`,
          backgroundImage: pool(c, `${width / 2}px 90px`),
        }}
      >
        <LogoMark
          src={ctx.assets.logo}
          name={profile.businessName}
          size={m.logo}
          shape="circle"
          background={c.glow}
          color={withContrast(WHITE, c.glow)}
          border={{ width: 5, color: c.accent }}
        />
        <Name ctx={ctx} m={m} c={c} width={inner - 80} center />
        <div style={{ display: 'flex', alignItems: 'center', gap: 40, width: inner, marginTop: 14 }}>
          <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.soft} iconColor={c.icon} gap={10} />
          <QrTile qr={ctx.assets.qr} size={m.qr} dark={ctx.palette.primaryDeep} radius={12} />
        </div>
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan for our digital card"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.base}
        color={c.baseInk}
        iconColor={c.icon}
        center
      />
    </div>
  );
}

export const spotlight: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 12 },
      person: { width: m.person, height: m.person, shape: 'circle' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
