import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A form-level error, announced to screen readers. */
export function FormAlert({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" action={action} data-testid="form-error" sx={{ alignItems: 'center' }}>
      {message}
    </Alert>
  );
}
