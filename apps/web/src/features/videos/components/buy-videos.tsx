import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgency } from '#app/agency-context';
import { useMyBusinesses } from '#features/businesses';
import { RecordingBackdrop } from '#features/payments';
import { PdfRefusal } from '#features/pdf-cards';
import { useFormat } from '#i18n/format';
import { useVideoPurchase } from '../hooks/use-video-purchase';
import {
  parseVideoQuantity,
  stepVideoQuantity,
  type VideoPurchaseOffer,
  videoPurchaseOffer,
  videosLabel,
} from '../video-purchase';

/** Whether (and at what price) this customer may buy videos for the business where the plan refuses one. */
export function useVideoPurchaseOffer(businessId: string, upgradePath: string | null | undefined) {
  const agency = useAgency();
  // The customer's businesses are usually cached already (drawer, home): no flash.
  const mine = useMyBusinesses(Boolean(upgradePath));
  const business = mine.data?.find((candidate) => candidate.businessId === businessId) ?? null;
  return videoPurchaseOffer({
    configuration: agency.configuration,
    businessMadeBy: business?.businessMadeBy ?? null,
    upgradePath,
  });
}

/**
 * "Buy videos": how many (1…max), the total in rupees, then "Pay ₹X" through the gateway's
 * checkout. The dialog lets go of focus while the checkout's modal is open and closes once the
 * payment is recorded; the page's allowance is read again so the customer can make the video.
 */
export function BuyVideosDialog({
  open,
  businessId,
  offer,
  onClose,
  onPaid,
}: {
  open: boolean;
  businessId: string;
  offer: VideoPurchaseOffer;
  onClose: () => void;
  onPaid?: () => void;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const { rupees } = useFormat();
  const titleId = useId();
  const [text, setText] = useState('1');
  const purchase = useVideoPurchase(businessId, () => {
    onClose();
    setText('1');
    onPaid?.();
  });
  const quantity = parseVideoQuantity(text, offer.maxQuantity);
  const busy = purchase.stage !== 'idle';
  const total = quantity === null ? null : quantity * offer.pricePaise;
  const step = (delta: 1 | -1) => setText(String(stepVideoQuantity(text, delta, offer.maxQuantity)));

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        disableEnforceFocus={purchase.stage === 'checkout'}
        data-testid="buy-videos-dialog"
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {t('videos.buy.title')}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="textSecondary">
            {t('videos.buy.price', { price: rupees(offer.pricePaise) })}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', mt: 2.5 }}>
            <IconButton
              aria-label={t('videos.buy.less')}
              onClick={() => step(-1)}
              disabled={busy || (quantity ?? 1) <= 1}
              size="large"
              sx={{ border: 1, borderColor: 'divider' }}
              data-testid="buy-videos-less"
            >
              <RemoveRounded />
            </IconButton>
            <TextField
              label={t('videos.buy.quantity')}
              value={text}
              onChange={(event) => setText(event.target.value.replace(/[^\d]/g, '').slice(0, 3))}
              onBlur={() => setText(String(parseVideoQuantity(text, offer.maxQuantity) ?? 1))}
              disabled={busy}
              error={quantity === null}
              sx={{ width: 96 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  'aria-describedby': `${titleId}-limit`,
                  style: { textAlign: 'center', fontSize: 20, fontWeight: 700 },
                  'data-testid': 'buy-videos-quantity',
                },
              }}
            />
            <IconButton
              aria-label={t('videos.buy.more')}
              onClick={() => step(1)}
              disabled={busy || (quantity ?? 0) >= offer.maxQuantity}
              size="large"
              sx={{ border: 1, borderColor: 'divider' }}
              data-testid="buy-videos-more"
            >
              <AddRounded />
            </IconButton>
          </Stack>
          <Typography
            id={`${titleId}-limit`}
            variant="caption"
            color={quantity === null ? 'error' : 'text.secondary'}
            sx={{ display: 'block', textAlign: 'center', mt: 1 }}
          >
            {t('videos.buy.limit', { max: offer.maxQuantity })}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body1">
              {quantity === null
                ? t('videos.buy.total')
                : t('videos.buy.totalOf', { videos: videosLabel(quantity, t) })}
            </Typography>
            <Typography variant="h5" component="p" data-testid="buy-videos-total">
              {total === null ? '—' : rupees(total)}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {t('glossary:cancel')}
          </Button>
          <Button
            variant="contained"
            startIcon={<ShoppingCartCheckoutRounded />}
            onClick={() => {
              if (quantity !== null) void purchase.buy(quantity);
            }}
            loading={purchase.stage === 'preparing'}
            disabled={quantity === null || busy}
            data-testid="buy-videos-pay"
          >
            {total === null ? t('videos.buy.pay') : t('videos.buy.payAmount', { amount: rupees(total) })}
          </Button>
        </DialogActions>
      </Dialog>
      <RecordingBackdrop open={purchase.stage === 'recording'} />
    </>
  );
}

/**
 * The plan's refusal of a new promotional video, in the server's words, with the ways on when
 * the server says an upgrade helps (its upgradePath): "Buy videos" (when this customer may pay
 * online for them) beside "See plans".
 */
export function VideoRefusal({
  businessId,
  message,
  upgradePath,
  onUpgrade,
  onPaid,
}: {
  businessId: string;
  message: string;
  upgradePath: string | null | undefined;
  onUpgrade: () => void;
  /** After a purchase was recorded (the allowance is being read again). */
  onPaid?: () => void;
}) {
  const { t } = useTranslation('products');
  const offer = useVideoPurchaseOffer(businessId, upgradePath);
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <PdfRefusal
        title={t('videos.buy.refusalTitle')}
        message={message}
        upgrade={upgradePath ? onUpgrade : null}
        testId="video-create-refusal"
        action={
          offer ? (
            <Button
              variant="contained"
              onClick={() => setOpen(true)}
              startIcon={<ShoppingCartCheckoutRounded />}
              sx={{ bgcolor: '#fff', color: '#c2185b', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
              data-testid="buy-videos"
            >
              {t('videos.buy.action')}
            </Button>
          ) : null
        }
      />
      {offer ? (
        <BuyVideosDialog
          open={open}
          businessId={businessId}
          offer={offer}
          onClose={() => setOpen(false)}
          onPaid={onPaid}
        />
      ) : null}
    </Box>
  );
}
