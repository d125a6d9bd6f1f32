// frame7 "Classic band": a solid brand-colour footer band under a thin accent stripe, the
// logo in a white-ringed circle breaking out of its top edge, contact rows with round icon
// chips, the QR tile at the right and a darker base bar carrying the card's address.
import { mix, readableOn, rgba, WHITE } from '../colors';
import { Icon, IconDot } from '../icons';
import { fitFontSize, ScriptText } from '../text';
import {
  BaseBarText,
  type ContactItem,
  contactFont,
  contactItems,
  type FrameContext,
  type FrameDesign,
  fitsOn,
  Lifted,
  LogoMark,
  priceText,
  QrTile,
} from './parts';

interface Metrics {
  pad: number;
  logo: number;
  ring: number;
  qr: number;
  name: [number, number];
  contact: number;
  chip: number;
  columns: 1 | 2;
  product: number;
  person: number;
}

function metrics(story: boolean): Metrics {
  return story
    ? {
        pad: 48,
        logo: 196,
        ring: 9,
        qr: 196,
        name: [56, 34],
        contact: 30,
        chip: 50,
        columns: 1,
        product: 250,
        person: 270,
      }
    : {
        pad: 40,
        logo: 160,
        ring: 8,
        qr: 164,
        name: [46, 28],
        contact: 23,
        chip: 38,
        columns: 2,
        product: 160,
        person: 200,
      };
}

function ContactRows({ items, ctx, m, width }: { items: ContactItem[]; ctx: FrameContext; m: Metrics; width: number }) {
  const { palette } = ctx;
  const columnWidth = m.columns === 2 ? Math.floor((width - 16) / 2) : width;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: Math.round(m.contact * 0.45) }}>
      {items.map((item) => {
        const half = columnWidth - m.chip - 12;
        const full = m.columns === 1 || !fitsOn(item, m.contact * 0.85, half);
        const textWidth = full ? width - m.chip - 12 : half;
        return (
          <div
            key={item.icon}
            style={{ display: 'flex', alignItems: 'center', gap: 12, width: full ? width : columnWidth }}
          >
            <IconDot name={item.icon} size={m.chip} color={palette.onAccent} background={palette.accent} />
            <ScriptText
              text={item.text}
              style={{
                width: textWidth,
                ...contactFont(item, m.contact, textWidth),
                color: palette.onPrimary,
                lineHeight: 1.3,
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

function ProductCard({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const product = ctx.profile.product;
  if (!product) return null;
  const { palette } = ctx;
  const price = priceText(product.pricePaise);
  const textWidth = ctx.layout === 'STORY' ? 440 : 300;
  return (
    <Lifted
      radius={26}
      outer={{ alignSelf: 'flex-end', marginRight: m.pad, marginBottom: 22 }}
      style={{ alignItems: 'center', gap: 22, padding: 14, paddingRight: 28, backgroundColor: WHITE }}
    >
      {ctx.assets.productImage ? (
        <img src={ctx.assets.productImage} width={m.product} height={m.product} alt="" style={{ borderRadius: 18 }} />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: textWidth }}>
        <ScriptText
          text={product.name}
          lines={2}
          style={{
            fontSize: fitFontSize(product.name, {
              max: m.name[0] * 0.72,
              min: 22,
              width: textWidth,
              lines: 2,
              bold: true,
            }),
            fontWeight: 700,
            color: palette.primaryInk,
            lineHeight: 1.25,
          }}
        />
        {price ? (
          <div style={{ display: 'flex' }}>
            <div
              style={{
                display: 'flex',
                padding: '6px 20px',
                borderRadius: 40,
                backgroundColor: palette.accent,
                color: palette.onAccent,
                fontSize: Math.round(m.name[0] * 0.8),
                fontWeight: 700,
                fontFamily: "'Noto Sans', 'Noto Sans Ext'",
              }}
            >
              {price}
            </div>
          </div>
        ) : null}
      </div>
    </Lifted>
  );
}

function LeaderStrip({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const person = ctx.profile.person;
  if (!person) return null;
  const { palette } = ctx;
  const deep = palette.primaryDeep;
  const textWidth = ctx.width - m.person - m.pad * 2 - 260;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'flex-end',
        // satori sizes boxes content-box: the padding goes inside the canvas's width.
        width: ctx.width - m.pad,
        paddingRight: m.pad,
        backgroundImage: `linear-gradient(90deg, ${rgba(deep, 0)} 0%, ${rgba(deep, 0.55)} 30%, ${rgba(deep, 0.95)} 70%)`,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          justifyContent: 'center',
          gap: 6,
          padding: '18px 24px 22px 0',
          minHeight: m.person * 0.55,
        }}
      >
        <ScriptText
          text={person.name}
          lines={1}
          style={{
            maxWidth: textWidth,
            textAlign: 'right',
            fontSize: fitFontSize(person.name, { max: m.name[0], min: 28, width: textWidth, lines: 1, bold: true }),
            fontWeight: 700,
            color: WHITE,
            lineHeight: 1.2,
          }}
        />
        {person.designation ? (
          <div style={{ display: 'flex', padding: '4px 16px', borderRadius: 8, backgroundColor: palette.accent }}>
            <ScriptText
              text={person.designation}
              lines={2}
              style={{
                maxWidth: textWidth - 32,
                fontSize: fitFontSize(person.designation, {
                  max: Math.round(m.contact * 1.05),
                  min: 18,
                  width: textWidth - 32,
                  lines: 2,
                }),
                fontWeight: 700,
                color: palette.onAccent,
                lineHeight: 1.3,
                textAlign: 'right',
              }}
            />
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', marginTop: -Math.round(m.person * 0.32), marginBottom: -m.ring }}>
        {ctx.assets.personPhoto ? (
          <img
            src={ctx.assets.personPhoto}
            width={m.person}
            height={m.person}
            alt=""
            style={{ borderRadius: m.person / 2, border: `${m.ring}px solid ${WHITE}` }}
          />
        ) : (
          <LogoMark
            src={null}
            name={person.name}
            size={m.person}
            shape="circle"
            background={palette.accent}
            color={palette.onAccent}
            border={{ width: m.ring, color: WHITE }}
          />
        )}
      </div>
    </div>
  );
}

function draw(ctx: FrameContext) {
  const { profile, palette, layout, width, height } = ctx;
  const story = layout === 'STORY';
  const m = metrics(story);
  const logoBox = m.logo + 2 * m.ring;
  const infoWidth = width - 2 * m.pad - logoBox - 28 - m.qr - 28;
  const items = contactItems(profile, { email: story });
  const base = mix(palette.primaryDeep, '#000000', 0.25);
  const linkBg = base;
  const nameSize = fitFontSize(profile.businessName, {
    max: m.name[0],
    min: m.name[1],
    width: infoWidth,
    lines: 2,
    bold: true,
  });
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        width,
        height,
      }}
    >
      {ctx.kind === 'product' ? <ProductCard ctx={ctx} m={m} /> : null}
      {ctx.kind === 'political' ? <LeaderStrip ctx={ctx} m={m} /> : null}
      <div style={{ display: 'flex', height: story ? 12 : 9, backgroundColor: palette.accent }} />
      <div
        style={{
          display: 'flex',
          position: 'relative',
          alignItems: 'center',
          padding: `${story ? 30 : 22}px ${m.pad}px ${story ? 30 : 22}px ${m.pad}px`,
          minHeight: logoBox - 40,
          backgroundImage: `linear-gradient(120deg, ${palette.primary} 0%, ${mix(palette.primary, '#000000', 0.2)} 100%)`,
        }}
      >
        <Lifted
          radius={logoBox / 2}
          depth={8}
          blur={18}
          outer={{ position: 'absolute', left: m.pad, top: -Math.round(logoBox * 0.42) }}
        >
          <LogoMark
            src={ctx.assets.logo}
            name={profile.businessName}
            size={m.logo}
            shape="circle"
            background={palette.accent}
            color={palette.onAccent}
            border={{ width: m.ring, color: WHITE }}
          />
        </Lifted>
        <div style={{ display: 'flex', width: logoBox + 28, flexShrink: 0 }} />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            width: infoWidth,
            gap: story ? 14 : 10,
            marginRight: 28,
          }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <ScriptText
              text={profile.businessName}
              lines={2}
              style={{ fontSize: nameSize, fontWeight: 700, color: palette.onPrimary, lineHeight: 1.2 }}
            />
            {profile.categoryName ? (
              <ScriptText
                text={profile.categoryName}
                style={{
                  fontSize: Math.round(m.contact * 0.92),
                  color: palette.onPrimary,
                  opacity: 0.82,
                  letterSpacing: 1.5,
                  lineHeight: 1.3,
                }}
              />
            ) : null}
          </div>
          {items.length > 0 ? <ContactRows items={items} ctx={ctx} m={m} width={infoWidth} /> : null}
        </div>
        <QrTile qr={ctx.assets.qr} size={m.qr} dark={palette.primaryDeep} />
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: `0 ${m.pad}px`,
          height: story ? 64 : 50,
          backgroundColor: base,
          color: WHITE,
          fontSize: story ? 26 : 21,
          fontFamily: "'Noto Sans', 'Noto Sans Ext'",
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Icon name="link" size={story ? 28 : 22} color={readableOn(palette.accent, linkBg)} />
          <BaseBarText
            address={profile.cardAddress}
            hint="Scan for our digital card"
            width={width - 2 * m.pad - (story ? 28 : 22) - 10}
            size={story ? 26 : 21}
            spread
          />
        </div>
      </div>
    </div>
  );
}

export const frame7: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'circle' },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 18 },
      person: { width: m.person, height: m.person, shape: 'circle' },
    };
  },
  draw,
};
