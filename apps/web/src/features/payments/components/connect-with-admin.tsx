import { agencyContactLinks, connectWithAdminMessage } from '@cardora/contract';
import CallRounded from '@mui/icons-material/CallRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgency } from '#app/agency-context';
import { useBusiness } from '#features/cards';
import { useFormat } from '#i18n/format';
import { formatPhone } from '#lib/format';
import { useSubscriptionPlans } from '../hooks/use-subscription-plans';

const WHATSAPP_GREEN = '#1f8f4e';

interface ConnectWithAdminProps {
  /** The business the plan is for: its name goes into the message. */
  businessId?: string | null;
  onClose: () => void;
}

/**
 * 'Connect with admin', for a customer who may not buy online: WhatsApp
 * and call buttons to the agency's contact (Agency Management), the message already naming the
 * business and the plan picked here. Without a contact it says so; the spec's text stays.
 */
export function ConnectWithAdminDialog({ businessId = null, onClose }: ConnectWithAdminProps) {
  const { t } = useTranslation(['common', 'glossary']);
  const format = useFormat();
  const agency = useAgency();
  const business = useBusiness(businessId);
  const plans = useSubscriptionPlans();
  const [planId, setPlanId] = useState<string | null>(null);
  const list = plans.data?.list ?? [];
  const plan = list.find((candidate) => candidate.subscriptionPlanId === planId) ?? null;
  const contact = agency.configuration.contact;
  const message = connectWithAdminMessage({
    agencyName: agency.agencyName,
    businessName: business.data?.businessName,
    planName: plan?.name,
  });
  const links = agencyContactLinks(contact, message);
  const hasContact = links.whatsapp !== null || links.call !== null;

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="connect-admin-title"
      aria-describedby="connect-admin-text"
      data-testid="connect-with-admin"
    >
      <Stack sx={{ alignItems: 'center', pt: 3 }}>
        <Box
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
          })}
        >
          <SupportAgentRounded />
        </Box>
      </Stack>
      <DialogTitle id="connect-admin-title" sx={{ fontWeight: 700, textAlign: 'center', pb: 1 }}>
        {t('connectAdmin.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="connect-admin-text" sx={{ textAlign: 'center' }}>
            {t('connectAdmin.text')}
          </DialogContentText>
          {hasContact && list.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                {t('connectAdmin.whichPlan')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="connect-plans">
                {list.map((candidate) => {
                  const selected = candidate.subscriptionPlanId === planId;
                  return (
                    <Chip
                      key={candidate.subscriptionPlanId}
                      label={`${candidate.name} · ${format.rupees(candidate.price)}`}
                      color={selected ? 'primary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      onClick={() => setPlanId(selected ? null : candidate.subscriptionPlanId)}
                      aria-pressed={selected}
                      data-testid={`connect-plan-${candidate.subscriptionPlanId}`}
                    />
                  );
                })}
              </Stack>
            </Box>
          ) : null}
          {hasContact ? (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1, fontStyle: 'italic' }}
              data-testid="connect-message"
            >
              {message}
            </Typography>
          ) : null}
          {hasContact ? (
            <Stack spacing={1.25}>
              {links.whatsapp ? (
                <Button
                  variant="contained"
                  size="large"
                  href={links.whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<WhatsApp />}
                  sx={{ bgcolor: WHATSAPP_GREEN, '&:hover': { bgcolor: '#18733e' } }}
                  data-testid="connect-whatsapp"
                >
                  {t('connectAdmin.whatsapp')}
                </Button>
              ) : null}
              {links.call ? (
                <Button
                  variant="outlined"
                  size="large"
                  href={links.call}
                  startIcon={<CallRounded />}
                  data-testid="connect-call"
                >
                  {t('connectAdmin.call', { phone: formatPhone(contact?.phoneNumber) })}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ textAlign: 'center' }}
              data-testid="connect-no-contact"
            >
              {t('connectAdmin.noContact', { agency: agency.agencyName })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, justifyContent: 'center' }}>
        <Button onClick={onClose} autoFocus={!hasContact} data-testid="connect-with-admin-ok">
          {t('glossary:ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
