import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SearchFieldProps = Omit<TextFieldProps, 'slotProps'> & {
  testId: string;
  /** The input's own type ('search' adds the browser's clear button). */
  inputType?: 'search';
};

/** A list's search box: the magnifier in front, at most 100 characters (what the list endpoints accept). */
export function SearchField({ testId, inputType, ...field }: SearchFieldProps) {
  return (
    <TextField
      {...field}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100, 'data-testid': testId, ...(inputType ? { type: inputType } : {}) },
      }}
    />
  );
}
