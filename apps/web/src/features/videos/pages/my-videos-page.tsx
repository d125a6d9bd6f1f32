import { customerProducts, type TUserVideo } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { activeBusinessOf, useUserDetails } from '#features/customer';
import { useOpenUpgrade } from '#features/payments';
import { VideoRefusal } from '../components/buy-videos';
import { MyVideoRow } from '../components/my-video-row';
import { PlayerDialog } from '../components/player-dialog';
import { VideosNeedBusiness, VideosNotOffered } from '../components/videos-not-offered';
import { useDeleteUserVideo, useUserVideosByBusiness } from '../hooks/use-user-videos';
import { videoPaths } from '../paths';
import { promotionalAllowanceLabel } from '../video-format';

/** /customer/projects?projectType=promotional_video: the active business's promotional videos. */
export function MyVideosPage() {
  const { t } = useTranslation(['products', 'glossary']);
  const agency = useAgency();
  const offered = customerProducts(agency.configuration).promotionalVideo;
  const user = useUserDetails();
  const business = user.data ? activeBusinessOf(user.data) : null;
  const businessId = business?.businessId ?? null;
  const videos = useUserVideosByBusiness(offered ? businessId : null, 'promotional');
  const remove = useDeleteUserVideo();
  const openUpgrade = useOpenUpgrade();
  const { enqueueSnackbar } = useSnackbar();
  const [playing, setPlaying] = useState<TUserVideo | null>(null);
  const [toDelete, setToDelete] = useState<TUserVideo | null>(null);
  const businessName = business?.businessName ?? '';

  if (!offered) return <VideosNotOffered />;
  if (user.data && !businessId) return <VideosNeedBusiness />;
  if (videos.isError) return <RetryAlert error={videos.error} onRetry={() => void videos.refetch()} />;

  const data = videos.data;
  const refusal = data?.allowance.promotional.refusal ?? null;
  const count = data?.list.length ?? 0;
  const makeButton = businessId ? (
    <Button
      component={RouterLink}
      to={videoPaths.templates(businessId)}
      variant="contained"
      startIcon={<AddRounded />}
      data-testid="my-videos-make"
    >
      {t('videos.mine.make')}
    </Button>
  ) : null;

  return (
    <Stack spacing={2.5} data-testid="my-videos-page">
      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            {t('glossary:myPromotionalVideos')}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="my-videos-total">
            {business ? `${business.businessName} · ` : ''}
            {data ? t('videos.buy.videos', { count }) : '\u00a0'}
            {data && !refusal ? ` · ${promotionalAllowanceLabel(data.allowance.promotional, t)}` : ''}
          </Typography>
        </Box>
        {count > 0 && !refusal ? makeButton : null}
      </Stack>
      {refusal && businessId ? (
        <VideoRefusal
          businessId={businessId}
          message={refusal.message}
          upgradePath={refusal.upgradePath}
          onUpgrade={() => openUpgrade(businessId, 'promotionalVideo')}
        />
      ) : null}
      {!data ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={150} />
          <Skeleton variant="rounded" height={150} />
        </Stack>
      ) : count === 0 ? (
        <EmptyState
          testId="my-videos-empty"
          icon={<MovieRounded />}
          title={t('videos.mine.emptyTitle')}
          text={t('videos.mine.emptyText')}
          action={refusal ? null : makeButton}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {data.list.map((video) => (
            <MyVideoRow
              key={video.videoNo}
              video={video}
              businessName={businessName}
              onPlay={() => setPlaying(video)}
              onDelete={() => setToDelete(video)}
            />
          ))}
        </Box>
      )}
      <PlayerDialog video={playing} businessName={businessName} onClose={() => setPlaying(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('videos.mine.deleteTitle')}
        text={t('videos.mine.deleteText')}
        confirmLabel={t('videos.mine.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.videoNo, {
            onSuccess: () => {
              enqueueSnackbar(t('videos.mine.deleted'), { variant: 'success' });
              setToDelete(null);
            },
            onError: (error) => {
              enqueueSnackbar(errorMessage(error), { variant: 'error' });
              setToDelete(null);
            },
          });
        }}
        onClose={() => setToDelete(null)}
        testId="my-video-delete-dialog"
      />
    </Stack>
  );
}
