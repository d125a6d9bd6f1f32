import type { TImagePost } from '@cardora/contract';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILL_FRAME } from '#components/fill-frame';
import { useProductBusiness } from '#features/customer';
import { postName, withCacheStamp } from '../greeting-format';
import { languagePreviewUrl } from '../language-preview';

interface PostThumbProps {
  post: TImagePost;
  stamp: number;
  onOpen: (post: TImagePost) => void;
  /** hero: today's big card; tile: grids and rails, named under a shade; mini: the calendar's small squares. */
  variant?: 'hero' | 'tile' | 'mini';
  /** A line above the name (the hero's 'Today'). */
  kicker?: string;
  /** Eager for what is on screen at once (today's posts); lazy for the rest. */
  eager?: boolean;
}

/** A post's watermarked low-quality preview as a tappable square, with its name on a shade. */
export function PostThumb({ post, stamp, onOpen, variant = 'tile', kicker, eager = false }: PostThumbProps) {
  const { t } = useTranslation('products');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = postName(post);
  // A post with text layers shows its text in the business's card language.
  const { businessId } = useProductBusiness('imagePosts');
  const preview = languagePreviewUrl(post, businessId) ?? post.previewUrl;
  const src = preview ? withCacheStamp(preview, stamp) : null;
  const radius = variant === 'mini' ? '12px' : variant === 'hero' ? '20px' : '14px';

  return (
    <ButtonBase
      onClick={() => onOpen(post)}
      aria-label={t('greetings.open', { name })}
      data-testid="greeting-post"
      data-image-id={post.imageId}
      sx={(theme) => ({
        position: 'relative',
        display: 'block',
        width: '100%',
        aspectRatio: '1 / 1',
        borderRadius: radius,
        overflow: 'hidden',
        bgcolor: alpha(theme.palette.primary.main, 0.06),
        boxShadow: variant === 'hero' ? '0 6px 16px rgba(15, 27, 45, 0.16)' : '0 1px 2px rgba(15, 27, 45, 0.08)',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:active': { transform: 'scale(0.98)' },
        '@media (hover: hover)': {
          '&:hover': { boxShadow: '0 8px 24px rgba(15, 27, 45, 0.18)' },
          '&:hover img': { transform: 'scale(1.03)' },
        },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {src && !failed ? (
        <>
          {loaded ? null : (
            <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
          )}
          <Box
            component="img"
            src={src}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
            sx={{
              ...FILL_FRAME,
              opacity: loaded ? 1 : 0,
              transition: 'opacity 240ms ease, transform 320ms ease',
            }}
          />
        </>
      ) : (
        <Box
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 0.5,
            color: 'text.secondary',
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.12)}, ${alpha(theme.palette.primary.main, 0.04)})`,
          })}
        >
          <HourglassTopRounded fontSize="small" />
          {variant === 'mini' ? null : (
            <Typography variant="caption" sx={{ px: 1, textAlign: 'center' }}>
              {t('greetings.previewComing')}
            </Typography>
          )}
        </Box>
      )}
      {post.layout === 'STORY' ? (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            px: 0.75,
            py: 0.25,
            borderRadius: 1,
            fontSize: 11,
            fontWeight: 700,
            color: '#fff',
            bgcolor: 'rgba(0,0,0,0.55)',
          }}
        >
          {t('greetings.story')}
        </Box>
      ) : null}
      {variant === 'mini' ? null : (
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            px: variant === 'hero' ? 2 : 1.25,
            pt: variant === 'hero' ? 5 : 3,
            pb: variant === 'hero' ? 1.75 : 1,
            textAlign: 'left',
            color: '#fff',
            background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.72) 100%)',
          }}
        >
          {kicker ? (
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: 12, fontWeight: 700, letterSpacing: '0.06em', opacity: 0.9 }}
            >
              {kicker.toUpperCase()}
            </Typography>
          ) : null}
          <Typography
            component="span"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              fontWeight: 700,
              fontSize: variant === 'hero' ? 20 : 13.5,
              lineHeight: 1.25,
            }}
          >
            {name}
          </Typography>
        </Box>
      )}
    </ButtonBase>
  );
}

/** The thumbnail's shape while its list loads. */
export function PostThumbSkeleton({ variant = 'tile' }: { variant?: 'hero' | 'tile' | 'mini' }) {
  return (
    <Skeleton
      variant="rounded"
      animation="wave"
      sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: variant === 'hero' ? '20px' : '14px' }}
    />
  );
}
