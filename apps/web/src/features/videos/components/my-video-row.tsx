import type { TUserVideo } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { FILL_FRAME } from '#components/fill-frame';
import { useFormat } from '#i18n/format';
import { formatBytes } from '#lib/format';
import { useRetryUserVideo } from '../hooks/use-user-videos';
import { aspectRatioOf, progressViewOf, secondsLabel, videoFileName } from '../video-format';
import { VideoActions } from './video-actions';
import { VideoStatusChip } from './video-status-chip';

/** One of the customer's videos: its poster (tap to play), status, live progress, and its actions. */
export function MyVideoRow({
  video,
  businessName,
  onPlay,
  onDelete,
}: {
  video: TUserVideo;
  businessName: string;
  onPlay: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const { date } = useFormat();
  const retry = useRetryUserVideo();
  const story = video.layout === 'STORY_VIDEO';
  const ready = video.renderStatus === 'ready' && video.videoUrl !== null && video.downloadUrl !== null;
  const working = video.renderStatus === 'queued' || video.renderStatus === 'rendering';
  const view = progressViewOf(video, t);
  const title =
    video.templateName ?? (video.kind === 'greeting' ? t('videos.greetingVideo') : t('videos.promotionalVideo'));
  const facts = [
    t('videos.made', { date: date(video.createdAt) }),
    video.durationSec ? secondsLabel(video.durationSec) : null,
    formatBytes(video.sizeBytes) || null,
  ].filter(Boolean);

  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="my-video" data-video-no={video.videoNo}>
      <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start' }}>
        <ButtonBase
          onClick={onPlay}
          aria-label={ready ? t('videos.row.play', { title }) : t('videos.row.open', { title })}
          data-testid="my-video-play"
          sx={{
            position: 'relative',
            flex: 'none',
            width: story ? 68 : 96,
            aspectRatio: aspectRatioOf(video.layout),
            borderRadius: '10px',
            overflow: 'hidden',
            bgcolor: '#1b2333',
            color: '#fff',
          }}
        >
          {video.posterUrl ? (
            <Box component="img" src={video.posterUrl} alt="" loading="lazy" sx={{ ...FILL_FRAME }} />
          ) : (
            <MovieRounded sx={{ opacity: 0.6 }} />
          )}
          {ready ? (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                width: 34,
                height: 34,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(15,20,29,0.6)',
              }}
            >
              <PlayArrowRounded />
            </Box>
          ) : null}
        </ButtonBase>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="h5" component="h3" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Tooltip title={t('glossary:delete')}>
              <IconButton
                size="small"
                onClick={onDelete}
                aria-label={t('videos.row.delete', { title })}
                sx={{ mt: -0.5, mr: -0.5 }}
                data-testid="my-video-delete"
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <VideoStatusChip video={video} />
            <Typography variant="caption" color="textSecondary">
              {facts.join(' · ')}
            </Typography>
          </Stack>
          {working ? (
            <Box sx={{ mt: 1.25 }}>
              <LinearProgress
                variant={view.determinate ? 'determinate' : 'indeterminate'}
                value={view.value}
                aria-label={`${title}: ${view.label}`}
                sx={{ height: 6, borderRadius: 3 }}
                data-testid="my-video-progress"
              />
              <Typography variant="caption" color="textSecondary">
                {view.label}
              </Typography>
            </Box>
          ) : null}
          {video.renderStatus === 'failed' ? (
            <Stack spacing={0.75} sx={{ mt: 1, alignItems: 'flex-start' }}>
              <Typography variant="body2" color="error" data-testid="my-video-failure">
                {video.failureReason ?? t('videos.row.notMade')}
              </Typography>
              {retry.isError ? (
                <Typography variant="caption" color="error">
                  {errorMessage(retry.error)}
                </Typography>
              ) : null}
              <Button
                size="small"
                variant="outlined"
                startIcon={<RefreshRounded />}
                onClick={() => retry.mutate(video.videoNo)}
                loading={retry.isPending}
                data-testid="my-video-retry"
              >
                {t('glossary:tryAgain')}
              </Button>
            </Stack>
          ) : null}
        </Box>
      </Stack>
      {ready && video.videoUrl && video.downloadUrl ? (
        <Box sx={{ mt: 1.5 }}>
          <VideoActions
            videoUrl={video.videoUrl}
            downloadUrl={video.downloadUrl}
            fileName={videoFileName(businessName, video.templateName)}
            title={title}
            text={businessName}
            size="medium"
            testIdPrefix="my-video"
            prefetch={false}
          />
        </Box>
      ) : null}
    </Card>
  );
}
