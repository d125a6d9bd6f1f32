// A post's watermarked low-quality preview (what customers browse). While its background job
// runs the tile says so (the list polls until it is ready); a failed one offers to try again.
import type { TImagePost } from '@cardora/contract';
import BrokenImageRounded from '@mui/icons-material/BrokenImageRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PREVIEW_LABELS } from '../labels';

const shimmer = keyframes`
  0% { background-position: -160px 0; }
  100% { background-position: 160px 0; }
`;

export function postAlt(post: TImagePost): string {
  return post.title ? `${post.title} (${post.imageSubcategoryName})` : `${post.imageSubcategoryName} post`;
}

export function PostThumbnail({
  post,
  size,
  onRetry,
  retrying = false,
}: {
  post: TImagePost;
  /** The tile's width in px; square posts are square, stories 9:16 inside the same height. */
  size: number;
  /** Given when the viewer may ask for the preview again. */
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const story = post.layout === 'STORY';
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: '10px',
    overflow: 'hidden',
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
  } as const;

  if (post.previewStatus === 'ready' && post.previewUrl) {
    return (
      <Box sx={{ ...frame, bgcolor: 'grey.100' }} data-testid="post-preview" data-status="ready">
        <Box
          component="img"
          src={post.previewUrl}
          alt={postAlt(post)}
          loading="lazy"
          decoding="async"
          sx={{
            width: story ? `${Math.round((size * 9) / 16)}px` : '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
          }}
        />
        {post.mediaType === 'VIDEO' ? (
          <PlayCircleRounded
            sx={{ position: 'absolute', color: 'common.white', fontSize: size / 3, opacity: 0.9 }}
            aria-hidden
          />
        ) : null}
      </Box>
    );
  }

  if (post.previewStatus === 'failed') {
    return (
      <Box
        sx={(theme) => ({
          ...frame,
          bgcolor: alpha(theme.palette.error.main, 0.06),
          border: `1px dashed ${alpha(theme.palette.error.main, 0.4)}`,
          color: 'error.main',
          textAlign: 'center',
          p: 0.5,
        })}
        data-testid="post-preview"
        data-status="failed"
        role="img"
        aria-label={PREVIEW_LABELS.failed}
      >
        <Box>
          <BrokenImageRounded sx={{ fontSize: size > 80 ? 28 : 22 }} />
          {size >= 88 ? (
            <Typography variant="caption" component="p" sx={{ lineHeight: 1.2, fontWeight: 600 }}>
              Preview failed
            </Typography>
          ) : null}
          {onRetry ? (
            <Button
              size="small"
              color="error"
              onClick={onRetry}
              loading={retrying}
              startIcon={size >= 88 ? <RefreshRounded /> : undefined}
              sx={{ minHeight: 28, px: 0.75, fontSize: 12 }}
              data-testid="preview-retry"
            >
              {size >= 88 ? 'Make again' : 'Retry'}
            </Button>
          ) : null}
        </Box>
      </Box>
    );
  }

  // Pending (or a video whose poster frame is not made yet).
  const video = post.mediaType === 'VIDEO';
  return (
    <Box
      sx={(theme) => ({
        ...frame,
        color: 'text.secondary',
        textAlign: 'center',
        p: 0.75,
        backgroundColor: theme.palette.grey[100],
        backgroundImage: `linear-gradient(90deg, ${theme.palette.grey[100]} 0, ${theme.palette.grey[200]} 50%, ${theme.palette.grey[100]} 100%)`,
        backgroundSize: '320px 100%',
        animation: video ? 'none' : `${shimmer} 1.4s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
      data-testid="post-preview"
      data-status="pending"
      role="img"
      aria-label={video ? 'Video post: its preview comes later' : PREVIEW_LABELS.pending}
    >
      <Box>
        {video ? (
          <VideocamRounded sx={{ fontSize: size > 80 ? 26 : 20 }} />
        ) : (
          <HourglassTopRounded sx={{ fontSize: size > 80 ? 26 : 20 }} />
        )}
        <Typography
          variant="caption"
          component="p"
          sx={{ lineHeight: 1.2, fontWeight: 600, fontSize: size < 80 ? 10 : 12 }}
        >
          {video ? 'Video: no preview yet' : PREVIEW_LABELS.pending}
        </Typography>
      </Box>
    </Box>
  );
}
