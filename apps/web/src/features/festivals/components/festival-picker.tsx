// Choosing the festival a post is scheduled to: each festival with its next date (the post
// appears on that festival's date every year).
import type { TFestivalCalendarEntry } from '@cardora/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { errorMessage } from '#api/api-error';
import { dayLabel } from '../day-label';
import { useFestivalOptions } from '../hooks/use-festivals';

export function FestivalPicker({
  value,
  onChange,
  onBlur,
  disabled,
  error,
  testId,
}: {
  value: string;
  onChange: (key: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
  testId: string;
}) {
  const { options, isPending, isError, error: loadError } = useFestivalOptions();
  const chosen = options.find((option) => option.key === value) ?? null;
  const label = (option: TFestivalCalendarEntry) => option.name;
  return (
    <Autocomplete
      options={options}
      loading={isPending}
      disabled={disabled}
      value={chosen}
      onChange={(_event, next) => onChange(next?.key ?? '')}
      onBlur={onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(option, picked) => option.key === picked.key}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.name}
            {option.states.length > 0 ? ` (${option.states.join(', ')})` : ''} — {dayLabel(option.date)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Festival"
          required
          error={Boolean(error) || isError}
          helperText={
            error ??
            (isError
              ? errorMessage(loadError)
              : chosen
                ? `Next on ${dayLabel(chosen.date)}; it comes back on this festival every year.`
                : 'Customers see it on the festival, every year.')
          }
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
