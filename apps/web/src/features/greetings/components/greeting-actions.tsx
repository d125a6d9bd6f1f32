import DownloadDoneRounded from '@mui/icons-material/DownloadDoneRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, shareImageFile, whatsappLink } from '../share-file';

interface GreetingActionsProps {
  /** The finished JPEG; null while it is being made (the buttons wait). */
  blob: Blob | null;
  fileName: string;
  title: string;
  /** The business and its card's address, sent with the image. */
  text: string;
}

/**
 * Download saves the JPEG; Share hands the file to the phone's share sheet. Where files cannot
 * be shared (most desktops), Share saves it instead and offers WhatsApp with the card's address.
 */
export function GreetingActions({ blob, fileName, title, text }: GreetingActionsProps) {
  const { t } = useTranslation('products');
  const [saved, setSaved] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [fallback, setFallback] = useState(false);
  const ready = blob !== null && !sharing;

  // Said on the button itself: a snackbar would sit over the phone's action bar.
  const download = () => {
    if (!blob) return;
    saveBlob(blob, fileName);
    setSaved(true);
  };
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), 2500);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const share = async () => {
    if (!blob) return;
    setSharing(true);
    try {
      const file = new File([blob], fileName, { type: blob.type || 'image/jpeg' });
      const outcome = await shareImageFile(file, text, title);
      if (outcome === 'unsupported') {
        saveBlob(blob, fileName);
        setFallback(true);
      }
    } finally {
      setSharing(false);
    }
  };

  return (
    <Box
      sx={{
        p: 2,
        pb: 'max(16px, env(safe-area-inset-bottom))',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {fallback ? (
        <Alert
          severity="success"
          sx={{ mb: 1.5, alignItems: 'center' }}
          data-testid="greeting-share-fallback"
          action={
            <Button
              component="a"
              href={whatsappLink(text)}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              startIcon={<WhatsApp />}
              sx={{ color: '#128c4a', flex: 'none' }}
              data-testid="greeting-whatsapp"
            >
              WhatsApp
            </Button>
          }
        >
          {t('greetings.actions.savedFallback')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1.25 }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={saved ? <DownloadDoneRounded /> : <DownloadRounded />}
          onClick={download}
          disabled={!ready}
          color={saved ? 'success' : 'primary'}
          sx={{ flex: 1 }}
          data-testid="greeting-download"
        >
          {saved ? t('common.saved') : t('common.download')}
        </Button>
        <Button
          variant="contained"
          size="large"
          startIcon={<ShareRounded />}
          onClick={() => void share()}
          disabled={!ready}
          sx={{ flex: 1.3 }}
          data-testid="greeting-share"
        >
          {t('common.share')}
        </Button>
      </Stack>
    </Box>
  );
}
