import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';
import { FormAlert } from '#features/auth';

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
  return (
    <DialogCancelActions onCancel={onCancel} busy={submitting} gap={gap}>
      <Button type="submit" variant="contained" loading={submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </DialogCancelActions>
  );
}

/** A form dialog's form: its title, an optional intro, the form's error, its fields one under another, then Cancel and submit. */
export function FormDialogBody({
  onSubmit,
  testId,
  title,
  spacing,
  intro,
  formError,
  contentSx,
  children,
  ...actions
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId?: string;
  title: ReactNode;
  /** The room between the fields. */
  spacing: number;
  /** Stands above the form's error, e.g. a hint shown only when adding. */
  intro?: ReactNode;
  /** The form-level error from the server, shown above the fields. */
  formError?: string | null;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
} & Parameters<typeof FormDialogActions>[0]) {
  return (
    <form noValidate onSubmit={onSubmit} data-testid={testId}>
      <DialogTitle sx={{ fontWeight: 700 }}>{title}</DialogTitle>
      <DialogContent sx={contentSx}>
        <Stack spacing={spacing} sx={{ pt: 1 }}>
          {intro}
          <FormAlert message={formError ?? null} />
          {children}
        </Stack>
      </DialogContent>
      <FormDialogActions {...actions} />
    </form>
  );
}
