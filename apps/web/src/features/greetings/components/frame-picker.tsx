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

/** A sketch of each frame (what the renderer draws, in the card's colours) over the post's preview. */
function FrameSketch({ frame, colours }: { frame: FrameName; colours: BrandColours }) {
  const { primary, secondary } = colours;
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden style={{ position: 'absolute', inset: 0 }}>
      {frame === 'frame7' ? (
        <>
          <rect x="0" y="71" width="100" height="2.5" fill={secondary} />
          <rect x="0" y="73.5" width="100" height="26.5" fill={primary} />
          <rect x="0" y="93" width="100" height="7" fill="rgba(0,0,0,0.28)" />
          <circle cx="15" cy="74" r="9" fill="#fff" />
          <circle cx="15" cy="74" r="6.5" fill={secondary} />
          <rect x="28" y="78" width="34" height="4" rx="2" fill="#fff" />
          <rect x="28" y="85" width="24" height="2.5" rx="1.25" fill="rgba(255,255,255,0.7)" />
          <rect x="80" y="76.5" width="15" height="15" rx="1.5" fill="#fff" />
        </>
      ) : null}
      {frame === 'frame2' ? (
        <>
          <rect x="0" y="0" width="100" height="8" fill={primary} />
          <rect x="30" y="3" width="40" height="2.5" rx="1.25" fill="#fff" />
          <rect x="6" y="64" width="88" height="31" rx="5" fill="rgba(255,255,255,0.92)" />
          <rect x="10" y="68" width="13" height="13" rx="3" fill={secondary} />
          <rect x="27" y="69" width="34" height="4" rx="2" fill="#172033" />
          <rect x="27" y="76" width="26" height="2.5" rx="1.25" fill="#8a94a6" />
          <rect x="76" y="67" width="14" height="14" rx="1.5" fill={primary} />
          <path d="M6 88 H94 V90 a5 5 0 0 1 -5 5 H11 a5 5 0 0 1 -5 -5 Z" fill={primary} />
        </>
      ) : null}
      {frame === 'frame3' ? (
        <>
          <polygon points="0,80 100,68 100,100 0,100" fill={primary} />
          <polygon points="0,80 44,74.7 36,100 0,100" fill={secondary} />
          <rect x="6" y="84" width="10" height="10" rx="2" fill="#fff" />
          <rect x="19" y="86" width="14" height="3" rx="1.5" fill="#fff" />
          <rect x="46" y="82" width="22" height="2.5" rx="1.25" fill="rgba(255,255,255,0.8)" />
          <rect x="46" y="87" width="18" height="2.5" rx="1.25" fill="rgba(255,255,255,0.8)" />
          <rect x="81" y="76" width="14" height="14" rx="1.5" fill="#fff" />
        </>
      ) : null}
    </svg>
  );
}

/** The frames the plan offers, as small pictures of the post wearing each. */
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
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.25 }}
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
                  outline: selected ? `3px solid ${theme.palette.primary.main}` : '1px solid rgba(15,27,45,0.12)',
                  outlineOffset: selected ? 2 : 0,
                  transition: 'outline-color 120ms ease',
                })}
              >
                <FrameSketch frame={frame} colours={colours} />
                {selected ? (
                  <CheckCircleRounded
                    sx={{
                      position: 'absolute',
                      top: 4,
                      right: 4,
                      fontSize: 20,
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
                  display: 'block',
                  mt: 0.75,
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
