import type { VideoTemplateKind } from '@cardora/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FILL_FRAME } from '#components/fill-frame';
import { aspectRatioOf } from '../video-format';

/**
 * The video's place on the page, sized by its layout (a story stays within the phone's height):
 * the player once it is ready, else the backdrop (the template's poster, dimmed) under `overlay`.
 */
export function VideoStage({
  layout,
  backdropUrl,
  overlay,
  children,
  testId = 'video-stage',
  clear = false,
}: {
  layout: VideoTemplateKind;
  backdropUrl: string | null;
  overlay?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** Show the backdrop as it is, with the overlay at the bottom over a shade (nothing is being made yet). */
  clear?: boolean;
}) {
  const story = layout === 'STORY_VIDEO';
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: story
          ? { xs: 'min(100%, calc((100dvh - 300px) * 9 / 16))', sm: 'min(340px, calc((100dvh - 300px) * 9 / 16))' }
          : { xs: '100%', sm: 480 },
        minWidth: story ? { xs: 200, sm: 0 } : undefined,
        mx: 'auto',
        // A Stack zeroes its children's margins: centred by alignSelf there.
        alignSelf: 'center',
        aspectRatio: aspectRatioOf(layout),
        borderRadius: { xs: '14px', sm: '18px' },
        overflow: 'hidden',
        bgcolor: '#0f141d',
        color: '#fff',
        boxShadow: '0 18px 50px rgba(15,20,29,0.3)',
      }}
      data-testid={testId}
    >
      {children ?? (
        <>
          {backdropUrl ? (
            <Box
              component="img"
              src={backdropUrl}
              alt=""
              sx={{
                ...FILL_FRAME,
                filter: clear ? 'none' : 'blur(8px) brightness(0.45)',
                transform: clear ? 'none' : 'scale(1.08)',
              }}
            />
          ) : null}
          <Stack
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: clear ? 'flex-end' : 'center',
              p: 2.5,
              background: clear ? 'linear-gradient(to top, rgba(15,20,29,0.85) 0%, rgba(15,20,29,0) 55%)' : 'none',
            }}
          >
            {overlay}
          </Stack>
        </>
      )}
    </Box>
  );
}

/** The made video, playing in the page (inline on phones, with its poster until it starts). */
export function VideoPlayer({
  src,
  poster,
  label,
  testId = 'video-player',
}: {
  src: string;
  poster: string | null;
  label: string;
  testId?: string;
}) {
  return (
    <Box
      component="video"
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      data-testid={testId}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', bgcolor: '#000' }}
    />
  );
}
