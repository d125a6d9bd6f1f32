import type { TUserVideo } from '@cardora/contract';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { progressViewOf } from '../video-format';

/**
 * Where a render is, read from the server about every second: "Waiting to start…" under a moving
 * bar while queued, the real n% while rendering, and a failure with its reason and Try again.
 * Drawn in white over the dark stage.
 */
export function VideoProgress({
  video,
  onRetry,
  retrying,
  retryError,
  note,
}: {
  video: Pick<TUserVideo, 'renderStatus' | 'progress' | 'failureReason'>;
  onRetry: (() => void) | null;
  retrying: boolean;
  retryError: string | null;
  /** Where the video waits if the person leaves. */
  note?: string;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const view = progressViewOf(video, t);
  if (view.tone === 'failed') {
    return (
      <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center' }} role="alert" data-testid="video-failed">
        <ErrorOutlineRounded sx={{ fontSize: 40, color: '#ffb4a8' }} />
        <Typography sx={{ fontWeight: 700 }}>{t('videos.progress.failed')}</Typography>
        <Typography variant="body2" sx={{ opacity: 0.9, maxWidth: 320 }} data-testid="video-failure-reason">
          {video.failureReason ?? t('videos.progress.failedReason')}
        </Typography>
        {retryError ? (
          <Typography variant="body2" sx={{ color: '#ffb4a8' }} data-testid="video-retry-error">
            {retryError}
          </Typography>
        ) : null}
        {onRetry ? (
          <Button
            variant="contained"
            startIcon={<RefreshRounded />}
            onClick={onRetry}
            loading={retrying}
            sx={{ bgcolor: '#fff', color: '#172033', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
            data-testid="video-retry"
          >
            {t('glossary:tryAgain')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 320, textAlign: 'center' }}>
      <MovieCreationRounded sx={{ fontSize: 40, opacity: 0.9 }} />
      <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
        {view.determinate ? t('videos.result.making') : t('videos.progress.queued')}
      </Typography>
      <LinearProgress
        variant={view.determinate ? 'determinate' : 'indeterminate'}
        value={view.value}
        aria-label={t('videos.progress.label')}
        aria-valuetext={view.label}
        data-testid="video-progress"
        data-status={video.renderStatus}
        data-value={view.value}
        sx={{
          mt: 1.5,
          height: 10,
          borderRadius: 5,
          bgcolor: 'rgba(255,255,255,0.22)',
          '& .MuiLinearProgress-bar': { borderRadius: 5, bgcolor: '#fff' },
        }}
      />
      <Typography variant="body2" sx={{ mt: 1, opacity: 0.92 }} role="status" data-testid="video-progress-label">
        {view.label}
      </Typography>
      {note ? (
        <Typography variant="caption" sx={{ display: 'block', mt: 0.75, opacity: 0.72 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
