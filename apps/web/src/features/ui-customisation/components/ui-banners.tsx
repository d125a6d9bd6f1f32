// The banners and tiles an agency placed on a customer's page (its placement and COMMON, live
// today): banners one under the other at full width, then tiles two to a row on a phone. Nothing
// at all while loading, when there are none, or if the call fails: they are extras, never in the
// way of the page.
import type { UiPage } from '@cardora/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePublishedUi } from '../hooks/use-ui-customisation';
import { UiBanner } from './ui-banner';

export function UiBanners({ page }: { page: UiPage }) {
  const { t } = useTranslation('common');
  const published = usePublishedUi(page);
  const items = published.data?.items ?? [];
  if (items.length === 0) return null;
  const banners = items.filter((item) => item.kind === 'BANNER');
  const tiles = items.filter((item) => item.kind === 'TILE');
  return (
    <Stack spacing={1.5} component="section" aria-label={t('fromAgency')} data-testid={`ui-banners-${page}`}>
      {banners.map((item) => (
        <UiBanner key={item.uiCustomisationId} item={item} testId="ui-banner" />
      ))}
      {tiles.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {tiles.map((item) => (
            <UiBanner key={item.uiCustomisationId} item={item} testId="ui-tile" />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
