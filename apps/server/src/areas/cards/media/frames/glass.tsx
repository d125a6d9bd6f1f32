// glass "Glass": a frosted, translucent white card floating over the photograph with a bright
// edge and no band behind it, so the picture shows round and through it. Logo in a ringed
// circle, the name in the brand's ink, contacts, the QR tile, and a brand-colour pill with the
// card's address. Its text colours are checked against the card as it looks over a black
// photograph, its darkest case (colors.ts bandPalette). The story post stacks the card taller.
import type { ReactNode } from 'react';
import { WHITE } from '../colors';
import { BaseBar, ContactLines, crowded, LeaderStand, NameBlock, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, LogoMark, QrTile } from './parts';

interface Metrics {
  margin: number;
  pad: number;
  logo: number;
  qr: number;
  name: [number, number];
  contact: number;
  pill: number;
  pillText: number;
  radius: number;
  product: number;
  person: { width: number; height: number };
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        margin: 44,
        pad: 40,
        logo: 140,
        qr: 210,
        name: [56, 32],
        contact: 28,
        pill: 62,
        pillText: 24,
        radius: 40,
        product: 220,
        person: { width: 290, height: 360 },
      }
    : {
        margin: 28,
        pad: 22,
        logo: 104,
        qr: 140,
        name: [38, 24],
        contact: 19,
        pill: 40,
        pillText: 17,
        radius: 30,
        product: 140,
        person: { width: 200, height: 250 },
      };
}

const EDGE = '2px solid rgba(255, 255, 255, 0.95)';

function Extras({ ctx, m, small }: { ctx: FrameContext; m: Metrics; small: boolean }) {
  const story = ctx.layout === 'STORY';
  const scale = small ? (story ? 0.62 : 0.72) : 1;
  const { glass } = ctx.palette.band;
  if (ctx.kind === 'product') {
    return (
      <ProductCard
        ctx={ctx}
        image={Math.round(m.product * scale)}
        textWidth={story ? 420 : 330}
        nameSize={story ? 36 : 26}
        card={{ fill: glass.fill, ink: glass.ink, body: glass.body, border: EDGE, flat: true }}
        style={{ alignSelf: 'flex-end', marginRight: m.margin, marginBottom: story ? 24 : 16 }}
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
        side="left"
        style={{ alignSelf: 'flex-start', marginLeft: m.margin + m.pad }}
      />
    );
  }
  return null;
}

function Card({ ctx, m, children }: { ctx: FrameContext; m: Metrics; children: ReactNode }) {
  const { band } = ctx.palette;
  const cardWidth = ctx.width - 2 * m.margin;
  const inner = cardWidth - 2 * m.pad;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: Math.round(m.pad * 0.8),
        // content-box: the padding and the edge go inside the card's width.
        width: cardWidth - 2 * m.pad - 4,
        marginLeft: m.margin,
        padding: m.pad,
        borderRadius: m.radius,
        backgroundColor: band.glass.fill,
        border: EDGE,
      }}
    >
      {children}
      <BaseBar
        ctx={ctx}
        width={inner}
        height={m.pill}
        fill={band.solid.fill}
        color={band.solid.text}
        iconColor={band.solid.text}
        size={m.pillText}
        style={{ borderRadius: m.pill / 2 }}
      />
    </div>
  );
}

function Logo({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const { band } = ctx.palette;
  return (
    <LogoMark
      src={ctx.assets.logo}
      name={ctx.profile.businessName}
      size={m.logo}
      shape="circle"
      background={band.solid.fill}
      color={band.solid.text}
      border={{ width: 5, color: WHITE }}
    />
  );
}

function drawSquare(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { glass } = palette.band;
  const m = metrics(false);
  const inner = width - 2 * m.margin - 2 * m.pad - 4;
  const infoWidth = inner - (m.logo + 10) - m.qr - 4 - 2 * 22;
  const items = contactItems(ctx.profile);
  const small = crowded(ctx, infoWidth, m.name[1], m.contact);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        width,
        height,
        paddingBottom: m.margin,
      }}
    >
      <Extras ctx={ctx} m={m} small={small} />
      <Card ctx={ctx} m={m}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 22, width: inner }}>
          <Logo ctx={ctx} m={m} />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: infoWidth }}>
            <NameBlock ctx={ctx} width={infoWidth} size={m.name} color={glass.ink} muted={glass.muted} />
            <ContactLines
              items={items}
              width={infoWidth}
              size={m.contact}
              color={glass.body}
              iconColor={glass.icon}
              gap={8}
            />
          </div>
          <QrTile
            qr={ctx.assets.qr}
            size={m.qr}
            dark={glass.ink}
            radius={14}
            style={{ border: `2px solid ${WHITE}` }}
          />
        </div>
      </Card>
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { glass } = palette.band;
  const m = metrics(true);
  const inner = width - 2 * m.margin - 2 * m.pad - 4;
  const nameWidth = inner - (m.logo + 10) - 28;
  const small = crowded(ctx, nameWidth, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: !small });
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        width,
        height,
        paddingBottom: m.margin,
      }}
    >
      <Extras ctx={ctx} m={m} small={small} />
      <Card ctx={ctx} m={m}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 28, width: inner }}>
          <Logo ctx={ctx} m={m} />
          <NameBlock ctx={ctx} width={nameWidth} size={m.name} color={glass.ink} muted={glass.muted} />
        </div>
        <div style={{ display: 'flex', width: inner, height: 2, backgroundColor: 'rgba(255, 255, 255, 0.9)' }} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 32, width: inner }}>
          <ContactLines
            items={items}
            width={inner - m.qr - 4 - 32}
            size={m.contact}
            color={glass.body}
            iconColor={glass.icon}
            gap={16}
          />
          <QrTile
            qr={ctx.assets.qr}
            size={m.qr}
            dark={glass.ink}
            radius={18}
            style={{ border: `2px solid ${WHITE}` }}
          />
        </div>
      </Card>
    </div>
  );
}

export const glass: FrameDesign = {
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
