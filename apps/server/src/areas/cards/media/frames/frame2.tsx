// frame2 "Glass card": a thin brand ribbon across the top with the business name, and a
// rounded frosted-white card floating over the bottom of the picture: logo tile, name,
// contact chips, a brand-coloured QR, and the card's address on a coloured foot.
import { INK, mix, readableOn, rgba, WHITE } from '../colors';
import { Icon } from '../icons';
import { fitFontSize, ScriptText } from '../text';
import {
  BaseBarText,
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
  margin: number;
  pad: number;
  logo: number;
  qr: number;
  name: [number, number];
  contact: number;
  ribbon: number;
  product: number;
  person: number;
}

function metrics(story: boolean): Metrics {
  return story
    ? { margin: 40, pad: 32, logo: 150, qr: 190, name: [50, 30], contact: 27, ribbon: 96, product: 230, person: 250 }
    : { margin: 30, pad: 26, logo: 128, qr: 160, name: [42, 26], contact: 22, ribbon: 60, product: 140, person: 140 };
}

const GLASS = 'rgba(255,255,255,0.93)';
const GLASS_EDGE = '2px solid rgba(255,255,255,0.75)';

function Ribbon({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const { palette, profile } = ctx;
  const story = ctx.layout === 'STORY';
  const textWidth = ctx.width - 2 * m.margin - (story ? 80 : 0);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        width: ctx.width,
        minHeight: m.ribbon,
        padding: `6px ${m.margin}px`,
        backgroundImage: `linear-gradient(90deg, ${rgba(palette.primaryDeep, 0.86)} 0%, ${rgba(mix(palette.primaryDeep, WHITE, 0.12), 0.96)} 50%, ${rgba(palette.primaryDeep, 0.86)} 100%)`,
        borderBottom: `${story ? 5 : 4}px solid ${palette.accent}`,
      }}
    >
      {story ? (
        <LogoMark
          src={ctx.assets.logo}
          name={profile.businessName}
          size={60}
          shape="rounded"
          radius={14}
          background={palette.accent}
          color={palette.onAccent}
        />
      ) : null}
      <ScriptText
        text={profile.businessName}
        lines={2}
        style={{
          fontSize: fitFontSize(profile.businessName, {
            max: story ? 36 : 27,
            min: 18,
            // letterSpacing adds a pixel per character
            width: textWidth - [...profile.businessName].length,
            bold: true,
          }),
          fontWeight: 700,
          color: WHITE,
          letterSpacing: 1,
          lineHeight: 1.2,
          textAlign: 'center',
          maxWidth: textWidth,
        }}
      />
    </div>
  );
}

function ProductBubble({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const product = ctx.profile.product;
  if (!product) return null;
  const { palette } = ctx;
  const price = priceText(product.pricePaise);
  const textWidth = ctx.layout === 'STORY' ? 460 : 340;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        marginLeft: m.margin,
        marginBottom: ctx.layout === 'STORY' ? 18 : -8,
      }}
    >
      {ctx.assets.productImage ? (
        <Lifted radius={m.product / 2 + 6} style={{ border: `6px solid ${WHITE}` }}>
          <img
            src={ctx.assets.productImage}
            width={m.product}
            height={m.product}
            alt=""
            style={{ borderRadius: m.product / 2 }}
          />
        </Lifted>
      ) : null}
      <Lifted
        radius={26}
        outer={{ marginLeft: ctx.assets.productImage ? -24 : 0 }}
        style={{
          flexDirection: 'column',
          gap: 8,
          padding: ctx.assets.productImage ? '16px 26px 16px 44px' : '16px 26px',
          backgroundColor: GLASS,
          border: GLASS_EDGE,
        }}
      >
        <ScriptText
          text={product.name}
          lines={2}
          style={{
            width: textWidth,
            fontSize: fitFontSize(product.name, {
              max: m.contact * 1.35,
              min: 20,
              width: textWidth,
              lines: 2,
              bold: true,
            }),
            fontWeight: 700,
            color: INK,
            lineHeight: 1.25,
          }}
        />
        {price ? (
          <div
            style={{
              display: 'flex',
              fontFamily: "'Noto Sans', 'Noto Sans Ext'",
              fontSize: Math.round(m.name[0] * 0.95),
              fontWeight: 700,
              color: palette.primaryInk,
            }}
          >
            {price}
          </div>
        ) : null}
      </Lifted>
    </div>
  );
}

function PersonBubble({ ctx, m }: { ctx: FrameContext; m: Metrics }) {
  const person = ctx.profile.person;
  if (!person) return null;
  const { palette } = ctx;
  const textWidth = ctx.layout === 'STORY' ? 520 : 420;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        alignSelf: 'flex-end',
        marginRight: m.margin,
        // On a square post the bubble sits on the card's top edge: the poster's text area
        // above stays free. docs/product-rules.md#layouts-that-hold
        marginBottom: ctx.layout === 'STORY' ? 18 : -8,
      }}
    >
      <Lifted
        radius={26}
        outer={{ marginRight: -28 }}
        style={{
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 6,
          padding: '16px 48px 16px 28px',
          backgroundColor: GLASS,
          border: GLASS_EDGE,
        }}
      >
        <ScriptText
          text={person.name}
          lines={1}
          style={{
            maxWidth: textWidth,
            textAlign: 'right',
            fontSize: fitFontSize(person.name, { max: m.name[0], min: 24, width: textWidth, bold: true }),
            fontWeight: 700,
            color: palette.primaryInk,
            lineHeight: 1.2,
          }}
        />
        {person.designation ? (
          <ScriptText
            text={person.designation}
            lines={2}
            style={{
              maxWidth: textWidth,
              textAlign: 'right',
              fontSize: fitFontSize(person.designation, { max: m.contact, min: 18, width: textWidth, lines: 2 }),
              color: INK,
              opacity: 0.8,
              lineHeight: 1.3,
            }}
          />
        ) : null}
      </Lifted>
      <Lifted radius={m.person / 2 + 7}>
        <LogoMark
          src={ctx.assets.personPhoto}
          name={person.name}
          size={m.person}
          shape="circle"
          background={palette.accent}
          color={palette.onAccent}
          border={{ width: 7, color: palette.primary }}
        />
      </Lifted>
    </div>
  );
}

function draw(ctx: FrameContext) {
  const { profile, palette, layout, width, height } = ctx;
  const story = layout === 'STORY';
  const m = metrics(story);
  const cardWidth = width - 2 * m.margin;
  const infoWidth = cardWidth - 2 * m.pad - m.logo - 24 - m.qr - 24;
  const items = contactItems(profile, { email: story });
  const chipBg = mix(palette.primary, WHITE, 0.88);
  const chipInk = palette.primaryInk;
  const linkBg = palette.primaryDeep;
  const nameSize = fitFontSize(profile.businessName, {
    max: m.name[0],
    min: m.name[1],
    width: infoWidth,
    lines: 2,
    bold: true,
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width, height }}>
      <Ribbon ctx={ctx} m={m} />
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {ctx.kind === 'product' ? <ProductBubble ctx={ctx} m={m} /> : null}
        {ctx.kind === 'political' ? <PersonBubble ctx={ctx} m={m} /> : null}
        <Lifted
          radius={34}
          depth={14}
          blur={34}
          outer={{ width: cardWidth, margin: `0 ${m.margin}px ${m.margin}px ${m.margin}px` }}
          style={{ flexDirection: 'column', backgroundColor: GLASS, border: GLASS_EDGE }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 24, padding: m.pad }}>
            <LogoMark
              src={ctx.assets.logo}
              name={profile.businessName}
              size={m.logo}
              shape="rounded"
              radius={28}
              background={palette.primary}
              color={palette.onPrimary}
              style={{ border: `2px solid ${mix(palette.primary, WHITE, 0.7)}` }}
            />
            <div style={{ display: 'flex', flexDirection: 'column', gap: story ? 14 : 10, width: infoWidth }}>
              <div style={{ display: 'flex', flexDirection: 'column' }}>
                <ScriptText
                  text={profile.businessName}
                  lines={2}
                  style={{ fontSize: nameSize, fontWeight: 700, color: palette.primaryInk, lineHeight: 1.2 }}
                />
                {profile.categoryName ? (
                  <ScriptText
                    text={profile.categoryName}
                    style={{ fontSize: Math.round(m.contact * 0.9), color: INK, opacity: 0.65, lineHeight: 1.35 }}
                  />
                ) : null}
              </div>
              {items.length > 0 ? (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  {items.map((item) => {
                    const chrome = m.contact + 8 + 28; // icon, gap, padding
                    const narrow = Math.floor(infoWidth * (story ? 1 : 0.62));
                    const max = fitsOn(item, m.contact * 0.85, narrow - chrome) ? narrow : infoWidth;
                    const textWidth = max - chrome;
                    return (
                      <div
                        key={item.icon}
                        style={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 8,
                          maxWidth: max,
                          padding: '5px 14px',
                          borderRadius: 22,
                          backgroundColor: chipBg,
                        }}
                      >
                        <Icon name={item.icon} size={Math.round(m.contact * 1.05)} color={chipInk} />
                        <ScriptText
                          text={item.text}
                          style={{
                            maxWidth: textWidth,
                            ...contactFont(item, m.contact, textWidth),
                            color: INK,
                            lineHeight: 1.3,
                          }}
                        />
                      </div>
                    );
                  })}
                </div>
              ) : null}
            </div>
            <QrTile qr={ctx.assets.qr} size={m.qr} dark={palette.primaryDeep} radius={18} />
          </div>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 12,
              height: story ? 62 : 48,
              borderRadius: '0 0 32px 32px',
              backgroundColor: palette.primaryDeep,
              color: WHITE,
              fontFamily: "'Noto Sans', 'Noto Sans Ext'",
              fontSize: story ? 26 : 21,
            }}
          >
            <Icon name="link" size={story ? 28 : 22} color={readableOn(palette.accent, linkBg)} />
            <BaseBarText
              address={profile.cardAddress}
              hint="· scan or tap to save our number"
              width={cardWidth - 2 * m.pad - (story ? 28 : 22) - 12}
              size={story ? 26 : 21}
            />
          </div>
        </Lifted>
      </div>
    </div>
  );
}

export const frame2: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: 28 },
      product: { width: m.product, height: m.product, shape: 'circle' },
      person: { width: m.person, height: m.person, shape: 'circle' },
    };
  },
  draw,
};
