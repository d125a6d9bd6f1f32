import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/** A form dialog's Cancel and submit buttons: Cancel waits while the form submits, submit shows it. */
export function FormDialogActions({
  onCancel,
  submitting,
  submitLabel,
  submitTestId,
  gap = 1,
}: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  submitTestId: string;
  /** Extra room between the buttons; the agency and franchisee dialogs have none. */
  gap?: 0 | 1;
}) {
  const { t } = useTranslation('glossary');
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap }}>
      <Button color="inherit" onClick={onCancel} disabled={submitting}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
