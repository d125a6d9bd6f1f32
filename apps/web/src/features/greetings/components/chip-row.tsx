import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';

export interface ChipOption {
  id: string | null;
  label: string;
}

/** Choices as a row of chips that scrolls sideways (one chosen), running to the phone's edges. */
export function ChipRow({
  options,
  value,
  onChange,
  label,
  testId,
  size = 'medium',
  loading = false,
}: {
  options: ChipOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  testId: string;
  size?: 'small' | 'medium';
  loading?: boolean;
}) {
  // The outer box keeps the row's own margins from a parent Stack's spacing rules.
  return (
    <Box>
      <Box
        role="radiogroup"
        aria-label={label}
        data-testid={testId}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          py: 0.25,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          flexWrap: { xs: 'nowrap', md: 'wrap' },
        }}
      >
        {loading
          ? [72, 96, 80, 110].map((width) => (
              <Skeleton
                key={width}
                variant="rounded"
                width={width}
                height={size === 'small' ? 28 : 34}
                sx={{ borderRadius: 99, flex: 'none' }}
              />
            ))
          : options.map((option) => {
              const selected = option.id === value;
              return (
                <Chip
                  key={option.id ?? 'all'}
                  label={option.label}
                  size={size}
                  role="radio"
                  aria-checked={selected}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  onClick={() => onChange(option.id)}
                  data-testid={`${testId}-chip`}
                  data-selected={selected}
                  sx={{ flex: 'none', bgcolor: selected ? undefined : 'background.paper' }}
                />
              );
            })}
      </Box>
    </Box>
  );
}
