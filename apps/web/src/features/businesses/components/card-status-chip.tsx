import { isCardPublished, type TCardSummary } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/**
 * Published / not published yet / inactive / no card yet, in words and colour. Not published yet
 * (no basic details, or no address): visitors see "coming soon" and the bill does not count it.
 */
export function CardStatusChip({ card }: { card: Pick<TCardSummary, 'cardId' | 'isDone' | 'status'> | null }) {
  const { t } = useTranslation('customer');
  if (!card) return <Chip size="small" variant="outlined" label={t('cardChip.noCard')} data-testid="card-status" />;
  if (card.status === 'inactive') {
    return (
      <Chip
        size="small"
        color="default"
        icon={<HighlightOffRounded />}
        label={t('cardChip.inactive')}
        data-testid="card-status"
      />
    );
  }
  return isCardPublished(card) ? (
    <Chip
      size="small"
      color="success"
      icon={<CheckCircleRounded />}
      label={t('cardChip.published')}
      data-testid="card-status"
    />
  ) : (
    <Chip
      size="small"
      color="warning"
      icon={<EditNoteRounded />}
      label={t('cardChip.notPublished')}
      data-testid="card-status"
    />
  );
}
