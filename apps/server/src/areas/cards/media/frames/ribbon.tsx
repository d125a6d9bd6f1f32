// ribbon "Ribbon": a slim white footer whose top edge carries the business name on a
// brand-colour ribbon with a swallowtail end, the logo in a white ring at its start, the
// QR in a white tab rising at the right, contact rows in brand-tinted ink and a pale
// brand base line. STORY centres the ribbon under the logo over a taller panel.
// docs/product-rules.md#greetings-light-frames
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
    ? { pad: 48, qr: 210, logo: 132, name: [50, 30], contact: 27, base: 60, baseFont: 24, product: 170, person: 210 }
    : { pad: 34, qr: 150, logo: 84, name: [34, 22], contact: 19, base: 42, baseFont: 18, product: 120, person: 190 };
}

interface Colors {
  deep: string;
  onDeep: string;
  panel: string;
  ink: string;
  icon: string;
  accent: string;
  baseBg: string;
  baseInk: string;
}

function colorsOf(ctx: FrameContext): Colors {
  const { palette } = ctx;
  const deep = palette.primaryDeep;
  const panel = WHITE;
  const baseBg = paleTint(palette.primary, 0.86);
  return {
    deep,
    onDeep: withContrast(WHITE, deep),
    panel,
    ink: withContrast(mix(deep, INK, 0.55), panel),
    icon: withContrast(palette.primary, panel, 3),
    accent: palette.accent,
    baseBg,
    baseInk: withContrast(deep, baseBg),
  };
}

/** The name on a ribbon whose right (or both, when centred) end is cut into a swallowtail. */
function NameRibbon({
  ctx,
  m,
  c,
  width,
  centred,
}: {
  ctx: FrameContext;
  m: Metrics;
  c: Colors;
  width: number;
  centred: boolean;
}) {
  const { profile } = ctx;
  const tail = centred ? 34 : 28;
  const logoBox = centred ? 0 : m.logo + 8;
  const textWidth = width - logoBox - 2 * tail - (centred ? 2 * tail : 24);
  const size = fitFontSize(profile.businessName, {
    max: m.name[0],
    min: m.name[1],
    width: textWidth,
    lines: 2,
    bold: true,
  });
  const left = centred ? `0 0, ${width}px 0, ${width - tail}px 50%, ${width}px 100%, 0 100%, ${tail}px 50%` : '';
  const clip = centred ? left : `0 0, ${width}px 0, ${width - tail}px 50%, ${width}px 100%, 0 100%`;
  return (
    <div style={{ display: 'flex', position: 'relative', width, alignItems: 'center' }}>
      {/* The ribbon's shape behind its text; the text is positioned, so it paints above (CSS order). */}
      <div style={{ display: 'flex', position: 'absolute', left: 0, top: 0, width, height: '100%' }}>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            width,
            height: '100%',
            backgroundImage: `linear-gradient(90deg, ${c.deep} 0%, ${mix(c.deep, WHITE, 0.1)} 100%)`,
            clipPath: `polygon(${clip})`,
          }}
        >
          <div style={{ display: 'flex', width, height: centred ? 6 : 5, backgroundColor: c.accent }} />
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          position: 'relative',
          alignItems: 'center',
          justifyContent: centred ? 'center' : 'flex-start',
          gap: 16,
          width: width - (centred ? 4 * tail : 2 * tail + m.pad),
          padding: centred ? `14px ${2 * tail}px 18px ${2 * tail}px` : `10px ${2 * tail}px 13px ${m.pad}px`,
        }}
      >
        <ScriptText
          text={profile.businessName}
          lines={2}
          style={{
            maxWidth: textWidth,
            fontSize: size,
            fontWeight: 700,
            color: c.onDeep,
            lineHeight: 1.22,
            textAlign: centred ? 'center' : 'left',
          }}
        />
      </div>
    </div>
  );
}

function Extras({ ctx, m, c }: { ctx: FrameContext; m: Metrics; c: Colors }) {
  const story = ctx.layout === 'STORY';
  const { profile, palette } = ctx;
  if (ctx.kind === 'product' && profile.product) {
    return (
      <Lifted
        radius={24}
        depth={8}
        blur={18}
        opacity={0.2}
        outer={{ alignSelf: 'flex-end', margin: `0 ${m.pad}px 22px 0` }}
      >
        <ProductCard
          name={profile.product.name}
          pricePaise={profile.product.pricePaise}
          image={ctx.assets.productImage}
          imageSize={m.product}
          textWidth={story ? 420 : 300}
          nameSize={story ? 34 : 24}
          background={WHITE}
          ink={c.deep}
          priceBackground={c.deep}
          radius={24}
        />
      </Lifted>
    );
  }
  if (ctx.kind === 'political' && profile.person) {
    const person = profile.person;
    const plateWidth = story ? 560 : 430;
    return (
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: story ? 22 : 16,
          margin: `0 0 ${story ? 22 : 16}px ${m.pad}px`,
        }}
      >
        <Lifted radius={m.person / 2 + 8} depth={8} blur={18} opacity={0.22}>
          <Portrait
            src={ctx.assets.personPhoto}
            name={person.name}
            width={m.person}
            height={m.person}
            shape="circle"
            ring={8}
            ringColor={WHITE}
            fill={palette.primaryDeep}
          />
        </Lifted>
        <Lifted
          radius={20}
          depth={6}
          blur={14}
          opacity={0.18}
          outer={{ marginBottom: story ? 24 : 12 }}
          style={{
            flexDirection: 'column',
            padding: story ? '18px 26px' : '12px 20px',
            backgroundColor: WHITE,
            borderLeft: `${story ? 8 : 6}px solid ${c.accent}`,
          }}
        >
          <LeaderLines
            name={person.name}
            designation={person.designation}
            width={plateWidth}
            nameSize={story ? 46 : 32}
            background={WHITE}
            nameColor={c.deep}
            color={c.ink}
          />
        </Lifted>
      </div>
    );
  }
  return null;
}

function drawSquare(ctx: FrameContext) {
  const { profile, width, height } = ctx;
  const m = metrics(false);
  const c = colorsOf(ctx);
  const qrCol = m.qr + 2 * 18;
  const leftWidth = width - qrCol - m.pad;
  const ribbonWidth = leftWidth - 10;
  const items = contactItems(profile);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} c={c} />
      <div style={{ display: 'flex', position: 'relative', width }}>
        {/* The white panel from the ribbon's middle down, and the QR's tab from the top. */}
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            right: 0,
            top: 34,
            bottom: 0,
            backgroundColor: c.panel,
          }}
        />
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            right: m.pad - 18,
            top: 0,
            bottom: 0,
            width: qrCol,
            borderRadius: '22px 22px 0 0',
            backgroundColor: c.panel,
          }}
        />
        <div style={{ display: 'flex', position: 'relative', flexDirection: 'column', width: leftWidth }}>
          <div style={{ display: 'flex', position: 'relative', alignItems: 'center' }}>
            <NameRibbon ctx={ctx} m={m} c={c} width={ribbonWidth} centred={false} />
          </div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 18, padding: `14px 0 16px ${m.pad}px` }}>
            <LogoMark
              src={ctx.assets.logo}
              name={profile.businessName}
              size={m.logo}
              shape="circle"
              background={c.deep}
              color={c.onDeep}
              border={{ width: 3, color: paleTint(c.deep, 0.7) }}
            />
            <ContactBlock
              items={items}
              width={leftWidth - m.pad - m.logo - 6 - 18 - 16}
              size={m.contact}
              color={c.ink}
              iconColor={c.icon}
              gap={6}
            />
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            position: 'relative',
            alignItems: 'center',
            justifyContent: 'center',
            width: qrCol,
            padding: '18px 0',
          }}
        >
          <QrTile qr={ctx.assets.qr} size={m.qr} dark={c.deep} radius={0} />
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
  const items = contactItems(profile, { email: true });
  const ribbonWidth = width - 2 * 40;
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
            right: 0,
            top: m.logo * 0.55,
            bottom: 0,
            backgroundColor: c.panel,
          }}
        />
        <LogoMark
          src={ctx.assets.logo}
          name={profile.businessName}
          size={m.logo}
          shape="circle"
          background={c.deep}
          color={c.onDeep}
          border={{ width: 8, color: WHITE }}
          style={{ position: 'relative' }}
        />
        <div style={{ display: 'flex', position: 'relative', marginTop: 16 }}>
          <NameRibbon ctx={ctx} m={m} c={c} width={ribbonWidth} centred />
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
          <div style={{ display: 'flex', flexDirection: 'column', gap: 14, width: infoWidth }}>
            {profile.categoryName ? (
              <ScriptText
                text={profile.categoryName}
                lines={2}
                style={{
                  maxWidth: infoWidth,
                  fontSize: fitFontSize(profile.categoryName, { max: 30, min: 22, width: infoWidth, lines: 2 }),
                  fontWeight: 700,
                  color: c.icon === c.ink ? c.ink : withContrast(c.deep, c.panel),
                  lineHeight: 1.3,
                }}
              />
            ) : null}
            <ContactBlock items={items} width={infoWidth} size={m.contact} color={c.ink} iconColor={c.icon} gap={10} />
          </div>
          <QrTile
            qr={ctx.assets.qr}
            size={m.qr}
            dark={c.deep}
            radius={0}
            style={{ border: `3px solid ${paleTint(c.deep, 0.6)}` }}
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
        center
      />
    </div>
  );
}

export const ribbon: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 17 },
      person: { width: m.person, height: m.person, shape: 'circle' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
