import type { TUserVideo } from '@cardora/contract';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { useRetryUserVideo, useUserVideo } from '../hooks/use-user-videos';
import { withAgency } from '../media-url';
import { videoFileName } from '../video-format';
import { VideoActions } from './video-actions';
import { VideoProgress } from './video-progress';
import { VideoPlayer, VideoStage } from './video-stage';

export interface MadeVideoProps {
  videoNo: number;
  /** The answer the page already has (the create call's), shown at once. */
  initial?: TUserVideo;
  /** Shown dimmed behind the progress: the template's poster or the greeting's preview. */
  backdropUrl: string | null;
  businessName: string;
  /** What the video is (the template's or the greeting's name), for its file name and the share sheet. */
  what: string | null;
  /** The words sent with the video when it is shared. */
  shareText: string;
  /** Where the video waits if the person leaves while it is made. */
  note?: string;
  /** Under the actions (Make another, My videos…). */
  footer?: ReactNode;
  /** Staff (All Projects) play a hidden video; its customer is told it was hidden. */
  staff?: boolean;
}

/**
 * One made video, live: the real progress bar while the server makes it (read about every
 * second), then the video playing in the page with Download and Share; a failure says why and
 * offers Try again. Used by the templates page, the customer's list and the greetings.
 */
export function MadeVideo({
  videoNo,
  initial,
  backdropUrl,
  businessName,
  what,
  shareText,
  note,
  footer,
  staff = false,
}: MadeVideoProps) {
  const { t } = useTranslation(['products', 'glossary']);
  const query = useUserVideo(videoNo, initial);
  const retry = useRetryUserVideo();
  const video = query.data;

  if (!video) {
    return (
      <VideoStage
        layout={initial?.layout ?? 'SQUARE_VIDEO'}
        backdropUrl={backdropUrl}
        overlay={
          query.isError ? (
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }} role="alert">
              <Typography>{errorMessage(query.error)}</Typography>
              <Button
                variant="contained"
                onClick={() => void query.refetch()}
                sx={{ bgcolor: '#fff', color: '#172033' }}
              >
                {t('glossary:tryAgain')}
              </Button>
            </Stack>
          ) : (
            <CircularProgress sx={{ color: '#fff' }} aria-label={t('videos.loadingVideo')} />
          )
        }
      />
    );
  }

  const hidden = video.status === 'hidden' && !staff;
  const ready = video.renderStatus === 'ready' && video.videoUrl && video.downloadUrl && !hidden;
  const fileName = videoFileName(businessName, what);

  return (
    <Stack spacing={2} data-testid="made-video" data-video-no={video.videoNo} data-render-status={video.renderStatus}>
      {ready && video.videoUrl ? (
        <VideoStage layout={video.layout} backdropUrl={null}>
          <VideoPlayer
            src={withAgency(video.videoUrl)}
            poster={video.posterUrl}
            label={t('videos.playerLabel', { what: what ?? t('videos.video'), business: businessName })}
          />
        </VideoStage>
      ) : (
        <VideoStage
          layout={video.layout}
          backdropUrl={video.posterUrl ?? backdropUrl}
          overlay={
            hidden ? (
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="video-hidden">
                <VisibilityOffRounded sx={{ fontSize: 40 }} />
                <Typography>{t('videos.hidden')}</Typography>
              </Stack>
            ) : (
              <VideoProgress
                video={video}
                onRetry={staff ? null : () => retry.mutate(video.videoNo)}
                retrying={retry.isPending}
                retryError={retry.isError ? errorMessage(retry.error) : null}
                note={note}
              />
            )
          }
        />
      )}
      {ready && video.videoUrl && video.downloadUrl ? (
        <VideoActions
          videoUrl={video.videoUrl}
          downloadUrl={video.downloadUrl}
          fileName={fileName}
          title={what ?? businessName}
          text={shareText}
          shareable={!staff}
        />
      ) : null}
      {staff && video.status === 'hidden' ? (
        <Alert severity="info" data-testid="video-hidden-note">
          Hidden from the customer: they cannot see, play or download it.
        </Alert>
      ) : null}
      {query.isError && video ? (
        <Alert severity="warning" data-testid="video-poll-error">
          {errorMessage(query.error)} {t('videos.pollError')}
        </Alert>
      ) : null}
      {footer}
    </Stack>
  );
}
