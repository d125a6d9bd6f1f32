import {
  DASHBOARD_MESSAGES,
  INSIGHTS_PRESETS,
  type InsightsPreset,
  insightsRangeProblem,
  isIsoDate,
} from '@cardora/contract';
import DateRangeRounded from '@mui/icons-material/DateRangeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useState } from 'react';
import { presetLabel } from '../format';
import type { InsightsView } from '../insights-range';

export type RangeChange = { preset: InsightsPreset } | { preset: 'custom'; from: string; to: string };

const SHORT_LABELS: Record<InsightsPreset, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  fy: 'This FY',
};

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  /** The other end of the range keeps this one on its side. */
  bounds: { min?: string; max?: string };
  testId: string;
}

/** One end of the custom range, as the browser's date input. */
function DateField({ label, value, onChange, error, bounds, testId }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...bounds, 'data-testid': testId } }}
    />
  );
}

/** The presets as one segmented control (the phone's full width) and, for Custom, a from/to form. */
export function RangePicker({
  view,
  today,
  onChange,
}: {
  view: InsightsView;
  today: string;
  onChange: (change: RangeChange) => void;
}) {
  const [customOpen, setCustomOpen] = useState(view.preset === 'custom');
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const showCustom = customOpen || view.preset === 'custom';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found =
      (!from && { field: 'from' as const, message: DASHBOARD_MESSAGES.fromRequired }) ||
      (!to && { field: 'to' as const, message: DASHBOARD_MESSAGES.toRequired }) ||
      insightsRangeProblem(from, to);
    setProblem(found || null);
    if (!found) onChange({ preset: 'custom', from, to });
  };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={showCustom ? 'custom' : view.preset}
        onChange={(_event, next: InsightsPreset | 'custom' | null) => {
          if (next === null) return;
          if (next === 'custom') {
            setFrom(view.from);
            setTo(view.to);
            setCustomOpen(true);
            return;
          }
          setCustomOpen(false);
          setProblem(null);
          onChange({ preset: next });
        }}
        aria-label="Date range"
        sx={{
          width: { xs: '100%', sm: 'auto' },
          alignSelf: { sm: 'flex-start' },
          bgcolor: 'background.paper',
          '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: { xs: 0.5, sm: 2 }, minHeight: 40, gap: 0.75 },
          '& .MuiToggleButton-root.Mui-selected': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          },
        }}
        data-testid="insights-range"
      >
        {INSIGHTS_PRESETS.map((preset) => (
          <ToggleButton
            key={preset}
            value={preset}
            title={presetLabel(preset)}
            data-testid={`insights-range-${preset}`}
          >
            {SHORT_LABELS[preset]}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" aria-expanded={showCustom} data-testid="insights-range-custom">
          <DateRangeRounded sx={{ fontSize: 18, display: { xs: 'none', sm: 'inline-block' } }} />
          Custom
        </ToggleButton>
      </ToggleButtonGroup>
      {showCustom ? (
        <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Box
            component="form"
            noValidate
            onSubmit={apply}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px auto' },
            }}
            data-testid="insights-custom-form"
          >
            <DateField
              label="From"
              value={from}
              onChange={setFrom}
              error={problem?.field === 'from'}
              bounds={{ max: isIsoDate(to) ? to : today }}
              testId="insights-from"
            />
            <DateField
              label="To"
              value={to}
              onChange={setTo}
              error={problem?.field === 'to'}
              bounds={{ min: isIsoDate(from) ? from : undefined }}
              testId="insights-to"
            />
            <Button
              type="submit"
              variant="contained"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minHeight: 40 }}
              data-testid="insights-apply"
            >
              Show
            </Button>
            {problem ? (
              <Box
                role="alert"
                sx={{ gridColumn: '1 / -1', color: 'error.main', typography: 'body2' }}
                data-testid="insights-range-problem"
              >
                {problem.message}
              </Box>
            ) : null}
          </Box>
        </Card>
      ) : null}
    </Stack>
  );
}
