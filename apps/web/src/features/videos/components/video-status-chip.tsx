import type { TUserVideo } from '@cardora/contract';
import Chip from '@mui/material/Chip';

/** Where a video is, as a chip: made, being made (n%), waiting, failed; hidden by the agency wins. */
export function VideoStatusChip({
  video,
  testId = 'video-status-chip',
}: {
  video: Pick<TUserVideo, 'renderStatus' | 'progress' | 'status'>;
  testId?: string;
}) {
  if (video.status === 'hidden') return <Chip size="small" label="Hidden" data-testid={testId} data-status="hidden" />;
  const common = { size: 'small' as const, 'data-testid': testId, 'data-status': video.renderStatus };
  switch (video.renderStatus) {
    case 'ready':
      return <Chip {...common} color="success" label="Ready" />;
    case 'rendering':
      return <Chip {...common} color="primary" variant="outlined" label={`Making… ${video.progress}%`} />;
    case 'queued':
      return <Chip {...common} variant="outlined" label="Waiting" />;
    case 'failed':
      return <Chip {...common} color="error" variant="outlined" label="Failed" />;
  }
}
