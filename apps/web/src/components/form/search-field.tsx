import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ChangeEvent, useState } from 'react';
import { useDebounced } from '#lib/use-debounced';

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

/**
 * A paged list's search box state: typing goes back to `firstPage`, and `words` are the trimmed
 * search once typing pauses (what the list query takes). Spread `searchProps` on the SearchField.
 */
export function usePagedSearch(firstPage: number) {
  const [page, setPage] = useState(firstPage);
  const [search, setSearch] = useState('');
  const words = useDebounced(search.trim(), 350);
  const searchProps = {
    value: search,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setSearch(event.target.value);
      setPage(firstPage);
    },
  };
  return { page, setPage, setSearch, words, searchProps };
}
