import { isCardPublished, type TCardSummary } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

// Each state's colour, icon and words (customer.json cardChip.*).
const LOOKS = {
  inactive: { color: 'default', Icon: HighlightOffRounded, words: 'inactive' },
  published: { color: 'success', Icon: CheckCircleRounded, words: 'published' },
  notPublished: { color: 'warning', Icon: EditNoteRounded, words: 'notPublished' },
} as const;

/**
 * Published / not published yet / inactive / no card yet, in words and colour. Not published yet
 * (no basic details, or no address): visitors see "coming soon" and the bill does not count it.
 */
export function CardStatusChip({ card }: { card: Pick<TCardSummary, 'cardId' | 'isDone' | 'status'> | null }) {
  const { t } = useTranslation('customer');
  if (!card) return <Chip size="small" variant="outlined" label={t('cardChip.noCard')} data-testid="card-status" />;
  const look = LOOKS[card.status === 'inactive' ? 'inactive' : isCardPublished(card) ? 'published' : 'notPublished'];
  return (
    <Chip
      size="small"
      color={look.color}
      icon={<look.Icon />}
      label={t(`cardChip.${look.words}`)}
      data-testid="card-status"
    />
  );
}
