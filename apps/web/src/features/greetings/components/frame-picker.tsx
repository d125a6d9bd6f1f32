import { mixHex } from '@cardora/card-templates';
import type { FrameKind, FrameName, TGreetingOptions } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HowToVoteRounded from '@mui/icons-material/HowToVoteRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Each frame's and kind's name is 'products' greetings.frames.<frame> and greetings.kinds.<kind>.
const KIND_ICONS: Record<FrameKind, ReactNode> = {
  regular: <ImageRounded />,
  product: <ShoppingBagRounded />,
  political: <HowToVoteRounded />,
};

export interface BrandColours {
  primary: string;
  secondary: string;
}

/** '#abc' or '#aabbcc' as '#aabbcc'; anything else is `fallback`. */
function hex6(colour: string, fallback: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) return fallback;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return `#${digits.toLowerCase()}`;
}

/**
 * A sketch of each frame over the post's preview, in the card's colours: what the renderer
 * draws (light bands tinted with the brand colour, brand-colour bars and badges), drawn bold
 * enough to read at 80 px. A frame without a sketch of its own gets a plain band.
 */
function FrameSketch({ frame, colours }: { frame: FrameName; colours: BrandColours }) {
  const solid = hex6(colours.primary, '#1e63d6');
  const second = hex6(colours.secondary, '#f5a623');
  const light = mixHex(solid, '#ffffff', 0.93);
  const tint = mixHex(solid, '#ffffff', 0.8);
  const ink = mixHex(solid, '#000000', 0.15);
  const line = (x: number, y: number, w: number, h = 3, fill = ink) => (
    <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />
  );
  const qr = (x: number, y: number, s: number) => (
    <>
      <rect x={x} y={y} width={s} height={s} rx="1.5" fill="#fff" stroke={tint} strokeWidth="0.6" />
      <rect x={x + s * 0.18} y={y + s * 0.18} width={s * 0.64} height={s * 0.64} fill="#2a2f3a" opacity="0.85" />
    </>
  );
  let body: ReactNode;
  switch (frame) {
    case 'frame7':
      body = (
        <>
          <rect x="0" y="76" width="100" height="1.6" fill={solid} />
          <rect x="0" y="77.6" width="100" height="16.4" fill={light} />
          <rect x="0" y="94" width="100" height="6" fill={solid} />
          <circle cx="13" cy="78" r="8.5" fill="#fff" />
          <circle cx="13" cy="78" r="6.8" fill={solid} />
          {line(26, 81, 36, 3.4)}
          {line(26, 86.5, 26, 2, tint)}
          {qr(80, 79, 13)}
        </>
      );
      break;
    case 'frame2':
      body = (
        <>
          <rect x="9" y="71" width="22" height="3.5" rx="1" fill={solid} />
          <rect x="4" y="74" width="92" height="22" rx="4" fill="#fff" />
          <path d="M4 91 H96 V92 a4 4 0 0 1 -4 4 H8 a4 4 0 0 1 -4 -4 Z" fill={tint} />
          <rect x="8" y="77" width="11" height="11" rx="2.5" fill={solid} />
          {line(23, 79, 34, 3.4)}
          {line(23, 84.5, 24, 2, tint)}
          {qr(80, 76.5, 12)}
        </>
      );
      break;
    case 'frame3':
      body = (
        <>
          <polygon points="0,78 100,74 100,100 0,100" fill={second} />
          <polygon points="0,79 100,75 100,100 0,100" fill={light} />
          <polygon points="0,79 44,77.2 39,100 0,100" fill={solid} />
          <rect x="0" y="95" width="100" height="5" fill={solid} />
          <rect x="4" y="82" width="9" height="9" rx="2" fill="#fff" />
          {line(15, 84, 18, 2.6, '#fff')}
          {line(48, 82, 22, 2, tint)}
          {line(48, 87, 18, 2, tint)}
          {qr(81, 78, 13)}
        </>
      );
      break;
    case 'light-band':
      body = (
        <>
          <rect x="0" y="78" width="100" height="1" fill={solid} />
          <rect x="0" y="79" width="100" height="17" fill="#fff" />
          <rect x="0" y="96" width="100" height="4" fill={light} />
          <rect x="4" y="81.5" width="11" height="11" rx="2.5" fill={solid} />
          {line(32, 82.5, 36, 3.4)}
          {line(38, 88, 24, 2, tint)}
          {qr(83, 80.5, 13)}
        </>
      );
      break;
    case 'glass':
      body = (
        <>
          <rect
            x="3"
            y="73"
            width="94"
            height="24"
            rx="5"
            fill="rgba(255,255,255,0.8)"
            stroke="#fff"
            strokeWidth="0.6"
          />
          <circle cx="12" cy="81" r="6" fill={solid} stroke="#fff" strokeWidth="1" />
          {line(21, 78.5, 34, 3.4)}
          {line(21, 84, 24, 2, mixHex(solid, '#ffffff', 0.5))}
          {qr(80, 75.5, 12)}
          <rect x="6" y="90.5" width="88" height="4" rx="2" fill={solid} />
        </>
      );
      break;
    case 'corner-badge':
      body = (
        <>
          <path d="M0 80 H56 a5 5 0 0 1 5 5 V96 H0 Z" fill={solid} />
          <rect x="4" y="83.5" width="9" height="9" rx="2" fill="#fff" />
          {line(16, 84.5, 30, 3, '#fff')}
          {line(16, 89.5, 22, 2, 'rgba(255,255,255,0.7)')}
          <path d="M80 79 a4 4 0 0 1 4 -4 H100 V96 H80 Z" fill="#fff" />
          {qr(83, 80, 14)}
          <rect x="0" y="96" width="100" height="4" fill={tint} />
        </>
      );
      break;
    case 'minimal-footer':
      body = (
        <>
          <rect x="0" y="85" width="100" height="15" fill="#fff" />
          <rect x="0" y="96.5" width="100" height="0.5" fill={tint} />
          <circle cx="8" cy="90.5" r="4" fill={solid} />
          {line(15, 88, 28, 2.6)}
          {line(15, 92.5, 20, 1.8, tint)}
          <rect x="80" y="77" width="16" height="16" rx="2" fill={solid} />
          {qr(81, 78, 14)}
        </>
      );
      break;
    default:
      body = (
        <>
          <rect x="0" y="80" width="100" height="20" fill={light} />
          <rect x="0" y="95" width="100" height="5" fill={solid} />
          <circle cx="11" cy="87.5" r="5.5" fill={solid} />
          {line(20, 85, 30, 3)}
          {qr(82, 81.5, 12)}
        </>
      );
  }
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden style={{ position: 'absolute', inset: 0 }}>
      {body}
    </svg>
  );
}

/**
 * The frames the plan offers, as small pictures of the post wearing each: four to a row on a
 * phone (seven to twelve frames take two or three rows), three in the side panel.
 */
export function FramePicker({
  frames,
  value,
  onChange,
  previewUrl,
  colours,
}: {
  frames: TGreetingOptions['frames'];
  value: FrameName;
  onChange: (frame: FrameName) => void;
  previewUrl: string | null;
  colours: BrandColours;
}) {
  const { t } = useTranslation('products');
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('greetings.frame')}
      </Typography>
      <Box
        role="radiogroup"
        aria-label={t('greetings.frame')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: { xs: 1, sm: 1.25 },
          rowGap: 1.5,
        }}
      >
        {frames.map(({ frame }) => {
          const selected = frame === value;
          return (
            <ButtonBase
              key={frame}
              role="radio"
              aria-checked={selected}
              aria-label={t(`greetings.frames.${frame}`)}
              onClick={() => onChange(frame)}
              data-testid={`frame-${frame}`}
              data-selected={selected}
              sx={{ display: 'block', borderRadius: '14px', textAlign: 'center' }}
            >
              <Box
                sx={(theme) => ({
                  position: 'relative',
                  aspectRatio: '1 / 1',
                  borderRadius: '12px',
                  overflow: 'hidden',
                  bgcolor: '#d9dee8',
                  backgroundImage: previewUrl ? `url("${previewUrl}")` : undefined,
                  backgroundSize: 'cover',
                  backgroundPosition: 'center',
                  outline: selected ? `2.5px solid ${theme.palette.primary.main}` : '1px solid rgba(15,27,45,0.12)',
                  outlineOffset: selected ? 2 : 0,
                  transition: 'outline-color 120ms ease',
                })}
              >
                <FrameSketch frame={frame} colours={colours} />
                {selected ? (
                  <CheckCircleRounded
                    sx={{
                      position: 'absolute',
                      top: 3,
                      right: 3,
                      fontSize: 18,
                      color: 'primary.main',
                      bgcolor: '#fff',
                      borderRadius: '50%',
                    }}
                  />
                ) : null}
              </Box>
              <Typography
                variant="caption"
                sx={{
                  // Two lines at most ('Minimal footer' on a narrow phone), never a third.
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  mt: 0.75,
                  fontSize: { xs: '0.7rem', sm: '0.75rem' },
                  lineHeight: 1.25,
                  fontWeight: selected ? 700 : 500,
                  color: selected ? 'primary.main' : 'text.secondary',
                }}
              >
                {t(`greetings.frames.${frame}`)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

/** The kinds this frame comes in for the plan (hidden kinds are not offered); nothing when only one. */
export function KindPicker({
  kinds,
  value,
  onChange,
}: {
  kinds: FrameKind[];
  value: FrameKind;
  onChange: (kind: FrameKind) => void;
}) {
  const { t } = useTranslation('products');
  if (kinds.length < 2) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('greetings.style')}
      </Typography>
      <Stack direction="row" role="radiogroup" aria-label={t('greetings.style')} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {kinds.map((kind) => {
          const selected = kind === value;
          return (
            <Chip
              key={kind}
              role="radio"
              aria-checked={selected}
              icon={<Box sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>{KIND_ICONS[kind]}</Box>}
              label={t(`greetings.kinds.${kind}`)}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => onChange(kind)}
              data-testid={`kind-${kind}`}
              data-selected={selected}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
