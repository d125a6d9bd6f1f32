import type { TBusinessStateCounts, TCardCounts } from '@cardora/contract';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCount, tileCount } from '../format';
import { StatTile } from './stat-tile';

/** The small grey heading above a row of tiles. */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="overline" color="textSecondary" component="h2" sx={{ display: 'block', mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/** Tiles two abreast on a phone, `columns` abreast from a desktop up. */
export function TileGrid({ columns, sx, children }: { columns: number; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: { xs: 1.25, sm: 2 },
          gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** What the admin home and Insights both count right now (undefined while loading). */
export interface StateFigures {
  expiringSoonDays: number;
  businesses: TBusinessStateCounts;
  cards: TCardCounts;
}

/**
 * Expiring soon, expired and active cards: the tiles the admin home and Insights' "Right now"
 * share. `testIdSuffix` tells the two pages' tiles apart.
 */
export function BusinessStateTiles({
  data,
  testIdSuffix = '',
}: {
  data: StateFigures | undefined;
  testIdSuffix?: string;
}) {
  const b = data?.businesses;
  return (
    <>
      <StatTile
        label="Expiring soon"
        value={tileCount(b?.expiringSoon)}
        caption={data ? `In the next ${data.expiringSoonDays} days` : ''}
        icon={<HourglassBottomRounded />}
        tone="warning"
        testId={`stat-expiring${testIdSuffix}`}
      />
      <StatTile
        label="Expired"
        value={tileCount(b?.expired)}
        caption="Due for renewal"
        icon={<EventBusyRounded />}
        tone="error"
        testId={`stat-expired${testIdSuffix}`}
      />
      <StatTile
        label="Active cards"
        value={tileCount(data?.cards.active)}
        caption={data ? `of ${formatCount(data.cards.total)} digital cards` : ''}
        icon={<QrCode2Rounded />}
        tone="info"
        testId={`stat-cards${testIdSuffix}`}
      />
    </>
  );
}
