import { BILLING_MESSAGES, type TMonthBill } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { formatDate } from '#lib/format';
import { useAddCardInBill, useMoveOutCard } from '../hooks/use-billing';

type BillCard = TMonthBill['cards'][number];

function MoveOutDialog({
  card,
  period,
  onClose,
}: {
  card: BillCard;
  period: { year: number; month: number };
  onClose: () => void;
}) {
  const moveOut = useMoveOutCard();
  const { enqueueSnackbar } = useSnackbar();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) {
      setError(BILLING_MESSAGES.moveOutReasonRequired);
      return;
    }
    moveOut.mutate(
      { ...period, cardNo: card.cardNo, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          // A paid, live card is only asked for: docs/product-rules.md#bill-move-out-approval
          const line = answer.bill?.cards.find((c) => c.cardNo === card.cardNo);
          if (line?.moveOutPending) enqueueSnackbar(BILLING_MESSAGES.moveOutRequested, { variant: 'info' });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Move {card.cardId ?? `card ${card.cardNo}`} out of the bill</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          A card that is live and paid for is only moved out once the platform approves: until then it stays on the
          bill.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'move-out-reason', maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={moveOut.isPending} data-testid="move-out-confirm">
          Move out
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddCardForm({ period }: { period: { year: number; month: number } }) {
  const add = useAddCardInBill();
  const [value, setValue] = useState('');
  const submit = () => {
    const trimmed = value.trim();
    if (!trimmed) return;
    const ref = /^\d+$/.test(trimmed) ? { cardNo: Number(trimmed) } : { cardId: trimmed };
    add.mutate({ ...period, ...ref }, { onSuccess: () => setValue('') });
  };
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label="Card number or address"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'add-card-input' } }}
      />
      <Button
        startIcon={<AddRounded />}
        onClick={submit}
        disabled={add.isPending || !value.trim()}
        data-testid="add-card"
      >
        Add card to bill
      </Button>
    </Stack>
  );
}

/** Whether a card counts in the bill: yes, added by hand (by whom), or moved out (when, by whom, why). */
function CardState({ card }: { card: BillCard }) {
  if (card.movedOut) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="bill-card-state">
        Moved out{card.movedOutAt ? ` ${formatDate(card.movedOutAt)}` : ''}
        {card.movedOutBy ? ` by ${card.movedOutBy}` : ''}: {card.movedOutReason}
      </Typography>
    );
  }
  if (card.moveOutPending) {
    return (
      <Chip
        size="small"
        color="warning"
        label="Awaiting approval"
        title="Moving this card out waits for the platform's approval; it stays on the bill until then."
        data-testid="bill-card-state"
      />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={card.addedManually ? 'info' : 'success'}
      label={card.addedManually ? (card.addedBy ? `Added by ${card.addedBy}` : 'Added by hand') : 'In the bill'}
      data-testid="bill-card-state"
    />
  );
}

/**
 * The month's cards, one row each at every width (a table squeezed card addresses into
 * broken words on a phone): moved-out ones stay listed with who, when and why; move-out and
 * add while the bill is not paid.
 */
export function BillCards({ bill }: { bill: TMonthBill }) {
  const [movingOut, setMovingOut] = useState<BillCard | null>(null);
  const period = { year: bill.year ?? 0, month: bill.month ?? 1 };
  const editable = bill.status !== 'paid';
  return (
    <Card sx={{ p: 2 }} data-testid="bill-cards">
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 700 }}>Cards in the bill ({bill.cardCount})</Typography>
        {editable ? <AddCardForm period={period} /> : null}
        {bill.cards.length === 0 ? (
          <Typography color="textSecondary">No active digital cards this month.</Typography>
        ) : (
          <Stack divider={<Divider flexItem />} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {bill.cards.map((card) => (
              <Stack
                key={card.cardNo}
                component="li"
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ py: 1.25, gap: { xs: 0.75, sm: 2 }, alignItems: { sm: 'center' } }}
                data-testid="bill-card"
                data-card-no={card.cardNo}
              >
                <Box sx={{ minWidth: 0, flex: 1, opacity: card.movedOut ? 0.6 : 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {card.cardId ?? `Card #${card.cardNo}`}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {card.businessName}
                  </Typography>
                </Box>
                <Stack
                  direction="row"
                  sx={{
                    gap: 1,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    flexShrink: 0,
                    maxWidth: { sm: '55%' },
                  }}
                >
                  <CardState card={card} />
                  {editable && !card.movedOut && !card.moveOutPending ? (
                    <Button size="small" onClick={() => setMovingOut(card)} data-testid="move-out">
                      Move out
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      {movingOut ? <MoveOutDialog card={movingOut} period={period} onClose={() => setMovingOut(null)} /> : null}
    </Card>
  );
}
