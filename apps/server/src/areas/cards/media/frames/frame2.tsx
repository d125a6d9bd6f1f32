// frame2 "Floating card": a white card with rounded corners floating over the bottom of the
// picture, a brand-colour tab on its top edge carrying the trade, the logo tile, the name in
// the brand's ink, contacts, the QR tile and a tinted foot with the card's address. The story
// post centres it: the logo stands on the card's top edge, the QR sits under the contacts.
import type { ReactNode } from 'react';
import { WHITE } from '../colors';
import { fitFontSize, ScriptText } from '../text';
import { BaseBar, ContactLines, crowded, LeaderStand, NameBlock, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, Lifted, LogoMark, QrTile } from './parts';

interface Metrics {
  margin: number;
  pad: number;
  logo: number;
  qr: number;
  name: [number, number];
  contact: number;
  foot: number;
  footText: number;
  radius: number;
  product: number;
  person: { width: number; height: number };
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        margin: 44,
        pad: 40,
        logo: 150,
        qr: 210,
        name: [56, 32],
        contact: 28,
        foot: 66,
        footText: 25,
        radius: 36,
        product: 220,
        person: { width: 290, height: 360 },
      }
    : {
        margin: 26,
        pad: 22,
        logo: 112,
        qr: 140,
        name: [38, 25],
        contact: 20,
        foot: 44,
        footText: 18,
        radius: 26,
        product: 140,
        person: { width: 200, height: 250 },
      };
}

/** The trade on a brand-colour tab sitting on the card's top edge (nothing when there is none). */
function Tab({ ctx, size, maxWidth }: { ctx: FrameContext; size: number; maxWidth: number }) {
  const category = ctx.profile.categoryName?.trim();
  if (!category) return null;
  const { band } = ctx.palette;
  const textWidth = maxWidth - 2 * size;
  return (
    <div
      style={{
        display: 'flex',
        padding: `${Math.round(size * 0.3)}px ${size}px`,
        borderRadius: `${size * 0.7}px ${size * 0.7}px 0 0`,
        backgroundColor: band.solid.fill,
      }}
    >
      <ScriptText
        text={category.toUpperCase()}
        lines={1}
        style={{
          maxWidth: textWidth,
          fontSize: fitFontSize(category, { max: size, min: 13, width: textWidth, bold: true }),
          fontWeight: 700,
          letterSpacing: 2,
          color: band.solid.text,
          lineHeight: 1.3,
        }}
      />
    </div>
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
        textWidth={story ? 420 : 340}
        nameSize={story ? 36 : 26}
        card={{ fill: WHITE, ink: band.ink, body: band.body }}
        style={{ alignSelf: 'flex-end', marginRight: m.margin, marginBottom: story ? 96 : 52 }}
      />
    );
  }
  if (ctx.kind === 'political') {
    return (
      <LeaderStand
        ctx={ctx}
        photo={{ width: Math.round(m.person.width * scale), height: Math.round(m.person.height * scale) }}
        plateWidth={story ? 480 : 420}
        nameSize={story ? 44 : 30}
        lift={story ? 110 : undefined}
        style={{ alignSelf: 'flex-end', marginRight: m.margin + m.pad }}
      />
    );
  }
  return null;
}

function Card({ ctx, m, children }: { ctx: FrameContext; m: Metrics; children: ReactNode }) {
  const { band } = ctx.palette;
  const cardWidth = ctx.width - 2 * m.margin;
  return (
    <Lifted
      radius={m.radius}
      depth={12}
      blur={30}
      opacity={0.22}
      outer={{ width: cardWidth, marginLeft: m.margin }}
      style={{ flexDirection: 'column', backgroundColor: WHITE, borderRadius: m.radius }}
    >
      {children}
      <BaseBar
        ctx={ctx}
        width={cardWidth}
        height={m.foot}
        fill={band.tint}
        color={band.body}
        iconColor={band.icon}
        size={m.footText}
        hint="Scan to save our number"
        style={{ borderRadius: `0 0 ${m.radius}px ${m.radius}px` }}
      />
    </Lifted>
  );
}

function drawSquare(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(false);
  const cardWidth = width - 2 * m.margin;
  const infoWidth = cardWidth - 2 * m.pad - m.logo - 22 - m.qr - 22;
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
      <div style={{ display: 'flex', marginLeft: m.margin + m.radius }}>
        <Tab ctx={ctx} size={16} maxWidth={cardWidth - 2 * m.radius - m.qr} />
      </div>
      <Card ctx={ctx} m={m}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 22, padding: m.pad }}>
          <LogoMark
            src={ctx.assets.logo}
            name={ctx.profile.businessName}
            size={m.logo}
            shape="rounded"
            radius={22}
            background={band.solid.fill}
            color={band.solid.text}
          />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 10, width: infoWidth }}>
            <NameBlock
              ctx={{ ...ctx, profile: { ...ctx.profile, categoryName: null } }}
              width={infoWidth}
              size={m.name}
              color={band.ink}
              muted={band.muted}
            />
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
      </Card>
    </div>
  );
}

function drawStory(ctx: FrameContext) {
  const { palette, width, height } = ctx;
  const { band } = palette;
  const m = metrics(true);
  const cardWidth = width - 2 * m.margin;
  const inner = cardWidth - 2 * m.pad;
  const small = crowded(ctx, inner, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: !small });
  const logoBox = m.logo + 12;
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
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            position: 'relative',
            gap: 22,
            padding: `${Math.round(logoBox / 2) + 18}px ${m.pad}px ${m.pad}px ${m.pad}px`,
          }}
        >
          <div
            style={{
              display: 'flex',
              position: 'absolute',
              left: (cardWidth - logoBox) / 2,
              top: -Math.round(logoBox / 2),
            }}
          >
            <LogoMark
              src={ctx.assets.logo}
              name={ctx.profile.businessName}
              size={m.logo}
              shape="rounded"
              radius={30}
              background={band.solid.fill}
              color={band.solid.text}
              border={{ width: 6, color: WHITE }}
            />
          </div>
          <NameBlock
            ctx={ctx}
            width={inner}
            size={m.name}
            color={band.ink}
            muted={band.muted}
            align="center"
            categoryCaps
          />
          <div style={{ display: 'flex', alignItems: 'center', gap: 36, width: inner }}>
            <QrTile
              qr={ctx.assets.qr}
              size={m.qr}
              dark={band.ink}
              radius={16}
              style={{ border: `2px solid ${band.tint}` }}
            />
            <ContactLines
              items={items}
              width={inner - m.qr - 40}
              size={m.contact}
              color={band.body}
              iconColor={band.icon}
              gap={16}
            />
          </div>
        </div>
      </Card>
    </div>
  );
}

export const frame2: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: layout === 'STORY' ? 30 : 22 },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw: (ctx) => (ctx.layout === 'STORY' ? drawStory(ctx) : drawSquare(ctx)),
};
