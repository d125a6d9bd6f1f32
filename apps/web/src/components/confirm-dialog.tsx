import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { DialogCancelActions } from './dialog/dialog-cancel-actions';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get a red confirm button. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive = false,
  loading = false,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      data-testid={testId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogCancelActions onCancel={onClose} busy={loading} cancelLabel={cancelLabel}>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={loading}
          autoFocus
          data-testid={testId ? `${testId}-confirm` : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogCancelActions>
    </Dialog>
  );
}

/** What a mutation's `mutate` takes as its second argument. */
export interface MutationCallbacks {
  onSuccess: () => void;
  onError: () => void;
}

export interface RowConfirmDialogProps<Row> extends Omit<ConfirmDialogProps, 'open' | 'onConfirm'> {
  /** The row asked about; null: closed. */
  row: Row | null;
  /** Starts the change; the dialog closes when it settles, with `success` as a snackbar when it worked. */
  run: (row: Row, callbacks: MutationCallbacks) => void;
  success: (row: Row) => string;
}

/** A confirmation about one row of a list that runs a change on it, then closes (its error shows on the list). */
export function RowConfirmDialog<Row>({ row, run, success, onClose, ...dialog }: RowConfirmDialogProps<Row>) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ConfirmDialog
      {...dialog}
      open={row !== null}
      onClose={onClose}
      onConfirm={() => {
        if (row === null) return;
        run(row, {
          onSuccess: () => {
            enqueueSnackbar(success(row), { variant: 'success' });
            onClose();
          },
          onError: onClose,
        });
      }}
    />
  );
}
