// arch "Arch": a pale brand-tint footer with a white arch rising from its middle. On a square
// post the arch holds the QR between the name (left) and the contact rows (right); on a story
// it holds the logo and the name over a row of contacts and the QR. A deep brand base line;
// the leader stands in an arch-cut portrait. docs/product-rules.md#greetings-light-frames
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
  person: [number, number];
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 52,
        qr: 200,
        logo: 124,
        name: [48, 30],
        contact: 27,
        base: 58,
        baseFont: 23,
        rise: 70,
        product: 170,
        person: [210, 250],
      }
    : {
        pad: 32,
        qr: 146,
        logo: 72,
        name: [32, 21],
        contact: 18,
        base: 40,
        baseFont: 17,
        rise: 44,
        product: 118,
        person: [160, 196],
      };
}

interface Colors {
  panel: string;
  arch: string;
  line: string;
  title: string;
  ink: string;
  icon: string;
  deep: string;
  onDeep: string;
  accent: string;
}

function colorsOf(ctx: FrameContext): Colors {
  const { palette } = ctx;
  const panel = paleTint(palette.primary, 0.9);
  const deep = palette.primaryDeep;
  return {
    panel,
    arch: WHITE,
    line: mix(palette.primary, WHITE, 0.45),
    title: withContrast(deep, panel),
    ink: withContrast(mix(deep, INK, 0.6), panel),
    icon: withContrast(palette.primary, panel, 3),
    deep,
    onDeep: withContrast(WHITE, deep),
    accent: palette.accent,
  };
}

/** The white arch: a half-circle top on a box, edged in a brand line. */
function ArchShape({ width, c }: { width: number; c: Colors }) {
  const r = width / 2;
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        left: 0,
        top: 0,
        width,
        height: '100%',
        borderRadius: `${r}px ${r}px 0 0`,
        backgroundColor: c.line,
      }}
    >
      <div
        style={{
          display: 'flex',
          marginLeft: 4,
          marginTop: 4,
          width: width - 8,
          flexGrow: 1,
          borderRadius: `${r - 4}px ${r - 4}px 0 0`,
          backgroundColor: c.arch,
        }}
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
        radius={22}
        depth={8}
        blur={18}
        opacity={0.2}
        outer={{ alignSelf: 'flex-start', margin: `0 0 ${m.rise + 18}px ${m.pad}px` }}
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
          radius={22}
        />
      </Lifted>
    );
  }
  if (ctx.kind === 'political' && profile.person) {
    const person = profile.person;
    const [w, h] = m.person;
    const plateWidth = story ? 540 : 400;
    return (
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 0, marginLeft: m.pad, marginBottom: -2 }}>
        <Portrait
          src={ctx.assets.personPhoto}
          name={person.name}
          width={w}
          height={h}
          shape="arch"
          ring={story ? 8 : 6}
          ringColor={c.accent}
          fill={c.deep}
        />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            padding: story ? '16px 28px 16px 26px' : '10px 22px 10px 18px',
            marginBottom: m.rise + (story ? 20 : 12),
            borderRadius: '0 18px 18px 0',
            backgroundColor: c.deep,
          }}
        >
          <LeaderLines
            name={person.name}
            designation={person.designation}
            width={plateWidth}
            nameSize={story ? 44 : 30}
            background={c.deep}
            nameColor={c.onDeep}
            color={mix(c.onDeep, c.deep, 0.15)}
          />
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
  const archWidth = m.qr + 2 * 22;
  const side = (width - archWidth) / 2 - m.pad - 26;
  const items = contactItems(profile);
  const nameSize = fitFontSize(profile.businessName, {
    max: m.name[0],
    min: m.name[1],
    width: side - m.logo - 14,
    lines: 2,
    bold: true,
  });
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
            width,
            height: 4,
            backgroundColor: c.line,
          }}
        />
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            top: m.rise + 4,
            bottom: 0,
            width,
            backgroundColor: c.panel,
          }}
        />
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: (width - archWidth) / 2,
            top: 0,
            bottom: 0,
            width: archWidth,
          }}
        >
          <ArchShape width={archWidth} c={c} />
        </div>
        <div
          style={{
            display: 'flex',
            position: 'relative',
            alignItems: 'center',
            width: width - 2 * m.pad,
            padding: `16px ${m.pad}px 18px ${m.pad}px`,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 14, width: side }}>
            <LogoMark
              src={ctx.assets.logo}
              name={profile.businessName}
              size={m.logo}
              shape="circle"
              background={c.deep}
              color={c.onDeep}
              border={{ width: 3, color: WHITE }}
            />
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width: side - m.logo - 6 - 14 }}>
              <ScriptText
                text={profile.businessName}
                lines={2}
                style={{ fontSize: nameSize, fontWeight: 700, color: c.title, lineHeight: 1.2 }}
              />
              {profile.categoryName ? (
                <ScriptText
                  text={profile.categoryName}
                  lines={1}
                  style={{
                    fontSize: fitFontSize(profile.categoryName, {
                      max: 17,
                      min: 13,
                      width: side - m.logo - 20,
                    }),
                    color: c.ink,
                    lineHeight: 1.3,
                  }}
                />
              ) : null}
            </div>
          </div>
          <div style={{ display: 'flex', justifyContent: 'center', width: archWidth + 52, marginTop: -m.rise + 4 }}>
            <QrTile qr={ctx.assets.qr} size={m.qr} dark={c.deep} radius={8} />
          </div>
          <ContactBlock items={items} width={side} size={m.contact} color={c.ink} iconColor={c.icon} gap={7} />
        </div>
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan the code to save our number"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.deep}
        color={c.onDeep}
        iconColor={withContrast(c.accent, c.deep, 3)}
        center
      />
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(true);
  const c = colorsOf(ctx);
  const archWidth = 620;
  const items = contactItems(profile, { email: true });
  const nameWidth = archWidth - 100;
  const infoWidth = width - 2 * m.pad - m.qr - 40;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', position: 'relative', width }}>
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            top: m.rise + 120,
            bottom: 0,
            width,
            backgroundColor: c.panel,
            borderTop: `5px solid ${c.line}`,
          }}
        />
        <div
          style={{
            display: 'flex',
            position: 'relative',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 12,
            width: nameWidth,
            padding: '40px 50px 26px 50px',
          }}
        >
          <ArchShape width={archWidth} c={c} />
          {/* Positioned, so it paints above the arch (CSS order). */}
          <div
            style={{ display: 'flex', position: 'relative', flexDirection: 'column', alignItems: 'center', gap: 12 }}
          >
            <LogoMark
              src={ctx.assets.logo}
              name={profile.businessName}
              size={m.logo}
              shape="circle"
              background={c.deep}
              color={c.onDeep}
              border={{ width: 4, color: c.line }}
            />
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
                color: withContrast(c.deep, c.arch),
                lineHeight: 1.2,
                textAlign: 'center',
              }}
            />
            {profile.categoryName ? (
              <ScriptText
                text={profile.categoryName}
                lines={1}
                style={{
                  maxWidth: nameWidth,
                  fontSize: fitFontSize(profile.categoryName, { max: 25, min: 18, width: nameWidth }),
                  color: withContrast(mix(c.deep, INK, 0.6), c.arch),
                  lineHeight: 1.3,
                  textAlign: 'center',
                }}
              />
            ) : null}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            position: 'relative',
            alignItems: 'center',
            gap: 40,
            width: width - 2 * m.pad,
            padding: `26px ${m.pad}px 30px ${m.pad}px`,
          }}
        >
          <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.ink} iconColor={c.icon} gap={10} />
          <QrTile qr={ctx.assets.qr} size={m.qr} dark={c.deep} radius={12} />
        </div>
      </div>
      <BaseLine
        address={profile.cardAddress}
        hint="Scan the code to save our number"
        width={width}
        height={m.base}
        size={m.baseFont}
        background={c.deep}
        color={c.onDeep}
        iconColor={withContrast(c.accent, c.deep, 3)}
        center
      />
    </div>
  );
}

export const arch: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 15 },
      person: { width: m.person[0], height: m.person[1], shape: 'arch' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
