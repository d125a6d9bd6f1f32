// frame3 "Angled two-tone": a footer whose top edge rises to the right, split on a slant
// into an accent panel (logo tile and business name) and a brand panel (contact rows
// with outlined square icons, the card's address and the QR). Extras hang above it on
// slanted ribbons: a tilted product shot with its price, or the leader's arched portrait.
import { mix, readableOn, rgba, WHITE } from '../colors';
import { Icon, type IconName } from '../icons';
import { fitFontSize, ScriptText } from '../text';
import { LeaderPanel, metrics, ProductTag } from './frame3-extras';
import { contactFont, contactItems, type FrameContext, type FrameDesign, LogoMark, QrTile } from './parts';

function SquareIcon({ name, size, color }: { name: IconName; size: number; color: string }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 8,
        border: `2px solid ${rgba(color, 0.7)}`,
        flexShrink: 0,
      }}
    >
      <Icon name={name} size={Math.round(size * 0.6)} color={color} />
    </div>
  );
}

/** An absolutely placed layer filling the footer, cut to `polygon`. */
function Layer({ polygon, background, width }: { polygon: string; background: string; width: number }) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        left: 0,
        top: 0,
        width,
        height: '100%',
        backgroundImage: background,
        // x always in px: satori resolves a percentage x against the height.
        clipPath: `polygon(${polygon})`,
      }}
    />
  );
}

function draw(ctx: FrameContext) {
  const { profile, palette, layout, width, height } = ctx;
  const story = layout === 'STORY';
  const m = metrics(story);
  const items = contactItems(profile, { email: story });
  const edge = story ? 10 : 8;
  // The top edge runs from `rise` px down at the left to 0 at the right; the accent
  // panel's top-right corner sits on it.
  const yAt = (x: number) => Math.round(m.rise * (1 - x / width));
  const leftWidth = m.panel - m.lean - m.pad - 10;
  const rightX = m.panel + 26;
  const rightWidth = width - rightX - m.pad - m.qr - 24;
  const iconBox = Math.round(m.contact * 1.45);
  const bottomPad = story ? 34 : 24;
  const solid = (color: string) => `linear-gradient(0deg, ${color} 0%, ${color} 100%)`;
  const address = profile.cardAddress;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', width, height }}>
      {ctx.kind === 'product' ? <ProductTag ctx={ctx} m={m} /> : null}
      {ctx.kind === 'political' ? <LeaderPanel ctx={ctx} m={m} /> : null}
      <div style={{ display: 'flex', position: 'relative', width, paddingTop: m.rise + edge + (story ? 26 : 16) }}>
        <Layer
          width={width}
          background={solid(palette.accent)}
          polygon={`0 ${m.rise}px, ${width}px 0, ${width}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          background={`linear-gradient(160deg, ${palette.primary} 0%, ${mix(palette.primary, '#000000', 0.3)} 100%)`}
          polygon={`0 ${m.rise + edge}px, ${width}px ${edge}px, ${width}px 100%, 0 100%`}
        />
        {/* A white hairline between the panels, then the accent panel over it. */}
        <Layer
          width={width}
          background={solid(WHITE)}
          polygon={`0 ${m.rise}px, ${m.panel + 10}px ${yAt(m.panel + 10)}px, ${m.panel + 10 - m.lean}px 100%, 0 100%`}
        />
        <Layer
          width={width}
          background={`linear-gradient(180deg, ${palette.accent} 0%, ${mix(palette.accent, '#000000', 0.1)} 100%)`}
          polygon={`0 ${m.rise}px, ${m.panel}px ${yAt(m.panel)}px, ${m.panel - m.lean}px 100%, 0 100%`}
        />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            // Positioned, so it paints above the absolutely positioned layers (CSS order).
            position: 'relative',
            gap: story ? 16 : 12,
            width: m.panel - m.lean,
            padding: `0 10px ${bottomPad}px ${m.pad}px`,
          }}
        >
          <LogoMark
            src={ctx.assets.logo}
            name={profile.businessName}
            size={m.logo}
            shape="rounded"
            radius={22}
            background={palette.primary}
            color={palette.onPrimary}
            border={{ width: 5, color: WHITE }}
          />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <ScriptText
              text={profile.businessName}
              lines={3}
              style={{
                width: leftWidth,
                fontSize: fitFontSize(profile.businessName, {
                  max: m.name[0],
                  min: m.name[1],
                  width: leftWidth,
                  lines: 2,
                  bold: true,
                }),
                fontWeight: 700,
                color: palette.onAccent,
                lineHeight: 1.18,
              }}
            />
            {profile.categoryName ? (
              <ScriptText
                text={profile.categoryName.toUpperCase()}
                style={{
                  width: leftWidth,
                  fontSize: Math.round(m.contact * 0.78),
                  fontWeight: 700,
                  letterSpacing: 2,
                  color: palette.onAccent,
                  opacity: 0.75,
                  lineHeight: 1.3,
                }}
              />
            ) : null}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            position: 'relative',
            gap: story ? 18 : 12,
            marginLeft: rightX - (m.panel - m.lean),
            padding: `0 ${m.pad}px ${bottomPad}px 0`,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: story ? 16 : 11, width: rightWidth }}>
              {items.map((item) => {
                const textWidth = rightWidth - iconBox - 14;
                return (
                  <div key={item.icon} style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
                    <SquareIcon name={item.icon} size={iconBox} color={palette.onPrimary} />
                    <ScriptText
                      text={item.text}
                      style={{
                        width: textWidth,
                        ...contactFont(item, m.contact, textWidth),
                        color: palette.onPrimary,
                        lineHeight: 1.28,
                      }}
                    />
                  </div>
                );
              })}
            </div>
            <QrTile qr={ctx.assets.qr} size={m.qr} dark={palette.primaryDeep} radius={10} />
          </div>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              paddingTop: story ? 14 : 10,
              borderTop: `2px solid ${rgba(palette.onPrimary, 0.25)}`,
            }}
          >
            <Icon name="link" size={Math.round(m.contact * 1.1)} color={readableOn(palette.accent, palette.primary)} />
            <ScriptText
              text={address}
              lines={1}
              style={{
                fontWeight: 700,
                color: palette.onPrimary,
                whiteSpace: 'nowrap',
                lineHeight: 1.2,
                fontSize: fitFontSize(address, { max: m.contact, min: 14, width: rightWidth + m.qr - 10, bold: true }),
              }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

export const frame3: FrameDesign = {
  images(layout) {
    const m = metrics(layout === 'STORY');
    return {
      logo: { width: m.logo, height: m.logo, shape: 'rounded', radius: 22 },
      product: { width: m.product, height: m.product, shape: 'rounded', radius: 14 },
      person: { width: m.person.width, height: m.person.height, shape: 'arch' },
    };
  },
  draw,
};
