import type { TManagedAgency } from '@cardora/contract';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '#api/api-error';
import { useCreateSsl } from '../hooks/use-agencies';
import { CopyButton } from './copy-button';

function RecordLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary" sx={{ minWidth: 56 }}>
        {label}
      </Typography>
      <Box
        component="code"
        sx={{ fontSize: 13, bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 1, overflowWrap: 'anywhere' }}
      >
        {value}
      </Box>
      <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} />
    </Stack>
  );
}

/** The custom domain's state, the DNS record to add, and "Verify and enable SSL". */
export function DomainStatus({ agency }: { agency: TManagedAgency }) {
  const createSsl = useCreateSsl();
  const status = agency.domainStatus;
  if (!status) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="domain-none">
        No custom domain: the agency is served at {agency.platformHost}.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.25} data-testid="domain-status">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{status.domain}</Typography>
        {status.verified && status.sslEnabled ? (
          <Chip size="small" color="success" icon={<VerifiedRounded />} label="Verified, SSL enabled" />
        ) : (
          <Chip size="small" color="warning" label="Not verified" data-testid="domain-unverified" />
        )}
      </Stack>
      {status.verified && status.sslEnabled ? null : (
        <>
          <Typography variant="body2" color="textSecondary">
            Add one of these DNS records at the domain's DNS provider, then verify:
          </Typography>
          <Stack spacing={0.5}>
            <Typography variant="caption" color="textSecondary">
              TXT record
            </Typography>
            <RecordLine label="Name" value={status.txtRecord.name} />
            <RecordLine label="Value" value={status.txtRecord.value} />
            <Typography variant="caption" color="textSecondary" sx={{ pt: 0.5 }}>
              or a CNAME record of {status.domain}
            </Typography>
            <RecordLine label="Target" value={status.cnameTarget} />
          </Stack>
          {createSsl.isError ? (
            <Alert severity="error" data-testid="domain-error">
              {errorMessage(createSsl.error)}
            </Alert>
          ) : null}
          <Box>
            <Button
              variant="outlined"
              loading={createSsl.isPending}
              onClick={() => createSsl.mutate(agency.agencyId)}
              data-testid="domain-verify"
            >
              Verify and enable SSL
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
