// Greeting videos on /daily-image: a VIDEO post of the greetings library branded with the
// business's frame by the server's render job. The viewer keeps its frame pickers; these pieces
// take its stage (the post, the progress, then the video) and its action bar (Make my video,
// then Download and Share).
import {
  type FrameKind,
  type FrameName,
  IMAGE_POST_MESSAGES,
  istDateOf,
  type LayoutType,
  type TUserVideo,
  type TVideoAllowance,
  VIDEO_MESSAGES,
} from '@cardora/contract';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '#api/api-error';
import {
  useCreateGreetingVideo,
  useRetryUserVideo,
  useUserVideo,
  useUserVideosByBusiness,
} from '../hooks/use-user-videos';
import { withAgency } from '../media-url';
import { greetingAllowanceLabel, todaysGreetingVideo, videoFileName } from '../video-format';
import { VideoActions } from './video-actions';
import { VideoProgress } from './video-progress';
import { VideoPlayer, VideoStage } from './video-stage';

export type GreetingVideoRefusal =
  | { kind: 'plan'; reason: 'notIncluded' | 'limitReached'; message: string }
  | { kind: 'card' };

export interface GreetingVideoState {
  allowance: TVideoAllowance['greeting'] | null;
  loading: boolean;
  loadError: unknown;
  video: TUserVideo | null;
  refusal: GreetingVideoRefusal | null;
  make: () => void;
  making: boolean;
  makeError: string | null;
  retry: (() => void) | null;
  retrying: boolean;
  retryError: string | null;
  reload: () => void;
}

function refusalOf(message: string): GreetingVideoRefusal {
  if (message === IMAGE_POST_MESSAGES.cardNeeded) return { kind: 'card' };
  return {
    kind: 'plan',
    reason: message === VIDEO_MESSAGES.greetingVideosOff ? 'notIncluded' : 'limitReached',
    message,
  };
}

/**
 * One post's greeting video for a business: today's if one was made (the server gives the same
 * one again for free), else Make my video → the render job, read about every second until done.
 */
export function useGreetingVideo(
  request: {
    businessId: string;
    imageId: string;
    frame: FrameName;
    kind: FrameKind | null;
  } | null,
): GreetingVideoState {
  const list = useUserVideosByBusiness(request ? request.businessId : null, 'greeting');
  const create = useCreateGreetingVideo();
  const retry = useRetryUserVideo();
  const [made, setMade] = useState<number | null>(null);
  const [refused, setRefused] = useState<GreetingVideoRefusal | null>(null);
  const existing =
    list.data && request ? todaysGreetingVideo(list.data.list, request.imageId, istDateOf(new Date())) : null;
  const videoNo = made ?? existing?.videoNo ?? null;
  const detail = useUserVideo(videoNo, existing ?? undefined);
  const allowance = list.data?.allowance.greeting ?? null;
  const planRefusal = allowance?.refusal ? refusalOf(allowance.refusal.message) : null;
  const video = detail.data ?? null;

  return {
    allowance,
    loading: request !== null && list.isPending,
    loadError: list.error,
    video,
    // A video already made stays playable even when today's allowance is now used.
    refusal: video ? null : (refused ?? planRefusal),
    make: () => {
      if (!request) return;
      setRefused(null);
      create.mutate(
        {
          businessId: request.businessId,
          imageId: request.imageId,
          frame: request.frame,
          ...(request.kind ? { kind: request.kind } : {}),
        },
        {
          onSuccess: (created) => setMade(created.videoNo),
          onError: (error) => {
            if (isApiError(error) && error.status === 409) setRefused(refusalOf(error.message));
          },
        },
      );
    },
    making: create.isPending,
    makeError:
      create.isError && !(isApiError(create.error) && create.error.status === 409) ? errorMessage(create.error) : null,
    retry: video?.renderStatus === 'failed' ? () => retry.mutate(video.videoNo) : null,
    retrying: retry.isPending,
    retryError: retry.isError ? errorMessage(retry.error) : null,
    reload: () => void list.refetch(),
  };
}

const layoutOf = (layout: LayoutType) => (layout === 'STORY' ? 'STORY_VIDEO' : 'SQUARE_VIDEO');

/** The viewer's stage for a VIDEO post: the post, a refusal, the live progress, or the branded video playing. */
export function GreetingVideoStage({
  state,
  layout,
  previewUrl,
  title,
  refusalCard,
}: {
  state: GreetingVideoState;
  layout: LayoutType;
  previewUrl: string | null;
  title: string;
  /** The greetings' own refusal card for a refusal (the plan's words, the upgrade). */
  refusalCard: (refusal: GreetingVideoRefusal) => ReactNode;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const { video } = state;
  const kind = layoutOf(layout);
  if (video?.renderStatus === 'ready' && video.videoUrl) {
    return (
      <VideoStage layout={video.layout} backdropUrl={null} testId="greeting-video-stage">
        <VideoPlayer
          src={withAgency(video.videoUrl)}
          poster={video.posterUrl ?? previewUrl}
          label={title}
          testId="greeting-video-player"
        />
      </VideoStage>
    );
  }
  let overlay: ReactNode;
  let clear = false;
  if (video) {
    overlay = (
      <VideoProgress
        video={video}
        onRetry={state.retry}
        retrying={state.retrying}
        retryError={state.retryError}
        note={t('videos.greeting.note')}
      />
    );
  } else if (state.refusal) {
    overlay = <Box sx={{ width: '100%', maxWidth: 420 }}>{refusalCard(state.refusal)}</Box>;
  } else if (state.loading) {
    overlay = <CircularProgress sx={{ color: '#fff' }} aria-label={t('common.loading')} />;
  } else if (state.loadError) {
    overlay = (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }} role="alert">
        <Typography>{errorMessage(state.loadError)}</Typography>
        <Button variant="contained" onClick={state.reload} sx={{ bgcolor: '#fff', color: '#172033' }}>
          {t('glossary:tryAgain')}
        </Button>
      </Stack>
    );
  } else {
    clear = true;
    overlay = (
      <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 320 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <MovieCreationRounded fontSize="small" />
          <Typography sx={{ fontWeight: 700 }}>{t('videos.greeting.title')}</Typography>
        </Stack>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {t('videos.greeting.text')}
        </Typography>
      </Stack>
    );
  }
  return (
    <VideoStage layout={kind} backdropUrl={previewUrl} overlay={overlay} clear={clear} testId="greeting-video-stage" />
  );
}

/** The viewer's action bar for a VIDEO post: Make my video (with today's allowance), then Download and Share. */
export function GreetingVideoActions({
  state,
  businessName,
  title,
  shareText,
}: {
  state: GreetingVideoState;
  businessName: string;
  title: string;
  shareText: string;
}) {
  const { t } = useTranslation('products');
  const { video } = state;
  const ready = video?.renderStatus === 'ready' && video.videoUrl && video.downloadUrl;
  return (
    <Box
      sx={{
        p: 2,
        pb: 'max(16px, env(safe-area-inset-bottom))',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
      data-testid="greeting-video-actions"
    >
      {ready && video.videoUrl && video.downloadUrl ? (
        <Stack spacing={1}>
          <VideoActions
            videoUrl={video.videoUrl}
            downloadUrl={video.downloadUrl}
            fileName={videoFileName(businessName, title)}
            title={title}
            text={shareText}
            testIdPrefix="greeting-video"
          />
          <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
            {t('videos.greeting.todays')}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={1}>
          {state.makeError ? (
            <Typography variant="body2" color="error" role="alert" data-testid="greeting-video-error">
              {state.makeError}
            </Typography>
          ) : null}
          <Button
            variant="contained"
            size="large"
            startIcon={<MovieCreationRounded />}
            onClick={state.make}
            loading={state.making}
            disabled={video !== null || state.refusal !== null || state.loading}
            fullWidth
            data-testid="greeting-make-video"
          >
            {video ? t('videos.greeting.making') : t('videos.makeMyVideo')}
          </Button>
          {state.allowance && !state.refusal && !video ? (
            <Typography
              variant="caption"
              color="textSecondary"
              sx={{ textAlign: 'center' }}
              data-testid="greeting-video-allowance"
            >
              {greetingAllowanceLabel(state.allowance, t)}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
