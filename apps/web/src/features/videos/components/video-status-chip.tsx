import type { TUserVideo } from '@cardora/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Where a video is, as a chip: made, being made (n%), waiting, failed; hidden by the agency wins. */
export function VideoStatusChip({
  video,
  testId = 'video-status-chip',
}: {
  video: Pick<TUserVideo, 'renderStatus' | 'progress' | 'status'>;
  testId?: string;
}) {
  const { t } = useTranslation('products');
  if (video.status === 'hidden') {
    return <Chip size="small" label={t('videos.chip.hidden')} data-testid={testId} data-status="hidden" />;
  }
  const common = { size: 'small' as const, 'data-testid': testId, 'data-status': video.renderStatus };
  switch (video.renderStatus) {
    case 'ready':
      return <Chip {...common} color="success" label={t('videos.status.ready')} />;
    case 'rendering':
      return (
        <Chip
          {...common}
          color="primary"
          variant="outlined"
          label={t('videos.chip.making', { progress: video.progress })}
        />
      );
    case 'queued':
      return <Chip {...common} variant="outlined" label={t('videos.chip.waiting')} />;
    case 'failed':
      return <Chip {...common} color="error" variant="outlined" label={t('videos.status.failed')} />;
  }
}
