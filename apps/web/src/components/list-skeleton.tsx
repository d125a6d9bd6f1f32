// The placeholder a list of cards shows while its first page loads: three card-sized shapes, read
// out as "Loading" by screen readers.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}
