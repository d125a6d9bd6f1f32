// minimal-footer "Minimal footer": the least frame there is, for photographs that should keep
// the whole picture: a slim white footer with a small logo, the name and the contacts in
// two quiet lines, the QR tile rising out of its top edge at the right, and a hairline base
// bar with the card's address. The story post gives the name its own line over the contacts.
import { WHITE } from '../colors';
import { BaseBar, ContactLines, crowded, LeaderStand, NameBlock, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, Lifted, LogoMark, QrTile } from './parts';

interface Metrics {
  pad: number;
  logo: number;
  qr: number;
  /** How far the QR tile rises above the footer's top edge. */
  rise: number;
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
        pad: 48,
        logo: 124,
        qr: 210,
        rise: 90,
        name: [56, 32],
        contact: 29,
        bar: 56,
        barText: 22,
        product: 210,
        person: { width: 280, height: 350 },
      }
    : {
        pad: 30,
        logo: 76,
        qr: 140,
        rise: 56,
        name: [32, 22],
        contact: 18,
        bar: 34,
        barText: 16,
        product: 130,
        person: { width: 190, height: 236 },
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
        textWidth={story ? 420 : 320}
        nameSize={story ? 34 : 25}
        card={{ fill: WHITE, ink: band.ink, body: band.body }}
        style={{ alignSelf: 'flex-start', marginLeft: m.pad, marginBottom: story ? 24 : 16 }}
      />
    );
  }
  if (ctx.kind === 'political') {
    // Beside the QR tile that rises out of the footer: the plate ends before it.
    return (
      <LeaderStand
        ctx={ctx}
        photo={{ width: Math.round(m.person.width * scale), height: Math.round(m.person.height * scale) }}
        plateWidth={story ? 500 : 400}
        nameSize={story ? 42 : 28}
        side="left"
        style={{ alignSelf: 'flex-start', marginLeft: m.pad }}
      />
    );
  }
  return null;
}

function draw(ctx: FrameContext) {
  const { palette, width, height, layout } = ctx;
  const story = layout === 'STORY';
  const { band } = palette;
  const m = metrics(story);
  const qrBox = m.qr + 12;
  const infoWidth = width - 2 * m.pad - (m.logo + 4) - 20 - qrBox - 28;
  const small = crowded(ctx, infoWidth, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: story && !small });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          position: 'relative',
          gap: 20,
          padding: `${story ? 30 : 18}px ${m.pad + qrBox + 28}px ${story ? 30 : 18}px ${m.pad}px`,
          backgroundColor: WHITE,
        }}
      >
        <LogoMark
          src={ctx.assets.logo}
          name={ctx.profile.businessName}
          size={m.logo}
          shape="circle"
          background={band.solid.fill}
          color={band.solid.text}
          style={{ border: `2px solid ${band.tint}` }}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: story ? 16 : 8, width: infoWidth }}>
          <NameBlock ctx={ctx} width={infoWidth} size={m.name} color={band.ink} muted={band.muted} />
          <ContactLines
            items={items}
            width={infoWidth}
            size={m.contact}
            color={band.body}
            iconColor={band.icon}
            gap={story ? 12 : 6}
          />
        </div>
        <Lifted
          radius={16}
          depth={6}
          blur={18}
          opacity={0.2}
          outer={{ position: 'absolute', right: m.pad, top: -m.rise }}
          style={{ padding: 4, backgroundColor: band.solid.fill, borderRadius: 16 }}
        >
          <QrTile qr={ctx.assets.qr} size={m.qr} dark={band.ink} radius={12} />
        </Lifted>
      </div>
      <BaseBar
        ctx={ctx}
        width={width}
        height={m.bar}
        fill={WHITE}
        color={band.body}
        iconColor={band.icon}
        size={m.barText}
        style={{ borderTop: `1px solid ${band.tint}` }}
      />
    </div>
  );
}

export const minimalFooter: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw,
};
