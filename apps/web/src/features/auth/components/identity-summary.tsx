import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** "Signing in as +91 98765 43210 — Change": the first step's answer, editable. */
export function IdentitySummary({ label, onChange }: { label: string; onChange: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: 'action.hover',
        borderRadius: '12px',
        pl: 2,
        pr: 0.5,
        py: 0.75,
        mb: 2.5,
      }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="identity-summary">
        {label}
      </Typography>
      <Button size="small" startIcon={<EditRounded />} onClick={onChange} data-testid="change-identity">
        {t('identify.change')}
      </Button>
    </Stack>
  );
}
