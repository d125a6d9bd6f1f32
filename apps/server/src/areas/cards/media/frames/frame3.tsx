// frame3 "Angled": a light footer whose top edge rises to the right under a thin second-colour
// stripe, with a slanted brand-colour panel at its left carrying the logo and the name, the
// contacts and the QR on the light part, and the card's address on one line under them. The
// story post turns it on its side: a slanted brand header with logo and name over a light
// panel of contacts and the QR, then a brand-colour base bar.
import { WHITE } from '../colors';
import { fitFontSize, ScriptText } from '../text';
import { BaseBar, ContactLines, crowded, LeaderStand, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, LogoMark, QrTile } from './parts';

interface Metrics {
  pad: number;
  rise: number;
  panel: number;
  lean: number;
  logo: number;
  qr: number;
  name: [number, number];
  contact: number;
  bar: number;
  barText: number;
  product: number;
  person: { width: number; height: number };
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 52,
        rise: 70,
        panel: 0,
        lean: 0,
        logo: 130,
        qr: 210,
        name: [50, 30],
        contact: 28,
        bar: 66,
        barText: 25,
        product: 220,
        person: { width: 290, height: 360 },
      }
    : {
        pad: 34,
        rise: 28,
        panel: 470,
        lean: 50,
        logo: 92,
        qr: 140,
        name: [34, 22],
        contact: 20,
        bar: 0,
        barText: 18,
        product: 140,
        person: { width: 200, height: 250 },
      };
}

/** An absolutely placed layer filling its parent, cut to `polygon` (x always in px: satori resolves a percentage x against the height). */
function Layer({ polygon, color, width }: { polygon: string; color: string; width: number }) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        left: 0,
        top: 0,
        width,
        height: '100%',
        backgroundImage: `linear-gradient(0deg, ${color} 0%, ${color} 100%)`,
        clipPath: `polygon(${polygon})`,
      }}
    />
  );
}

function Extras({ ctx, m, small }: { ctx: FrameContext; m: Metrics; small: boolean }) {
  const story = ctx.layout === 'STORY';
  const scale = small ? (story ? 0.6 : 0.7) : 1;
  const { band } = ctx.palette;
  if (ctx.kind === 'product') {
    return (
      <ProductCard
        ctx={ctx}
        image={Math.round(m.product * scale)}
        textWidth={story ? 420 : 330}
        nameSize={story ? 36 : 26}
        card={{ fill: WHITE, ink: band.ink, body: band.body }}
        style={{ alignSelf: 'flex-start', marginLeft: m.pad, marginBottom: story ? 24 : 14 }}
      />
    );
  }
  if (ctx.kind === 'political') {
    return (
      <LeaderStand
        ctx={ctx}
        photo={{ width: Math.round(m.person.width * scale), height: Math.round(m.person.height * scale) }}
        plateWidth={story ? 500 : 420}
        nameSize={story ? 44 : 30}
        style={{ alignSelf: 'flex-end', marginRight: m.pad, marginBottom: -Math.round(m.rise * 0.25) }}
      />
    );
  }
  return null;
}

function Name({
  ctx,
  width,
  size,
  color,
}: {
  ctx: FrameContext;
  width: number;
  size: [number, number];
  color: string;
}) {
  const { businessName, categoryName } = ctx.profile;
  const category = categoryName?.trim();
  const nameSize = fitFontSize(businessName, { max: size[0], min: size[1], width, lines: 2, bold: true });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, width }}>
      <ScriptText
        text={businessName}
        lines={nameSize <= size[1] ? 3 : 2}
        style={{ maxWidth: width, fontSize: nameSize, fontWeight: 700, color, lineHeight: 1.18 }}
      />
      {category ? (
        <ScriptText
          text={category.toUpperCase()}
          lines={1}
          style={{
            maxWidth: width,
            fontSize: fitFontSize(category, { max: Math.round(size[0] * 0.44), min: 13, width, bold: true }),
            fontWeight: 700,
            letterSpacing: 2,
            color,
            lineHeight: 1.3,
          }}
        />
      ) : null}
    </div>
  );
}

function drawSquare(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(false);
  const stripe = 5;
  const yAt = (x: number) => Math.round(m.rise * (1 - x / width));
  const nameWidth = m.panel - m.lean - m.pad - (m.logo + 8) - 14 - 10;
  const rightX = m.panel + 18;
  const rightWidth = width - rightX - m.pad - m.qr - 22;
  const items = contactItems(ctx.profile);
  // The name has two lines in the panel.
  const small = crowded(ctx, nameWidth * 2, m.name[1], m.contact);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div
        style={{ display: 'flex', position: 'relative', width, paddingTop: m.rise + stripe + 12, paddingBottom: 12 }}
      >
        <Layer
          width={width}
          color={band.highlight.fill}
          polygon={`0 ${m.rise}px, ${width}px 0, ${width}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          color={band.light}
          polygon={`0 ${m.rise + stripe}px, ${width}px ${stripe}px, ${width}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          color={band.solid.fill}
          polygon={`0 ${m.rise + stripe}px, ${m.panel}px ${yAt(m.panel) + stripe}px, ${m.panel - m.lean}px 100%, 0 100%`}
        />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            position: 'relative',
            gap: 14,
            width: m.panel - m.lean - m.pad - 10,
            paddingLeft: m.pad,
          }}
        >
          <LogoMark
            src={ctx.assets.logo}
            name={ctx.profile.businessName}
            size={m.logo}
            shape="rounded"
            radius={18}
            background={band.highlight.fill}
            color={band.highlight.text}
            border={{ width: 4, color: WHITE }}
          />
          <Name ctx={ctx} width={nameWidth} size={m.name} color={band.solid.text} />
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            position: 'relative',
            gap: 22,
            marginLeft: rightX - (m.panel - m.lean) + 10,
          }}
        >
          <ContactLines
            items={items}
            width={rightWidth}
            size={m.contact}
            color={band.body}
            iconColor={band.icon}
            gap={10}
          />
          <QrTile
            qr={ctx.assets.qr}
            size={m.qr}
            dark={band.ink}
            radius={10}
            style={{ border: `2px solid ${band.tint}` }}
          />
        </div>
      </div>
      <BaseBar
        ctx={ctx}
        width={width}
        height={38}
        fill={band.solid.fill}
        color={band.solid.text}
        iconColor={band.solid.text}
        size={m.barText}
      />
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(true);
  const stripe = 8;
  const inner = width - 2 * m.pad;
  const nameWidth = inner - m.logo - 12 - 28;
  const small = crowded(ctx, nameWidth, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: !small });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          position: 'relative',
          gap: 28,
          padding: `${m.rise + stripe + 26}px ${m.pad}px 30px ${m.pad}px`,
        }}
      >
        <Layer
          width={width}
          color={band.highlight.fill}
          polygon={`0 ${m.rise}px, ${width}px 0, ${width}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          color={band.solid.fill}
          polygon={`0 ${m.rise + stripe}px, ${width}px ${stripe}px, ${width}px 100%, 0 100%`}
        />
        <div style={{ display: 'flex', position: 'relative' }}>
          <LogoMark
            src={ctx.assets.logo}
            name={ctx.profile.businessName}
            size={m.logo}
            shape="rounded"
            radius={24}
            background={band.highlight.fill}
            color={band.highlight.text}
            border={{ width: 6, color: WHITE }}
          />
        </div>
        <div style={{ display: 'flex', position: 'relative' }}>
          <Name ctx={ctx} width={nameWidth} size={m.name} color={band.solid.text} />
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 36,
          padding: `36px ${m.pad}px 40px ${m.pad}px`,
          backgroundColor: band.light,
        }}
      >
        <ContactLines
          items={items}
          width={inner - m.qr - 36}
          size={m.contact}
          color={band.body}
          iconColor={band.icon}
          gap={16}
        />
        <QrTile
          qr={ctx.assets.qr}
          size={m.qr}
          dark={band.ink}
          radius={14}
          style={{ border: `2px solid ${band.tint}` }}
        />
      </div>
      <BaseBar
        ctx={ctx}
        width={width}
        height={m.bar}
        fill={band.tint}
        color={band.body}
        iconColor={band.icon}
        size={m.barText}
      />
    </div>
  );
}

export const frame3: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: layout === 'STORY' ? 24 : 18 },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
