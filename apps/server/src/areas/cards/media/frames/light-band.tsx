// light-band "Light band": a white band under a brand-colour hairline, made for photographs:
// the square post centres the name, trade and contacts between the logo tile and the QR
// tile; the story post sets the name large beside the logo, then the contacts beside the QR.
// A pale tinted base bar carries the card's address on one line.
import { WHITE } from '../colors';
import { BaseBar, ContactLines, crowded, LeaderStand, NameBlock, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, LogoMark, QrTile } from './parts';

interface Metrics {
  pad: number;
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
        pad: 56,
        logo: 150,
        qr: 210,
        name: [62, 34],
        contact: 28,
        bar: 64,
        barText: 24,
        product: 220,
        person: { width: 300, height: 370 },
      }
    : {
        pad: 32,
        logo: 104,
        qr: 140,
        name: [38, 24],
        contact: 19,
        bar: 40,
        barText: 17,
        product: 140,
        person: { width: 200, height: 250 },
      };
}

function Extras({ ctx, m, small }: { ctx: FrameContext; m: Metrics; small: boolean }) {
  const story = ctx.layout === 'STORY';
  const scale = small ? (story ? 0.62 : 0.72) : 1;
  const { band } = ctx.palette;
  if (ctx.kind === 'product') {
    return (
      <ProductCard
        ctx={ctx}
        image={Math.round(m.product * scale)}
        textWidth={story ? 420 : 330}
        nameSize={story ? 36 : 26}
        card={{ fill: WHITE, ink: band.ink, body: band.body }}
        style={{ alignSelf: 'flex-start', marginLeft: m.pad, marginBottom: story ? 28 : 18 }}
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
        style={{ alignSelf: 'flex-end', marginRight: m.pad }}
      />
    );
  }
  return null;
}

function Logo({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const { band } = ctx.palette;
  return (
    <LogoMark
      src={ctx.assets.logo}
      name={ctx.profile.businessName}
      size={m.logo}
      shape="rounded"
      radius={Math.round(m.logo * 0.2)}
      background={band.solid.fill}
      color={band.solid.text}
      style={{ border: `2px solid ${band.tint}` }}
    />
  );
}

function drawSquare(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(false);
  const infoWidth = width - 2 * m.pad - (m.logo + 4) - m.qr - 4 - 2 * 28;
  const items = contactItems(ctx.profile);
  const small = crowded(ctx, infoWidth, m.name[1], m.contact);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div style={{ display: 'flex', height: 4, backgroundColor: band.solid.fill }} />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 28,
          padding: `16px ${m.pad}px`,
          backgroundColor: WHITE,
        }}
      >
        <Logo ctx={ctx} m={m} />
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 10, width: infoWidth }}>
          <NameBlock
            ctx={ctx}
            width={infoWidth}
            size={m.name}
            color={band.ink}
            muted={band.muted}
            align="center"
            categoryCaps
          />
          <ContactLines
            items={items}
            width={infoWidth}
            size={m.contact}
            color={band.body}
            iconColor={band.icon}
            align="center"
            gap={8}
          />
        </div>
        <QrTile
          qr={ctx.assets.qr}
          size={m.qr}
          dark={band.ink}
          radius={12}
          style={{ border: `2px solid ${band.tint}` }}
        />
      </div>
      <BaseBar
        ctx={ctx}
        width={width}
        height={m.bar}
        fill={band.light}
        color={band.body}
        iconColor={band.icon}
        size={m.barText}
        align="center"
        style={{ borderTop: `1px solid ${band.tint}` }}
      />
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(true);
  const inner = width - 2 * m.pad;
  const nameWidth = inner - m.logo - 4 - 32;
  const small = crowded(ctx, nameWidth, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: !small });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div style={{ display: 'flex', height: 6, backgroundColor: band.solid.fill }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 30,
          padding: `40px ${m.pad}px 44px ${m.pad}px`,
          backgroundColor: WHITE,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
          <NameBlock ctx={ctx} width={nameWidth} size={m.name} color={band.ink} muted={band.muted} categoryCaps />
          <Logo ctx={ctx} m={m} />
        </div>
        <div style={{ display: 'flex', width: 96, height: 6, borderRadius: 3, backgroundColor: band.highlight.fill }} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 36 }}>
          <ContactLines
            items={items}
            width={inner - m.qr - 4 - 36}
            size={m.contact}
            color={band.body}
            iconColor={band.icon}
            gap={16}
          />
          <QrTile
            qr={ctx.assets.qr}
            size={m.qr}
            dark={band.ink}
            radius={16}
            style={{ border: `2px solid ${band.tint}` }}
          />
        </div>
      </div>
      <BaseBar
        ctx={ctx}
        width={width}
        height={m.bar}
        fill={band.light}
        color={band.body}
        iconColor={band.icon}
        size={m.barText}
        style={{ borderTop: `1px solid ${band.tint}` }}
      />
    </div>
  );
}

export const lightBand: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: Math.round(m.logo * 0.2) },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
