import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog's buttons: Cancel (held while the dialog works), then the dialog's own action. */
export function DialogCancelActions({
  onCancel,
  busy = false,
  cancelLabel,
  gap = 1,
  children,
}: {
  onCancel: () => void;
  busy?: boolean;
  cancelLabel?: string;
  /** Extra room between the buttons; some dialogs have none. */
  gap?: 0 | 1;
  children: ReactNode;
}) {
  const { t } = useTranslation('glossary');
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap }}>
      <Button color="inherit" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('cancel')}
      </Button>
      {children}
    </DialogActions>
  );
}
