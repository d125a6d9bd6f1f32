import type { LayoutType } from '@cardora/contract';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { FILL_FRAME } from '#components/fill-frame';

const STEPS = ['logo', 'contacts', 'qr', 'finishing'] as const;

/**
 * The server's work has no progress to read until the bytes arrive, so the ring eases towards
 * 90% while it waits (never claiming to be done) and the download fills the rest.
 */
function useEasedProgress(active: boolean, downloaded: number, t: TFunction): { value: number; step: string } {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) {
      setElapsed(0);
      return;
    }
    const started = performance.now();
    const timer = window.setInterval(() => setElapsed(performance.now() - started), 120);
    return () => window.clearInterval(timer);
  }, [active]);
  const waiting = 90 * (1 - Math.exp(-elapsed / 1600));
  const value = downloaded > 0 ? 90 + downloaded * 10 : waiting;
  const stepKey = STEPS[Math.min(STEPS.length - 1, Math.floor(elapsed / 1100))] ?? 'finishing';
  const step = downloaded > 0 ? t('greetings.render.almostReady') : t(`greetings.render.${stepKey}`);
  return { value, step };
}

export type StageState =
  | { kind: 'rendering'; downloaded: number }
  | { kind: 'ready'; src: string }
  | { kind: 'refused'; card: ReactNode }
  | { kind: 'failed'; error: unknown; onRetry: () => void };

/** The picture area: the branded image, or the preview under a progress ring while the server brands it. */
export function RenderStage({
  layout,
  previewUrl,
  state,
  alt,
}: {
  layout: LayoutType;
  previewUrl: string | null;
  state: StageState;
  alt: string;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const progress = useEasedProgress(state.kind === 'rendering', state.kind === 'rendering' ? state.downloaded : 0, t);
  const story = layout === 'STORY';
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: story ? { xs: 'min(100%, calc((100dvh - 380px) * 9 / 16))', sm: 360 } : { xs: '100%', sm: 520 },
        mx: 'auto',
        aspectRatio: story ? '9 / 16' : '1 / 1',
        borderRadius: { xs: '14px', sm: '18px' },
        overflow: 'hidden',
        bgcolor: '#1b2333',
        boxShadow: '0 18px 50px rgba(0,0,0,0.35)',
      }}
      data-testid="greeting-stage"
      data-state={state.kind}
    >
      {state.kind === 'ready' ? (
        <Box
          component="img"
          src={state.src}
          alt={alt}
          data-testid="greeting-image"
          sx={{
            ...FILL_FRAME,
            objectFit: 'contain',
            animation: 'greetingIn 260ms ease',
            '@keyframes greetingIn': {
              from: { opacity: 0, transform: 'scale(0.985)' },
              to: { opacity: 1, transform: 'none' },
            },
          }}
        />
      ) : (
        <>
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt=""
              sx={{
                ...FILL_FRAME,
                filter: 'blur(6px) brightness(0.55)',
                transform: 'scale(1.06)',
              }}
            />
          ) : null}
          <Stack
            spacing={1.5}
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              p: 2.5,
              color: '#fff',
              textAlign: 'center',
            }}
          >
            {state.kind === 'rendering' ? (
              <Box
                role="progressbar"
                aria-label={t('greetings.render.making')}
                aria-valuenow={Math.round(progress.value)}
                aria-valuemin={0}
                aria-valuemax={100}
                data-testid="greeting-progress"
              >
                <Box sx={{ position: 'relative', width: 72, height: 72, mx: 'auto' }}>
                  <CircularProgress
                    variant="determinate"
                    value={100}
                    size={72}
                    thickness={3}
                    sx={{ color: 'rgba(255,255,255,0.2)', position: 'absolute' }}
                  />
                  <CircularProgress
                    variant="determinate"
                    value={progress.value}
                    size={72}
                    thickness={3}
                    sx={{ color: '#fff', position: 'absolute' }}
                  />
                  <Typography
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                      fontSize: 15,
                    }}
                  >
                    {Math.round(progress.value)}%
                  </Typography>
                </Box>
                <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{t('greetings.render.addingBrand')}</Typography>
                <Typography variant="body2" sx={{ opacity: 0.85 }}>
                  {progress.step}
                </Typography>
              </Box>
            ) : null}
            {state.kind === 'refused' ? <Box sx={{ width: '100%', maxWidth: 420 }}>{state.card}</Box> : null}
            {state.kind === 'failed' ? (
              <Box role="alert" data-testid="greeting-render-error">
                <Typography sx={{ fontWeight: 600 }}>{t('greetings.render.failed')}</Typography>
                <Typography variant="body2" sx={{ opacity: 0.85, mt: 0.5 }}>
                  {errorMessage(state.error)}
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<RefreshRounded />}
                  onClick={state.onRetry}
                  sx={{ mt: 1.5, bgcolor: '#fff', color: '#172033', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
                >
                  {t('glossary:tryAgain')}
                </Button>
              </Box>
            ) : null}
          </Stack>
        </>
      )}
    </Box>
  );
}
