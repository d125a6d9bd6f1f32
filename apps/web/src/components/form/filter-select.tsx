import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A list's filter: a small select whose first choice, "Any", leaves the filter off (undefined). */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      <MenuItem value="">Any</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
