import type { TLead } from '@cardora/contract';
import CallRounded from '@mui/icons-material/CallRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPhone, initialsOf } from '#lib/format';
import { leadActions } from '../enquiry-format';
import { ConsentLine, DeleteEnquiryButton, type EnquiryCardProps, ReceivedLine } from './enquiry-parts';

/** One lead: who, their number, where they found the card, and one tap to call or WhatsApp back. */
export function LeadCard({ lead, showBusiness, onDelete }: EnquiryCardProps<TLead> & { lead: TLead }) {
  const { t } = useTranslation('customer');
  const actions = leadActions(lead);
  return (
    <Card sx={{ p: 2 }} data-testid="lead-card">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
          {initialsOf(lead.name)}
        </Avatar>
        <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }} data-testid="lead-name">
              {lead.name}
            </Typography>
            <Chip size="small" label={t(`sources.${lead.source}`)} variant="outlined" data-testid="lead-source" />
            {lead.teamMember ? (
              // Written from a team member's page (docs/product-rules.md#staff-cards), named as they were then.
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('enquiries.forMember', { name: lead.teamMember.name })}
                sx={{ maxWidth: '100%' }}
                data-testid="lead-team-member"
              />
            ) : null}
          </Stack>
          {lead.phone ? (
            <Typography color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPhone(lead.phone)}
            </Typography>
          ) : null}
          {actions.cardLink ? (
            <Link
              href={actions.cardLink}
              target="_blank"
              rel="noopener noreferrer nofollow"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <LinkRounded fontSize="small" /> {actions.cardLink.replace(/^https?:\/\//i, '')}
            </Link>
          ) : null}
          <ReceivedLine createdAt={lead.createdAt} businessName={showBusiness ? lead.businessName : null} />
          <ConsentLine noticeVersion={lead.noticeVersion} />
        </Stack>
        <DeleteEnquiryButton
          label={t('enquiries.deleteLeadFrom', { name: lead.name })}
          onClick={() => onDelete(lead)}
        />
      </Stack>
      {actions.call || actions.whatsapp ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          {actions.whatsapp ? (
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsApp />}
              href={actions.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ flex: 1 }}
              data-testid="lead-whatsapp"
            >
              WhatsApp
            </Button>
          ) : null}
          {actions.call ? (
            <Button
              variant="outlined"
              startIcon={<CallRounded />}
              href={actions.call}
              sx={{ flex: 1 }}
              data-testid="lead-call"
            >
              {t('enquiries.call')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
