import { RetryAlert } from './retry-alert';

interface Load {
  error: unknown;
  refetch: () => unknown;
}

/** A page that needs several loads: the first failure's message, and one Retry that tries them all again. */
export function RetryAllAlert({ loads, testId }: { loads: Load[]; testId?: string }) {
  return (
    <RetryAlert
      error={loads.find((load) => load.error)?.error}
      onRetry={() => {
        for (const load of loads) void load.refetch();
      }}
      testId={testId}
    />
  );
}
