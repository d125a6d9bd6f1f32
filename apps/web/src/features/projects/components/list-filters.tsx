// The lists' search and five filters (spec 3): the component for All Projects and the Report
// page, and the labels and query mapping All Businesses uses with its own layout.
import {
  CARD_STATUS_FILTER,
  DATE_TYPE_FILTER,
  DONE_FILTER,
  IMAGE_POST_FILTER,
  SEARCH_KEYS,
  SUBSCRIBED_FILTER,
  type TReportQuery,
} from '@cardora/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export type SearchKey = (typeof SEARCH_KEYS)[number];
export const SEARCH_KEY_LABELS: Record<SearchKey, string> = {
  businessName: 'Business name',
  companyName: 'Company name',
  cardId: 'Card address',
  registeredPhoneNumber: 'Phone number',
  templateCode: 'Template code',
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
  return (SEARCH_KEYS as readonly string[]).includes(value);
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

export function ListFilters({
  value,
  onChange,
  testIdPrefix,
}: {
  value: ListFilterState;
  onChange: (next: ListFilterState) => void;
  testIdPrefix: string;
}) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label="Search by"
          value={value.searchKey}
          onChange={(event) => {
            if (isSearchKey(event.target.value)) onChange({ ...value, searchKey: event.target.value });
          }}
          sx={{ minWidth: { sm: 200 } }}
          slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-search-key` } }}
        >
          {SEARCH_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {SEARCH_KEY_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `${testIdPrefix}-search` } }}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
        }}
      >
        {FILTERS.map((filter) => (
          <TextField
            key={filter.key}
            select
            size="small"
            label={filter.label}
            value={value.filters[filter.key] ?? ''}
            onChange={(event) =>
              onChange({ ...value, filters: { ...value.filters, [filter.key]: event.target.value || undefined } })
            }
            slotProps={{
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `${testIdPrefix}-filter-${filter.key}` },
            }}
          >
            <MenuItem value="">Any</MenuItem>
            {filter.options.map((option) => (
              <MenuItem key={option} value={option}>
                {FILTER_VALUE_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Stack>
  );
}
