import Box from '@mui/material/Box';

/** A series' colour, its name and (optionally) its total: the legend above a chart. */
export function LegendDot({ color, label, value }: { color: string; label: string; value?: string }) {
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
