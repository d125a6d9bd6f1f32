// The lists' search and five filters: the component for All Projects and the Report
// page, and the labels and query mapping All Businesses uses with its own layout.
import {
  BUSINESS_SEARCH_KEYS,
  CARD_STATUS_FILTER,
  DATE_TYPE_FILTER,
  DONE_FILTER,
  IMAGE_POST_FILTER,
  SUBSCRIBED_FILTER,
  type TReportQuery,
} from '@cardora/contract';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { FilterSelect } from '../form/filter-select';
import { SearchField } from '../form/search-field';

export type SearchKey = (typeof BUSINESS_SEARCH_KEYS)[number];
export const SEARCH_KEY_LABELS: Record<SearchKey, string> = {
  businessName: 'Business name',
  companyName: 'Company name',
  cardId: 'Card address',
  registeredPhoneNumber: 'Phone number',
  templateCode: 'Template code',
  category: 'Category',
};

const SEARCH_PLACEHOLDERS: Record<SearchKey, string> = {
  businessName: 'e.g. Sharma Sweets',
  companyName: 'As on the card',
  cardId: 'e.g. sharma-sweets',
  registeredPhoneNumber: 'e.g. 98765 43210',
  templateCode: 'e.g. classic',
  category: 'e.g. Optician',
};

export const FILTERS = [
  { key: 'done', label: 'Card', options: DONE_FILTER },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
  { key: 'status', label: 'Status', options: CARD_STATUS_FILTER },
  { key: 'imagePost', label: 'Image posts', options: IMAGE_POST_FILTER },
  { key: 'dateType', label: 'Expiry date', options: DATE_TYPE_FILTER },
] as const;
export const FILTER_VALUE_LABELS: Record<(typeof FILTERS)[number]['options'][number], string> = {
  done: 'Done',
  'not-done': 'Not done',
  subscribed: 'Subscribed',
  'not-subscribed': 'Not subscribed',
  active: 'Active',
  inactive: 'Inactive',
  enabled: 'Enabled',
  disabled: 'Disabled',
  flexible: 'Flexible',
  fixed: 'Fixed',
};
export type FilterKey = (typeof FILTERS)[number]['key'];

/** What the person picked: the search as typed (not yet debounced) and the filters. */
export interface ListFilterState {
  searchKey: SearchKey;
  search: string;
  filters: Partial<Record<FilterKey, string>>;
}

export const EMPTY_FILTERS: ListFilterState = { searchKey: 'businessName', search: '', filters: {} };

export function isSearchKey(value: string): value is SearchKey {
  return (BUSINESS_SEARCH_KEYS as readonly string[]).includes(value);
}

/** The state as the contract's query (filters and search; no paging or sort). */
export function filterQuery(state: ListFilterState, search = state.search.trim()): TReportQuery {
  const { filters } = state;
  return {
    ...(search ? { searchKey: state.searchKey, search } : {}),
    done: FILTERS[0].options.find((v) => v === filters.done),
    subscribed: FILTERS[1].options.find((v) => v === filters.subscribed),
    status: FILTERS[2].options.find((v) => v === filters.status),
    imagePost: FILTERS[3].options.find((v) => v === filters.imagePost),
    dateType: FILTERS[4].options.find((v) => v === filters.dateType),
  };
}

/**
 * The search (key and text) and the five filters. On a phone the filters fold away behind a
 * 'Filters' button (with how many are set), so the list starts on the first screen.
 */
export function ListFilters({
  value,
  onChange,
  testIdPrefix,
  searchTestId = `${testIdPrefix}-search`,
  onClear,
  end,
  hidden = [],
}: {
  value: ListFilterState;
  onChange: (next: ListFilterState) => void;
  testIdPrefix: string;
  searchTestId?: string;
  /** Given: a 'Clear filters' button shows while a search or a filter is set. */
  onClear?: () => void;
  /** Beside the search; on a phone beside the Filters button (the lists' sort). */
  end?: ReactNode;
  /** Filters not offered (a product the agency does not sell: All Projects' Image posts). */
  hidden?: readonly FilterKey[];
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const setCount = Object.values(value.filters).filter(Boolean).length;
  const narrowed = value.search.trim() !== '' || setCount > 0;

  const searchKey = (
    <TextField
      select
      label="Search by"
      value={value.searchKey}
      onChange={(event) => {
        if (isSearchKey(event.target.value)) onChange({ ...value, searchKey: event.target.value });
      }}
      sx={{ minWidth: { sm: 200 }, width: { sm: 200 }, flexShrink: 0 }}
      slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-search-key` } }}
    >
      {BUSINESS_SEARCH_KEYS.map((key) => (
        <MenuItem key={key} value={key}>
          {SEARCH_KEY_LABELS[key]}
        </MenuItem>
      ))}
    </TextField>
  );
  const search = (
    <SearchField
      label="Search"
      value={value.search}
      placeholder={SEARCH_PLACEHOLDERS[value.searchKey]}
      onChange={(event) => onChange({ ...value, search: event.target.value })}
      testId={searchTestId}
    />
  );
  const clear =
    onClear && narrowed ? (
      <Button
        variant="text"
        startIcon={<FilterAltOffRounded />}
        onClick={onClear}
        sx={{ justifySelf: 'start', alignSelf: 'center', whiteSpace: 'nowrap' }}
        data-testid={`${testIdPrefix}-clear-filters`}
      >
        Clear filters
      </Button>
    ) : null;
  const filterFields = FILTERS.filter((filter) => !hidden.includes(filter.key)).map((filter) => (
    <FilterSelect
      key={filter.key}
      label={filter.label}
      value={value.filters[filter.key]}
      options={filter.options}
      optionLabel={(option) => FILTER_VALUE_LABELS[option]}
      onChange={(option) => onChange({ ...value, filters: { ...value.filters, [filter.key]: option } })}
      testId={`${testIdPrefix}-filter-${filter.key}`}
    />
  ));

  if (phone) {
    return (
      <Stack spacing={1.5}>
        {search}
        {searchKey}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant={open ? 'contained' : 'outlined'}
            color={setCount > 0 ? 'primary' : 'inherit'}
            startIcon={<TuneRounded />}
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
            sx={{ flexShrink: 0, minHeight: 56, borderColor: 'divider' }}
            data-testid={`${testIdPrefix}-filters-toggle`}
          >
            Filters{setCount > 0 ? ` · ${setCount}` : ''}
          </Button>
          <Box sx={{ flex: 1, minWidth: 0 }}>{end}</Box>
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
            {filterFields}
            {clear}
          </Box>
        </Collapse>
        {!open && clear ? <Box>{clear}</Box> : null}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        {searchKey}
        {search}
        {end}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
        }}
      >
        {filterFields}
        {clear}
      </Box>
    </Stack>
  );
}
