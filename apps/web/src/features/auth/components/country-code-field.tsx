import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** The codes most of our customers need; anything else can be typed. */
export const COMMON_COUNTRY_CODES = [
  { code: '+91', country: 'India' },
  { code: '+971', country: 'United Arab Emirates' },
  { code: '+1', country: 'United States, Canada' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+977', country: 'Nepal' },
  { code: '+880', country: 'Bangladesh' },
  { code: '+94', country: 'Sri Lanka' },
  { code: '+966', country: 'Saudi Arabia' },
  { code: '+65', country: 'Singapore' },
  { code: '+61', country: 'Australia' },
] as const;

/** Keep what was typed shaped like a calling code: "+", then at most 4 digits. */
function asCallingCode(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return `+${digits}`;
}

interface CountryCodeFieldProps<T extends FieldValues, C, O> {
  name: Path<T>;
  control: Control<T, C, O>;
  disabled?: boolean;
}

/** A compact, typeable country-code field with a menu of common codes. */
export function CountryCodeField<T extends FieldValues, C, O>({
  name,
  control,
  disabled,
}: CountryCodeFieldProps<T, C, O>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <>
          <TextField
            label="Code"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(asCallingCode(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            sx={{ width: 112, flexShrink: 0 }}
            slotProps={{
              htmlInput: {
                inputMode: 'tel',
                autoComplete: 'tel-country-code',
                'aria-label': 'Country code',
                'data-testid': 'country-code',
                maxLength: 5,
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end" sx={{ ml: 0 }}>
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label="Choose a country code"
                      aria-haspopup="menu"
                      disabled={disabled}
                      onClick={(event) => setAnchor(event.currentTarget)}
                    >
                      <ArrowDropDownRounded />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {COMMON_COUNTRY_CODES.map((option) => (
              <MenuItem
                key={option.code}
                selected={option.code === field.value}
                onClick={() => {
                  field.onChange(option.code);
                  setAnchor(null);
                }}
              >
                <ListItemText primary={option.code} secondary={option.country} />
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    />
  );
}
