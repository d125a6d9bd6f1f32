import type { TUserVideo } from '@cardora/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { MadeVideo } from './made-video';

/** One video in a dialog (full screen on a phone): playing, or its live progress, with Download and Share. */
export function PlayerDialog({
  video,
  businessName,
  onClose,
  staff = false,
}: {
  video: TUserVideo | null;
  businessName: string;
  onClose: () => void;
  /** All Projects: staff still play a video hidden from its customer. */
  staff?: boolean;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const title = video?.templateName ?? (video?.kind === 'greeting' ? t('videos.greetingVideo') : t('videos.video'));
  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="video-player-title"
      data-testid="video-player-dialog"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="video-player-title" variant="h5" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('glossary:close')} data-testid="video-player-close">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 'max(16px, env(safe-area-inset-bottom))', overflowY: 'auto' }}>
        {video ? (
          <MadeVideo
            videoNo={video.videoNo}
            initial={video}
            backdropUrl={null}
            businessName={businessName}
            what={video.templateName}
            shareText={businessName}
            staff={staff}
          />
        ) : null}
      </Box>
    </Dialog>
  );
}
