import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CopyButton } from './copy-button';

/** A new password the server will not show again: the warning, the password and its copy button. */
export function ShownOncePassword({
  password,
  testId,
  copyTestId,
}: {
  password: string;
  testId: string;
  copyTestId: string;
}) {
  return (
    <>
      <Alert severity="warning">This password is shown only once. Copy it now and hand it over privately.</Alert>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box
          component="code"
          sx={{ fontSize: 20, letterSpacing: 1, bgcolor: 'action.hover', px: 1.5, py: 0.75, borderRadius: 1 }}
          data-testid={testId}
        >
          {password}
        </Box>
        <CopyButton text={password} label="Copy password" testId={copyTestId} />
      </Stack>
    </>
  );
}
