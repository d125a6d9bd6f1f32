import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A long form's group of fields: a card that is a fieldset, its legend as the heading, an optional line under it. */
export function FieldsetSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Card component="fieldset" sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={{ float: 'left', width: '100%', p: 0 }}>
        {title}
      </Typography>
      {text ? (
        <Typography variant="body2" color="textSecondary" sx={{ clear: 'both', mb: 0.5 }}>
          {text}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ clear: 'both', pt: 1.5 }}>
        {children}
      </Stack>
    </Card>
  );
}
