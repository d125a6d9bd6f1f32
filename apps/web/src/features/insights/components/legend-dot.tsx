import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export interface LegendItem {
  color: string;
  label: string;
  value?: string;
}

/** A series' colour, its name and (optionally) its total: the legend above a chart. */
function LegendDot({ color, label, value }: LegendItem) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: color }} />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      {value !== undefined ? (
        <Box component="span" sx={{ fontWeight: 700 }}>
          {value}
        </Box>
      ) : null}
    </Box>
  );
}

/** The row of legend entries above a chart (the charts' own legends are hidden). */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Stack direction="row" sx={{ gap: 2.5, flexWrap: 'wrap', mb: 1 }}>
      {items.map((item) => (
        <LegendDot key={item.label} {...item} />
      ))}
    </Stack>
  );
}
