// The platform's list of agencies' requests to move a paid, live card out of a month bill, with
// approve / refuse behind a confirmation (docs/product-rules.md#bill-move-out-approval). Shown in
// Agency Management to the superadmin agency's admins; the admin area is English.
import { MONTH_NAMES, type TMoveOutRequest } from '@cardora/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';
import { formatDate } from '#lib/format';
import { useDecideMoveOut, useMoveOutRequests } from '../hooks/use-billing';

type Decision = 'approve' | 'refuse';

const period = (r: TMoveOutRequest) => `${MONTH_NAMES[r.month - 1] ?? ''} ${r.year}`;
const cardName = (r: TMoveOutRequest) => r.cardId ?? `card ${r.cardNo}`;

const CONFIRM: Record<Decision, { title: string; text: (r: TMoveOutRequest) => string; label: string }> = {
  approve: {
    title: 'Approve the move-out?',
    text: (r) =>
      `${cardName(r)} (${r.businessName}) leaves ${r.agencyName}'s ${period(r)} bill, and the bill goes down by one card. ${r.agencyName} is notified.`,
    label: 'Approve',
  },
  refuse: {
    title: 'Refuse the move-out?',
    text: (r) =>
      `${cardName(r)} (${r.businessName}) stays on ${r.agencyName}'s ${period(r)} bill. ${r.agencyName} is notified.`,
    label: 'Refuse',
  },
};

function DecideDialog({
  request,
  decision,
  onClose,
}: {
  request: TMoveOutRequest;
  decision: Decision;
  onClose: () => void;
}) {
  const decide = useDecideMoveOut();
  const { enqueueSnackbar } = useSnackbar();
  const [note, setNote] = useState('');
  const words = CONFIRM[decision];
  const submit = () =>
    decide.mutate(
      { requestId: request.requestId, decision, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          enqueueSnackbar(decision === 'approve' ? 'Move-out approved.' : 'Move-out refused.', { variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} fullWidth maxWidth="xs" data-testid="move-out-decide">
      <DialogTitle sx={{ fontWeight: 700 }}>{words.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography color="textSecondary">{words.text(request)}</Typography>
          <TextField
            label="Note for the agency (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'move-out-decide-note' } }}
          />
          {decide.isError ? <Alert severity="error">{errorMessage(decide.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogCancelActions onCancel={onClose} busy={decide.isPending}>
        <Button
          variant="contained"
          color={decision === 'refuse' ? 'error' : 'primary'}
          onClick={submit}
          loading={decide.isPending}
          data-testid="move-out-decide-confirm"
        >
          {words.label}
        </Button>
      </DialogCancelActions>
    </Dialog>
  );
}

function RequestRow({ request, onDecide }: { request: TMoveOutRequest; onDecide: (d: Decision) => void }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="move-out-request" data-request-id={request.requestId}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {cardName(request)} · {request.businessName}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {request.agencyName} · {period(request)} bill
            </Typography>
          </Box>
          <Chip size="small" color="warning" label="Pending" />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="move-out-request-reason">
          “{request.reason}”
        </Typography>
        <Typography variant="caption" color="textSecondary">
          Asked {formatDate(request.requestedAt)}
          {request.requestedBy ? ` by ${request.requestedBy}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="error" onClick={() => onDecide('refuse')} data-testid="move-out-refuse">
            Refuse
          </Button>
          <Button variant="contained" onClick={() => onDecide('approve')} data-testid="move-out-approve">
            Approve
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** Agency Management's pending move-out requests; nothing at all when there are none. */
export function MoveOutRequests() {
  const requests = useMoveOutRequests('pending');
  const [deciding, setDeciding] = useState<{ request: TMoveOutRequest; decision: Decision } | null>(null);
  if (requests.isPending) return <Skeleton variant="rounded" height={120} />;
  if (requests.isError) return <Alert severity="error">{errorMessage(requests.error)}</Alert>;
  if (requests.data.list.length === 0) return null;
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="move-out-requests">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
            Move-out requests ({requests.data.total})
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Agencies asking to take a paid, live card off a month bill. The card stays billed until you approve.
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {requests.data.list.map((request) => (
            <RequestRow
              key={request.requestId}
              request={request}
              onDecide={(decision) => setDeciding({ request, decision })}
            />
          ))}
        </Box>
      </Stack>
      {deciding ? (
        <DecideDialog request={deciding.request} decision={deciding.decision} onClose={() => setDeciding(null)} />
      ) : null}
    </Card>
  );
}
