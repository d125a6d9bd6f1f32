// What a lead's card and a feedback's card share: who may delete it, when it came, the delete button.
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { receivedAgo } from '../enquiry-format';

export interface EnquiryCardProps<T> {
  /** A list over several businesses names each one's business. */
  showBusiness: boolean;
  onDelete: (item: T) => void;
}

/** When it came, and for which business where the list has several. */
export function ReceivedLine({ createdAt, businessName }: { createdAt: string; businessName: string | null }) {
  const { t } = useTranslation('customer');
  const { date } = useFormat();
  return (
    <Typography variant="caption" color="textSecondary">
      {receivedAgo(createdAt, { t, date })}
      {businessName ? ` · ${businessName}` : ''}
    </Typography>
  );
}

/**
 * That the visitor ticked the notice before sending, and which notice (docs/product-rules.md#visitor-consent);
 * nothing for what came before the forms had one.
 */
export function ConsentLine({ noticeVersion }: { noticeVersion: string | null }) {
  const { t } = useTranslation('customer');
  if (!noticeVersion) return null;
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid="enquiry-consent"
    >
      <VerifiedUserOutlined sx={{ fontSize: 14 }} aria-hidden />
      {t('enquiries.consented', { version: noticeVersion })}
    </Typography>
  );
}

/** Delete it (after the list's confirm); `label` says whose. */
export function DeleteEnquiryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} edge="end">
      <DeleteOutlineRounded />
    </IconButton>
  );
}
