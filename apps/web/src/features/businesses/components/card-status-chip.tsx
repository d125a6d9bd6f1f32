import type { TCardSummary } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import Chip from '@mui/material/Chip';

/** Done / not done / no card yet, in words and colour. */
export function CardStatusChip({ card }: { card: TCardSummary | null }) {
  if (!card) return <Chip size="small" variant="outlined" label="No card yet" data-testid="card-status" />;
  if (card.status === 'inactive') {
    return (
      <Chip
        size="small"
        color="default"
        icon={<HighlightOffRounded />}
        label="Card inactive"
        data-testid="card-status"
      />
    );
  }
  return card.isDone ? (
    <Chip size="small" color="success" icon={<CheckCircleRounded />} label="Card done" data-testid="card-status" />
  ) : (
    <Chip size="small" color="warning" icon={<EditNoteRounded />} label="Card not done" data-testid="card-status" />
  );
}
