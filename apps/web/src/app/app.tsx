import { SNACKBAR_DURATION_MS } from '@cardora/contract/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootGate } from './boot-gate';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <BootGate>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={SNACKBAR_DURATION_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          preventDuplicate
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </BootGate>
    </QueryClientProvider>
  );
}
