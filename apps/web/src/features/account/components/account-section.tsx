import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  icon: ReactNode;
  hint?: ReactNode;
  testId: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the account page: an icon, a title, a line saying what it is for, then its content. */
export function AccountSection({ title, icon, hint, testId, tone = 'default', children }: AccountSectionProps) {
  const danger = tone === 'danger';
  return (
    <Card
      component="section"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 2.5, sm: 3 }, borderColor: danger ? 'error.light' : undefined }}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: hint ? 0.5 : 2 }}>
        <Box sx={{ display: 'flex', color: danger ? 'error.main' : 'primary.main' }}>{icon}</Box>
        <Typography variant="h4" component="h2" color={danger ? 'error.main' : undefined}>
          {title}
        </Typography>
      </Stack>
      {hint ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Card>
  );
}
