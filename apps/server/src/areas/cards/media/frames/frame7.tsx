// frame7 "Classic band": a light band tinted with the brand colour under a brand-colour rule,
// the logo in a ringed circle breaking out of its top edge, the name in the brand's ink,
// contacts as compact lines, the QR tile at the right and a brand-colour base bar with the
// card's address. The story post stacks it centred: logo, name, then contacts beside the QR.
import { WHITE } from '../colors';
import { BaseBar, ContactLines, crowded, LeaderStand, NameBlock, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, Lifted, LogoMark, QrTile } from './parts';

interface Metrics {
  pad: number;
  logo: number;
  ring: number;
  qr: number;
  name: [number, number];
  contact: number;
  rule: number;
  bar: number;
  barText: number;
  product: number;
  person: { width: number; height: number };
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 56,
        logo: 168,
        ring: 8,
        qr: 220,
        name: [58, 34],
        contact: 29,
        rule: 8,
        bar: 70,
        barText: 26,
        product: 230,
        person: { width: 300, height: 380 },
      }
    : {
        pad: 36,
        logo: 120,
        ring: 6,
        qr: 140,
        name: [40, 26],
        contact: 20,
        rule: 6,
        bar: 46,
        barText: 19,
        product: 150,
        person: { width: 210, height: 262 },
      };
}

function Extras({ ctx, m, small }: { ctx: FrameContext; m: Metrics; small: boolean }) {
  const story = ctx.layout === 'STORY';
  const scale = small ? (story ? 0.55 : 0.72) : 1;
  if (ctx.kind === 'product') {
    const { band } = ctx.palette;
    return (
      <ProductCard
        ctx={ctx}
        image={Math.round(m.product * scale)}
        textWidth={story ? 420 : 330}
        nameSize={story ? 36 : 27}
        card={{ fill: WHITE, ink: band.ink, body: band.body }}
        style={
          story
            ? { alignSelf: 'center', marginBottom: Math.round((m.logo + 2 * m.ring) * 0.42) + (small ? 12 : 28) }
            : { alignSelf: 'flex-start', marginLeft: m.pad, marginBottom: m.logo * 0.5 + 16 }
        }
      />
    );
  }
  if (ctx.kind === 'political') {
    return (
      <LeaderStand
        ctx={ctx}
        photo={{ width: Math.round(m.person.width * scale), height: Math.round(m.person.height * scale) }}
        plateWidth={story ? 480 : 440}
        nameSize={story ? 44 : 32}
        // Clear of the story's centred logo, which breaks out of the band's top edge.
        lift={story ? Math.round((m.logo + 2 * m.ring) * 0.42) + 16 : undefined}
        style={{ alignSelf: 'flex-end', marginRight: m.pad }}
      />
    );
  }
  return null;
}

function Logo({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const { band } = ctx.palette;
  const box = m.logo + 2 * m.ring;
  return (
    <Lifted radius={box / 2} depth={6} blur={16} opacity={0.2}>
      <LogoMark
        src={ctx.assets.logo}
        name={ctx.profile.businessName}
        size={m.logo}
        shape="circle"
        background={band.solid.fill}
        color={band.solid.text}
        border={{ width: m.ring, color: WHITE }}
      />
    </Lifted>
  );
}

function drawSquare(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(false);
  const box = m.logo + 2 * m.ring;
  const infoWidth = width - 2 * m.pad - box - 24 - m.qr - 24;
  const items = contactItems(ctx.profile);
  const small = crowded(ctx, infoWidth, m.name[1], m.contact);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div style={{ display: 'flex', height: m.rule, backgroundColor: band.solid.fill }} />
      <div
        style={{
          display: 'flex',
          position: 'relative',
          alignItems: 'center',
          gap: 24,
          padding: `16px ${m.pad}px 16px ${m.pad + box + 24}px`,
          backgroundColor: band.light,
        }}
      >
        <div style={{ display: 'flex', position: 'absolute', left: m.pad, top: -Math.round(box * 0.42) }}>
          <Logo ctx={ctx} m={m} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10, width: infoWidth }}>
          <NameBlock ctx={ctx} width={infoWidth} size={m.name} color={band.ink} muted={band.muted} />
          <ContactLines items={items} width={infoWidth} size={m.contact} color={band.body} iconColor={band.icon} />
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
  const box = m.logo + 2 * m.ring;
  const inner = width - 2 * m.pad;
  const contactWidth = inner - m.qr - 40;
  const small = crowded(ctx, inner, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: !small });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div style={{ display: 'flex', height: m.rule, backgroundColor: band.solid.fill }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          position: 'relative',
          gap: 28,
          padding: `${Math.round(box * 0.58) + 8}px ${m.pad}px 40px ${m.pad}px`,
          backgroundColor: band.light,
        }}
      >
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: (width - box) / 2,
            top: -Math.round(box * 0.42),
          }}
        >
          <Logo ctx={ctx} m={m} />
        </div>
        <NameBlock ctx={ctx} width={inner} size={m.name} color={band.ink} muted={band.muted} align="center" />
        <div style={{ display: 'flex', width: inner, height: 2, backgroundColor: band.tint }} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 40, width: inner }}>
          <ContactLines
            items={items}
            width={contactWidth}
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
        fill={band.solid.fill}
        color={band.solid.text}
        iconColor={band.solid.text}
        size={m.barText}
      />
    </div>
  );
}

export const frame7: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
