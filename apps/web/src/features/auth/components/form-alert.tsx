import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useMessage } from '#i18n/use-message';

/** A form-level error, announced to screen readers. */
export function FormAlert({ message, action }: { message: string | null; action?: ReactNode }) {
  const translate = useMessage();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" action={action} data-testid="form-error" sx={{ alignItems: 'center' }}>
      {translate(message)}
    </Alert>
  );
}
