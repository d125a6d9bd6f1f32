// corner-badge "Corner badge": nothing across the picture but a slim base bar; the business
// sits in a brand-colour badge in the bottom-left corner (logo, name, contacts in the colour's
// own text colour) and the QR in a white badge in the bottom-right corner with a scan caption,
// so the middle of the picture's foot stays open. The story post stacks the badge's logo and
// name over its contacts.
import { WHITE } from '../colors';
import { fitFontSize, ScriptText } from '../text';
import { BaseBar, ContactLines, crowded, LeaderStand, NameBlock, ProductCard } from './kit';
import { contactItems, type FrameContext, type FrameDesign, LATIN_FONT, LogoMark, QrTile } from './parts';

interface Metrics {
  pad: number;
  badge: number;
  logo: number;
  qr: number;
  name: [number, number];
  contact: number;
  caption: number;
  bar: number;
  barText: number;
  radius: number;
  product: number;
  person: { width: number; height: number };
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 40,
        badge: 740,
        logo: 120,
        qr: 220,
        name: [52, 30],
        contact: 27,
        caption: 22,
        bar: 62,
        barText: 24,
        radius: 44,
        product: 220,
        person: { width: 290, height: 360 },
      }
    : {
        pad: 24,
        badge: 700,
        logo: 84,
        qr: 140,
        name: [34, 22],
        contact: 19,
        caption: 15,
        bar: 38,
        barText: 17,
        radius: 32,
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
        style={{ alignSelf: 'flex-start', marginLeft: m.pad, marginBottom: story ? 24 : 16 }}
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

/** The QR in a white corner badge with its caption ("Scan to visit our card") above. */
function QrBadge({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const { band } = ctx.palette;
  const caption = 'SCAN ME';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: Math.round(m.caption * 0.4),
        padding: `${Math.round(m.pad * 0.6)}px ${m.pad}px ${Math.round(m.pad * 0.7)}px ${m.pad}px`,
        borderRadius: `${m.radius}px 0 0 0`,
        backgroundColor: WHITE,
      }}
    >
      <ScriptText
        text={caption}
        lines={1}
        style={{
          fontSize: fitFontSize(caption, { max: m.caption, min: 12, width: m.qr, bold: true }),
          fontWeight: 700,
          letterSpacing: 3,
          color: band.ink,
          lineHeight: 1.3,
          fontFamily: LATIN_FONT,
        }}
      />
      <QrTile qr={ctx.assets.qr} size={m.qr} dark={band.ink} radius={10} style={{ padding: 4 }} />
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
      shape="rounded"
      radius={Math.round(m.logo * 0.22)}
      background={band.highlight.fill}
      color={band.highlight.text}
      border={{ width: 4, color: WHITE }}
    />
  );
}

function draw(ctx: FrameContext) {
  const { palette, width, height, layout } = ctx;
  const story = layout === 'STORY';
  const { band } = palette;
  const m = metrics(story);
  const badgeInner = m.badge - 2 * m.pad;
  const textWidth = story ? badgeInner : badgeInner - (m.logo + 8) - 18;
  const nameWidth = story ? badgeInner - (m.logo + 8) - 22 : textWidth;
  const small = crowded(ctx, nameWidth, m.name[1], m.contact);
  const items = contactItems(ctx.profile, { email: story && !small });
  const name = (
    <NameBlock ctx={ctx} width={nameWidth} size={m.name} color={band.solid.text} muted={band.solid.text} categoryCaps />
  );
  const contacts = (
    <ContactLines
      items={items}
      width={textWidth}
      size={m.contact}
      color={band.solid.text}
      iconColor={band.solid.text}
      gap={story ? 14 : 8}
    />
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      <Extras ctx={ctx} m={m} small={small} />
      <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', width }}>
        <div
          style={{
            display: 'flex',
            flexDirection: story ? 'column' : 'row',
            alignItems: story ? 'flex-start' : 'center',
            gap: story ? 24 : 18,
            width: badgeInner,
            padding: m.pad,
            paddingTop: Math.round(m.pad * (story ? 1.2 : 0.9)),
            borderRadius: `0 ${m.radius}px 0 0`,
            backgroundColor: band.solid.fill,
          }}
        >
          {story ? (
            <>
              <div style={{ display: 'flex', alignItems: 'center', gap: 22 }}>
                <Logo ctx={ctx} m={m} />
                {name}
              </div>
              {contacts}
            </>
          ) : (
            <>
              <Logo ctx={ctx} m={m} />
              <div style={{ display: 'flex', flexDirection: 'column', gap: 10, width: textWidth }}>
                {name}
                {contacts}
              </div>
            </>
          )}
        </div>
        <QrBadge ctx={ctx} m={m} />
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

export const cornerBadge: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: Math.round(m.logo * 0.22) },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw,
};
