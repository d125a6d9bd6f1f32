import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FilterSelect } from '../form/filter-select';
import { SearchField } from '../form/search-field';
import type { ListFilterDef, UrlListView } from './url-list-view';

export interface UrlListToolbarProps<F extends string, S extends string, O extends string> {
  view: UrlListView<F, S, O>;
  onChange: (change: Partial<UrlListView<F, S, O>>) => void;
  filters: readonly ListFilterDef<F>[];
  searchKeys: readonly S[];
  searchLabels: Record<S, string>;
  /** How a filter's option reads in its select. */
  optionLabel: (option: string) => string;
  /** e.g. 'pdf-projects': the data-testids are `<prefix>-search`, `<prefix>-filter-<key>`… */
  testIdPrefix: string;
}

export function UrlListToolbar<F extends string, S extends string, O extends string>({
  view,
  onChange,
  filters,
  searchKeys,
  searchLabels,
  optionLabel,
  testIdPrefix,
}: UrlListToolbarProps<F, S, O>) {
  const narrowed = view.search !== '' || Object.values(view.filters).some(Boolean);
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField
            label="Search"
            value={view.search}
            onChange={(event) => onChange({ search: event.target.value, page: 0 })}
            sx={{ flex: 1 }}
            testId={`${testIdPrefix}-search`}
          />
          <TextField
            select
            label="Search by"
            value={view.searchKey}
            onChange={(event) => {
              const key = searchKeys.find((k) => k === event.target.value);
              if (key) onChange({ searchKey: key, page: 0 } as Partial<UrlListView<F, S, O>>);
            }}
            sx={{ width: { sm: 200 } }}
            slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-search-key` } }}
          >
            {searchKeys.map((key) => (
              <MenuItem key={key} value={key}>
                {searchLabels[key]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${filters.length}, 1fr) auto` },
          }}
        >
          {filters.map((filter) => (
            <FilterSelect
              key={filter.key}
              label={filter.label}
              value={view.filters[filter.key]}
              options={filter.options}
              optionLabel={optionLabel}
              onChange={(option) => onChange({ filters: { ...view.filters, [filter.key]: option }, page: 0 })}
              testId={`${testIdPrefix}-filter-${filter.key}`}
            />
          ))}
          {narrowed ? (
            <Button
              onClick={() => onChange({ search: '', filters: {}, page: 0 })}
              data-testid={`${testIdPrefix}-clear`}
            >
              Clear filters
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Card>
  );
}
