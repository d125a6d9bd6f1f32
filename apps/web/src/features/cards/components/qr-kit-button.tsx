// The QR print kit (issue 14): the card's QR to print and put on the counter. Every QR here opens
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
import { errorMessage } from '../../../api/api-error';
import { downloadFile, fileUrl } from '../../../api/download-file';

const CHOICES: { format: QrKitFormat; title: string; detail: string; icon: React.ReactNode }[] = [
  {
    format: 'pdf',
    title: 'Table tent & counter standee',
    detail: 'A4 PDF to print: fold the tent, or stand the poster on your counter.',
    icon: <PictureAsPdfRounded />,
  },
  {
    format: 'png',
    title: 'QR image (PNG)',
    detail: 'For WhatsApp status, flyers and your designer.',
    icon: <ImageRounded />,
  },
  {
    format: 'svg',
    title: 'QR vector (SVG)',
    detail: 'For print shops: sharp at any size, even a banner.',
    icon: <PolylineRounded />,
  },
];

export function QrKitButton({ cardNo, businessName }: { cardNo: number; businessName: string }) {
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
        Print QR
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="xs">
        <DialogTitle>QR print kit</DialogTitle>
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
                alt={`QR code of ${businessName}'s card`}
                sx={{ width: 180, height: 180, bgcolor: '#fff' }}
                data-testid="qr-kit-preview"
              />
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Customers scan it to open your card and save your contact. Scans show as “QR code” in Insights.
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
                <ListItemText primary={choice.title} secondary={choice.detail} />
                {busy === choice.format ? (
                  <CircularProgress size={20} aria-label="Downloading" />
                ) : (
                  <DownloadRounded color="action" />
                )}
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
