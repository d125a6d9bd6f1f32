import type { TAdminInsights } from '@cardora/contract';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatCount, longDay, shortDay } from '../format';
import { growthSeries } from '../growth-series';
import { ChartLegend } from './legend-dot';

export const GROWTH_CHART_HEIGHT = 260;

/** New businesses and new cards per IST day (per week over long ranges), as two lines. */
export function GrowthChart({ perDay, cardsColor }: { perDay: TAdminInsights['perDay']; cardsColor: string }) {
  const theme = useTheme();
  const businessesColor = theme.palette.primary.main;
  const totalBusinesses = perDay.reduce((sum, day) => sum + day.businesses, 0);
  const totalCards = perDay.reduce((sum, day) => sum + day.cards, 0);
  const { unit, points } = growthSeries(perDay);
  const marks = points.length <= 31;
  return (
    <>
      <ChartLegend
        items={[
          { color: businessesColor, label: 'New businesses', value: formatCount(totalBusinesses) },
          { color: cardsColor, label: 'New cards', value: formatCount(totalCards) },
        ]}
      />
      <LineChart
        height={GROWTH_CHART_HEIGHT}
        hideLegend
        grid={{ horizontal: true }}
        margin={{ top: 12, right: 24, bottom: 4, left: 4 }}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((point) => point.date),
            valueFormatter: (value: string, context) =>
              context.location === 'tick'
                ? shortDay(value)
                : unit === 'week'
                  ? `Week of ${longDay(value)}`
                  : longDay(value),
            tickSpacing: 64,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 36, tickLabelStyle: { fontSize: 11 } }]}
        series={[
          {
            id: 'businesses',
            label: 'New businesses',
            data: points.map((point) => point.businesses),
            color: businessesColor,
            area: true,
            showMark: marks,
            shape: 'circle',
            curve: 'monotoneX',
            valueFormatter: (value) => (value === null ? null : formatCount(value)),
          },
          {
            id: 'cards',
            label: 'New cards',
            data: points.map((point) => point.cards),
            color: cardsColor,
            showMark: marks,
            shape: 'circle',
            curve: 'monotoneX',
            valueFormatter: (value) => (value === null ? null : formatCount(value)),
          },
        ]}
        sx={{
          [`& .${lineClasses.area}`]: { fillOpacity: 0.12 },
          [`& .${lineClasses.line}`]: { strokeWidth: 2.5 },
        }}
      />
    </>
  );
}
