import type { TUserVideo } from '@cardora/contract';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { ProductListHeading, ProductListSkeleton, ProductMakeButton, useProductBusiness } from '#features/customer';
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
  const { offered, user, business, businessId } = useProductBusiness('promotionalVideo');
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
    <ProductMakeButton to={videoPaths.templates(businessId)} testId="my-videos-make">
      {t('videos.mine.make')}
    </ProductMakeButton>
  ) : null;

  return (
    <Stack spacing={2.5} data-testid="my-videos-page">
      <ProductListHeading
        title={t('glossary:myPromotionalVideos')}
        businessName={business?.businessName ?? null}
        summary={
          data
            ? `${t('videos.buy.videos', { count })}${refusal ? '' : ` · ${promotionalAllowanceLabel(data.allowance.promotional, t)}`}`
            : null
        }
        summaryTestId="my-videos-total"
        action={count > 0 && !refusal ? makeButton : null}
      />
      {refusal && businessId ? (
        <VideoRefusal
          businessId={businessId}
          message={refusal.message}
          upgradePath={refusal.upgradePath}
          onUpgrade={() => openUpgrade(businessId, 'promotionalVideo')}
        />
      ) : null}
      {!data ? (
        <ProductListSkeleton rowHeight={150} />
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
