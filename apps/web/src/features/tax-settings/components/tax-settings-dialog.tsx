import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { FormDialog } from '#components/dialog/form-dialog';
import { RetryAlert } from '#components/retry-alert';
import { useTaxSettings } from '../hooks/use-tax-settings';
import { TaxSettingsForm } from './tax-settings-form';

/** Whose settings a dialog edits: another agency by its id, or (no id) the caller's own agency. */
export interface TaxSettingsTarget {
  agencyId?: string;
  title: string;
}

function TaxSettingsLoader({ target, onClose }: { target: TaxSettingsTarget; onClose: () => void }) {
  const settings = useTaxSettings(target.agencyId);
  if (settings.data) {
    return (
      <TaxSettingsForm agencyId={target.agencyId} current={settings.data} title={target.title} onClose={onClose} />
    );
  }
  return (
    <>
      <DialogTitle sx={{ fontWeight: 700 }}>{target.title}</DialogTitle>
      <DialogContent>
        {settings.isError ? (
          <RetryAlert error={settings.error} onRetry={() => void settings.refetch()} testId="tax-settings-error" />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }} aria-busy="true" data-testid="tax-settings-loading">
            {[56, 56, 80, 56, 120].map((height, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders
              <Skeleton key={index} variant="rounded" height={height} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

/** An issuer's tax settings in a dialog (full screen on a phone); `target` null: closed. */
export function TaxSettingsDialog({ target, onClose }: { target: TaxSettingsTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      maxWidth="sm"
      fullScreenBelow="sm"
      scroll="paper"
      testId="tax-settings-dialog"
    >
      {target ? <TaxSettingsLoader key={target.agencyId ?? 'own'} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}
