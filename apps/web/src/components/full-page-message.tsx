import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FullPageMessageProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
  testId?: string;
}

/** A centred card for states with nothing else on screen: boot failure, chunk failure, not found. */
export function FullPageMessage({ icon, title, text, actions, testId }: FullPageMessageProps) {
  return (
    <Box
      data-testid={testId}
      sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 440, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          <Typography color="textSecondary">{text}</Typography>
          {actions ? (
            <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
