import { gstStateName, type TTaxSettingsResponse } from '@cardora/contract';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '#components/retry-alert';
import { useTaxSettings } from '../hooks/use-tax-settings';
import { firstInvoiceNumber } from '../tax-settings-form';
import { TaxSettingsDialog } from './tax-settings-dialog';

/** What the saved settings make of the documents, in a few words each. */
function summaryOf(current: TTaxSettingsResponse): string[] {
  const { settings } = current;
  const state = gstStateName(settings.stateCode);
  const lines = [
    settings.gstin ? `Tax invoices · GSTIN ${settings.gstin}` : 'Receipts without GST (no GSTIN)',
    `${settings.legalName}${state ? ` · ${state}` : ''}`,
  ];
  if (settings.gstin) {
    lines.push(
      `${settings.rateBasisPoints / 100}% GST ${settings.pricesIncludeTax ? 'included in prices' : 'added on top of prices'} · SAC ${settings.sacCode}`,
    );
    const number = firstInvoiceNumber(settings.invoicePrefix, new Date());
    if (number) lines.push(`Invoices numbered like ${number}`);
  }
  return lines;
}

/** The own agency's tax settings on the plans page (admins only): what they are, and Edit. */
export function TaxSettingsCard() {
  const settings = useTaxSettings(undefined);
  const [open, setOpen] = useState(false);
  let body: React.ReactNode;
  if (settings.isPending) body = <Skeleton variant="rounded" height={72} />;
  else if (settings.isError) {
    body = <RetryAlert error={settings.error} onRetry={() => void settings.refetch()} />;
  } else if (!settings.data.isSet) {
    body = <Alert severity="info">Not set: documents are receipts in the agency's name.</Alert>;
  } else {
    body = (
      <Stack spacing={0.25} data-testid="tax-settings-summary">
        {summaryOf(settings.data).map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Stack>
    );
  }
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} component="section" data-testid="tax-settings-card">
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h3">
                Tax settings
              </Typography>
              {settings.data?.isSet ? (
                <Chip
                  size="small"
                  color={settings.data.settings.gstin ? 'success' : 'default'}
                  label={settings.data.settings.gstin ? 'GST registered' : 'Receipts only'}
                />
              ) : null}
            </Stack>
            <Typography variant="body2" color="textSecondary">
              Your legal name, GSTIN and GST rate on the tax invoices and receipts of every payment.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<ReceiptLongRounded />}
            onClick={() => setOpen(true)}
            disabled={!settings.data}
            sx={{ flexShrink: 0 }}
            data-testid="tax-settings-edit"
          >
            {settings.data?.isSet ? 'Edit' : 'Set up'}
          </Button>
        </Stack>
        {body}
      </Stack>
      <TaxSettingsDialog target={open ? { title: 'Tax settings' } : null} onClose={() => setOpen(false)} />
    </Card>
  );
}
