import type { TFeedback } from '@cardora/contract';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '#lib/format';
import { contactHref } from '../enquiry-format';
import { ConsentLine, DeleteEnquiryButton, type EnquiryCardProps, ReceivedLine } from './enquiry-parts';

/** One feedback: the stars, what the visitor wrote (as plain text), who and how to reply. */
export function FeedbackCard({
  feedback,
  showBusiness,
  onDelete,
}: EnquiryCardProps<TFeedback> & { feedback: TFeedback }) {
  const { t } = useTranslation('customer');
  const href = contactHref(feedback);
  const contact = feedback.contactKind === 'phone' ? formatPhone(feedback.contact) : feedback.contact;
  return (
    <Card sx={{ p: 2 }} data-testid="feedback-card">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.75}>
          <Rating
            value={feedback.rating}
            readOnly
            size="small"
            aria-label={t('enquiries.stars', { count: feedback.rating })}
          />
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="feedback-message">
            {feedback.message}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="feedback-name">
            {feedback.name}
            {contact && href ? (
              <>
                {' · '}
                <Link href={href} sx={{ fontWeight: 500 }}>
                  {contact}
                </Link>
              </>
            ) : null}
          </Typography>
          <ReceivedLine createdAt={feedback.createdAt} businessName={showBusiness ? feedback.businessName : null} />
          <ConsentLine noticeVersion={feedback.noticeVersion} />
        </Stack>
        <DeleteEnquiryButton
          label={t('enquiries.deleteFeedbackFrom', { name: feedback.name })}
          onClick={() => onDelete(feedback)}
        />
      </Stack>
    </Card>
  );
}
