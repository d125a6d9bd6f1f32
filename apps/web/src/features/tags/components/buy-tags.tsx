// "Buy tags" (docs/product-rules.md#physical-tags): where a business has all the tags its plan and
// purchases give and the agency charges for tags, the customer buys more through the same
// checkout as promotional videos.
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import Alert from '@mui/material/Alert';
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
import { RecordingBackdrop, useEntitlements } from '#features/payments';
import { useFormat } from '#i18n/format';
import { useTagPurchase } from '../hooks/use-tag-purchase';
import { parseTagQuantity, stepTagQuantity, type TagPurchaseOffer, tagPurchaseOffer, tagsFull } from '../tag-purchase';

/** Whether (and at what price) this customer may buy tags for the business; null when not. */
export function useTagPurchaseOffer(businessId: string | null) {
  const agency = useAgency();
  const mine = useMyBusinesses(businessId !== null);
  const business = mine.data?.find((candidate) => candidate.businessId === businessId) ?? null;
  return tagPurchaseOffer({ configuration: agency.configuration, businessMadeBy: business?.businessMadeBy ?? null });
}

/** "Buy tags": how many (1…max), the total in rupees, then "Pay ₹X" through the gateway's checkout. */
function BuyTagsDialog({
  open,
  businessId,
  offer,
  onClose,
}: {
  open: boolean;
  businessId: string;
  offer: TagPurchaseOffer;
  onClose: () => void;
}) {
  const { t } = useTranslation(['customer', 'glossary']);
  const { rupees } = useFormat();
  const titleId = useId();
  const [text, setText] = useState('1');
  const purchase = useTagPurchase(businessId, () => {
    onClose();
    setText('1');
  });
  const quantity = parseTagQuantity(text, offer.maxQuantity);
  const busy = purchase.stage !== 'idle';
  const total = quantity === null ? null : quantity * offer.pricePaise;
  const step = (delta: 1 | -1) => setText(String(stepTagQuantity(text, delta, offer.maxQuantity)));

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        disableEnforceFocus={purchase.stage === 'checkout'}
        data-testid="buy-tags-dialog"
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {t('tags.buy.title')}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="textSecondary">
            {t('tags.buy.price', { price: rupees(offer.pricePaise) })}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', mt: 2.5 }}>
            <IconButton
              aria-label={t('tags.buy.less')}
              onClick={() => step(-1)}
              disabled={busy || (quantity ?? 1) <= 1}
              size="large"
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <RemoveRounded />
            </IconButton>
            <TextField
              label={t('tags.buy.quantity')}
              value={text}
              onChange={(event) => setText(event.target.value.replace(/[^\d]/g, '').slice(0, 3))}
              onBlur={() => setText(String(parseTagQuantity(text, offer.maxQuantity) ?? 1))}
              disabled={busy}
              error={quantity === null}
              sx={{ width: 96 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  'aria-describedby': `${titleId}-limit`,
                  style: { textAlign: 'center', fontSize: 20, fontWeight: 700 },
                  'data-testid': 'buy-tags-quantity',
                },
              }}
            />
            <IconButton
              aria-label={t('tags.buy.more')}
              onClick={() => step(1)}
              disabled={busy || (quantity ?? 0) >= offer.maxQuantity}
              size="large"
              sx={{ border: 1, borderColor: 'divider' }}
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
            {t('tags.buy.limit', { max: offer.maxQuantity })}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body1">
              {quantity === null ? t('tags.buy.total') : t('tags.buy.totalOf', { count: quantity })}
            </Typography>
            <Typography variant="h5" component="p" data-testid="buy-tags-total">
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
            data-testid="buy-tags-pay"
          >
            {total === null ? t('tags.buy.pay') : t('tags.buy.payAmount', { amount: rupees(total) })}
          </Button>
        </DialogActions>
      </Dialog>
      <RecordingBackdrop open={purchase.stage === 'recording'} />
    </>
  );
}

/**
 * When the business has all the tags its plan and purchases give (the server refuses one more),
 * what it has in the plan's words with "Buy tags" beside them — when this customer may pay
 * online for it. Nothing while the business has room, or tags are free.
 */
export function BuyTagsNotice({ businessId }: { businessId: string | null }) {
  const { t } = useTranslation('customer');
  const entitlements = useEntitlements(businessId);
  const offer = useTagPurchaseOffer(businessId);
  const [open, setOpen] = useState(false);
  if (!businessId || !tagsFull(entitlements.data)) return null;
  const { tagsIncluded, tagsBought } = entitlements.data?.entitlements ?? { tagsIncluded: 0, tagsBought: 0 };
  return (
    <>
      <Alert
        severity="info"
        data-testid="tags-full"
        action={
          offer ? (
            <Button
              color="inherit"
              size="small"
              startIcon={<ShoppingCartCheckoutRounded />}
              onClick={() => setOpen(true)}
              data-testid="buy-tags"
            >
              {t('tags.buy.action')}
            </Button>
          ) : null
        }
      >
        {t('tags.buy.full', { included: tagsIncluded, bought: tagsBought, count: tagsIncluded + tagsBought })}
      </Alert>
      {offer ? (
        <BuyTagsDialog open={open} businessId={businessId} offer={offer} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
