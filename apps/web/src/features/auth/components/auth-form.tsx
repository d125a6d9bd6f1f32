import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A sign-in step's form: its alert on top, its fields, and one large full-width submit
 * button at the bottom, the same on every step.
 */
export function AuthForm({
  testId,
  onSubmit,
  alert,
  submitting,
  submitTestId,
  submitLabel,
  submitIcon,
  children,
}: {
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: ReactNode;
  submitting: boolean;
  submitTestId: string;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={testId}>
      <Stack spacing={2.5}>
        {alert}
        {children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={submitting}
          endIcon={submitIcon}
          data-testid={submitTestId}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** The account's name beside a password field, hidden, so password managers file it under the right login. */
export function UsernameHint({ value }: { value: string }) {
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={value}
      readOnly
      hidden
      aria-hidden
      tabIndex={-1}
    />
  );
}
