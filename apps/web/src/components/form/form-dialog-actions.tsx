import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/** A form dialog's Cancel and submit buttons: Cancel waits while the form submits, submit shows it. */
export function FormDialogActions({
  onCancel,
  submitting,
  submitLabel,
  submitTestId,
}: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  submitTestId: string;
}) {
  const { t } = useTranslation('glossary');
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
      <Button color="inherit" onClick={onCancel} disabled={submitting}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
