import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMenuItem } from '#components/icon-menu-item';

interface ShareCardButtonProps {
  url: string;
  name: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Share a card: the phone's own share sheet when it has one, WhatsApp, or copy the link. */
export function ShareCardButton({ url, name, size = 'medium', variant = 'text' }: ShareCardButtonProps) {
  const { t } = useTranslation('customer');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const canShare = typeof navigator.share === 'function';
  const text = t('share.text', { name });

  const close = () => setAnchor(null);
  const copy = async () => {
    close();
    const copied = await copyText(url);
    enqueueSnackbar(copied ? t('share.copied') : url, { variant: copied ? 'success' : 'info' });
  };
  const nativeShare = async () => {
    close();
    try {
      await navigator.share({ title: name, text, url });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={<ShareRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="share-card"
      >
        {t('share.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {canShare ? (
          <IconMenuItem
            icon={<IosShareRounded fontSize="small" />}
            onClick={() => void nativeShare()}
            data-testid="share-native"
          >
            {t('share.native')}
          </IconMenuItem>
        ) : null}
        <IconMenuItem
          component="a"
          href={`https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          icon={<WhatsApp fontSize="small" sx={{ color: '#25d366' }} />}
          data-testid="share-whatsapp"
        >
          WhatsApp
        </IconMenuItem>
        <IconMenuItem
          icon={<ContentCopyRounded fontSize="small" />}
          onClick={() => void copy()}
          data-testid="share-copy"
        >
          {t('share.copy')}
        </IconMenuItem>
      </Menu>
    </>
  );
}
