import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideoShare } from '../hooks/use-video-share';
import { withAgency } from '../media-url';

/** The ?download=1 address of a made video, for a link that saves it. */
function downloadHref(downloadUrl: string): string {
  return withAgency(downloadUrl);
}

/**
 * Download saves the MP4 (the server answers it as an attachment); Share hands the file itself to
 * the phone's share sheet (WhatsApp Status, Instagram). Where files cannot be shared, Share saves
 * it and offers a WhatsApp message with its address.
 */
export function VideoActions({
  videoUrl,
  downloadUrl,
  fileName,
  title,
  text,
  size = 'large',
  testIdPrefix = 'video',
  prefetch = true,
  shareable = true,
}: {
  videoUrl: string;
  downloadUrl: string;
  fileName: string;
  title: string;
  text: string;
  size?: 'small' | 'medium' | 'large';
  testIdPrefix?: string;
  /** Fetch the file for the share sheet as soon as it is shown (false in lists). */
  prefetch?: boolean;
  /** false: Download only (staff looking at a customer's video). */
  shareable?: boolean;
}) {
  const { t } = useTranslation('products');
  const sharing = useVideoShare(withAgency(videoUrl), { prefetch: prefetch && shareable });
  const [busy, setBusy] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const share = async () => {
    setBusy(true);
    setCancelled(false);
    try {
      const outcome = await sharing.share({ downloadUrl, fileName, title, text });
      if (outcome.kind === 'fallback') {
        // Saved first, so the file is there to attach.
        const link = document.createElement('a');
        link.href = downloadHref(downloadUrl);
        link.download = fileName;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
        setFallback(outcome.link);
      }
      if (outcome.kind === 'cancelled') setCancelled(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      {fallback ? (
        <Alert
          severity="success"
          sx={{ mb: 1.5, alignItems: 'center' }}
          data-testid={`${testIdPrefix}-share-fallback`}
          action={
            <Button
              component="a"
              href={fallback}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              startIcon={<WhatsApp />}
              sx={{ color: '#128c4a', flex: 'none' }}
              data-testid={`${testIdPrefix}-whatsapp`}
            >
              WhatsApp
            </Button>
          }
        >
          {t('videos.actions.savedFallback')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1.25 }}>
        <Button
          component="a"
          href={downloadHref(downloadUrl)}
          download={fileName}
          variant="outlined"
          size={size}
          startIcon={<DownloadRounded />}
          sx={{ flex: 1 }}
          data-testid={`${testIdPrefix}-download`}
        >
          {t('common.download')}
        </Button>
        {shareable ? (
          <Button
            variant="contained"
            size={size}
            startIcon={<ShareRounded />}
            onClick={() => void share()}
            loading={busy}
            sx={{ flex: 1.3 }}
            data-testid={`${testIdPrefix}-share`}
            data-ready={sharing.preparing ? 'preparing' : 'ready'}
          >
            {cancelled ? t('videos.actions.shareAgain') : t('common.share')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
