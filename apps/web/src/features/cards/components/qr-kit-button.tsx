// The QR print kit: the card's QR to print and put on the counter. Every QR here opens
// the card tagged ?src=qr, so its scans show as "QR code" under Views by source in /insights.
import { endpoints, type QrKitFormat } from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import PolylineRounded from '@mui/icons-material/PolylineRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { downloadFile, fileUrl } from '#api/download-file';

/** Each download; its title and detail are the 'customer' area's qrKit.<format>.title / .detail. */
const CHOICES: { format: QrKitFormat; icon: React.ReactNode }[] = [
  { format: 'pdf', icon: <PictureAsPdfRounded /> },
  { format: 'png', icon: <ImageRounded /> },
  { format: 'svg', icon: <PolylineRounded /> },
];

export function QrKitButton({ cardNo, businessName }: { cardNo: number; businessName: string }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<QrKitFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width:767px)');

  async function download(format: QrKitFormat) {
    setBusy(format);
    setError(null);
    try {
      await downloadFile(endpoints.getCardQrKit, { cardNo, format }, `card-qr.${format}`);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<QrCode2Rounded />}
        onClick={() => setOpen(true)}
        data-testid="qr-kit-open"
      >
        {t('qrKit.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="xs">
        <DialogTitle>{t('qrKit.title')}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              p: 2,
              mb: 2,
              borderRadius: 3,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {open ? (
              <Box
                component="img"
                src={fileUrl(endpoints.getCardQrKit, { cardNo, format: 'svg' })}
                alt={t('qrKit.alt', { name: businessName })}
                sx={{ width: 180, height: 180, bgcolor: '#fff' }}
                data-testid="qr-kit-preview"
              />
            ) : null}
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('qrKit.text')}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {error}
            </Alert>
          ) : null}
          <List disablePadding>
            {CHOICES.map((choice) => (
              <ListItemButton
                key={choice.format}
                onClick={() => void download(choice.format)}
                disabled={busy !== null}
                sx={{ borderRadius: 2, px: 1 }}
                data-testid={`qr-kit-${choice.format}`}
              >
                <ListItemIcon sx={{ minWidth: 44, color: 'primary.main' }}>{choice.icon}</ListItemIcon>
                <ListItemText
                  primary={t(`qrKit.${choice.format}.title`)}
                  secondary={t(`qrKit.${choice.format}.detail`)}
                />
                {busy === choice.format ? (
                  <CircularProgress size={20} aria-label={t('qrKit.downloading')} />
                ) : (
                  <DownloadRounded color="action" />
                )}
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('glossary:close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
