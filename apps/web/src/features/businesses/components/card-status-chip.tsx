import { isCardPublished, type TCardSummary } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import Chip from '@mui/material/Chip';

/**
 * Published / not published yet / inactive / no card yet, in words and colour. Not published yet
 * (no basic details, or no address): visitors see "coming soon" and the bill does not count it.
 */
export function CardStatusChip({ card }: { card: Pick<TCardSummary, 'cardId' | 'isDone' | 'status'> | null }) {
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
  return isCardPublished(card) ? (
    <Chip size="small" color="success" icon={<CheckCircleRounded />} label="Published" data-testid="card-status" />
  ) : (
    <Chip size="small" color="warning" icon={<EditNoteRounded />} label="Not published yet" data-testid="card-status" />
  );
}
