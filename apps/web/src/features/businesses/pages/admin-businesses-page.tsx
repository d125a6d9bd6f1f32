import { SEARCH_KEYS, type TBusinessListQuery } from '@cardora/contract';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { usePageTitle } from '../../../app/layout/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { useOpenUpgrade } from '../../payments/components/upgrade-dialog';
import {
  FILTER_VALUE_LABELS,
  FILTERS,
  type FilterKey,
  filterQuery,
  isSearchKey,
  SEARCH_KEY_LABELS,
  type SearchKey,
} from '../../projects/components/list-filters';
import { useBusinessDialogs } from '../components/business-dialogs';
import { BusinessRow } from '../components/business-row';
import { RegisterCustomerDialog } from '../components/register-customer-dialog';
import { useBusinessList } from '../hooks/use-business-list';
import { useCan } from '../hooks/use-can';
import { ListSkeleton } from './businesses-page';

const PAGE_SIZE = 20;
/** The list's orders (sortBy + sortOrder), as a person names them. */
const SORTS = [
  { value: 'createdAt-desc', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'createdAt-asc', label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { value: 'businessName-asc', label: 'Name A–Z', sortBy: 'businessName', sortOrder: 'asc' },
  { value: 'businessName-desc', label: 'Name Z–A', sortBy: 'businessName', sortOrder: 'desc' },
  {
    value: 'expiryDateForCustomer-asc',
    label: 'Expiry, soonest first',
    sortBy: 'expiryDateForCustomer',
    sortOrder: 'asc',
  },
  {
    value: 'expiryDateForCustomer-desc',
    label: 'Expiry, latest first',
    sortBy: 'expiryDateForCustomer',
    sortOrder: 'desc',
  },
  { value: 'cardId-asc', label: 'Card address A–Z', sortBy: 'cardId', sortOrder: 'asc' },
] as const;
type Filters = Partial<Record<FilterKey, string>>;

/** /admin/businesses: the agency's businesses (GET /business) with search, filters and paging. */
export function AdminBusinessesPage() {
  usePageTitle('All Businesses');
  const [page, setPage] = useState(1);
  const [searchKey, setSearchKey] = useState<SearchKey>('businessName');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<(typeof SORTS)[number]>(SORTS[0]);
  const [registerOpen, setRegisterOpen] = useState(false);
  const debouncedSearch = useDebounced(search.trim(), 350);
  const { actions, dialogs } = useBusinessDialogs({ staff: true });
  const can = useCan();
  const openUpgrade = useOpenUpgrade();

  const query: TBusinessListQuery = {
    page,
    pageSize: PAGE_SIZE,
    ...filterQuery({ searchKey, search, filters }, debouncedSearch),
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
  };
  const list = useBusinessList(query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const setFilter = (key: FilterKey, value: string) => {
    setPage(1);
    setFilters((previous) => ({ ...previous, [key]: value || undefined }));
  };

  return (
    <Stack spacing={2.5} data-testid="admin-businesses-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            All Businesses
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="business-total">
            {list.data ? `${list.data.total} ${list.data.total === 1 ? 'business' : 'businesses'}` : ' '}
          </Typography>
        </Box>
        {can('business:create') ? (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Rounded />}
            onClick={() => setRegisterOpen(true)}
            data-testid="register-customer"
          >
            Register customer
          </Button>
        ) : null}
      </Stack>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              label="Search by"
              value={searchKey}
              onChange={(event) => {
                if (isSearchKey(event.target.value)) setSearchKey(event.target.value);
                setPage(1);
              }}
              sx={{ minWidth: { sm: 200 } }}
              fullWidth={false}
              slotProps={{ htmlInput: { 'data-testid': 'search-key' } }}
            >
              {SEARCH_KEYS.map((key) => (
                <MenuItem key={key} value={key}>
                  {SEARCH_KEY_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded />
                    </InputAdornment>
                  ),
                },
                htmlInput: { maxLength: 100, 'data-testid': 'search-input' },
              }}
            />
            <TextField
              select
              label="Sort"
              value={sort.value}
              onChange={(event) => {
                setSort(SORTS.find((option) => option.value === event.target.value) ?? SORTS[0]);
                setPage(1);
              }}
              sx={{ minWidth: { sm: 220 } }}
              slotProps={{ htmlInput: { 'data-testid': 'business-sort' } }}
            >
              {SORTS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
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
                value={filters[filter.key] ?? ''}
                onChange={(event) => setFilter(filter.key, event.target.value)}
                slotProps={{
                  select: { displayEmpty: true },
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `filter-${filter.key}` },
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
      </Card>
      {list.isPending ? <ListSkeleton /> : null}
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.data && list.data.list.length === 0 ? (
        <Card sx={{ p: 4, textAlign: 'center' }} data-testid="businesses-empty">
          <Typography color="text.secondary">
            {debouncedSearch || Object.values(filters).some(Boolean)
              ? 'No businesses match these filters.'
              : 'No businesses yet. Register a customer to add their first business.'}
          </Typography>
        </Card>
      ) : null}
      {list.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            opacity: list.isPlaceholderData ? 0.6 : 1,
          }}
          data-testid="business-list"
        >
          {list.data.list.map((business) => (
            <BusinessRow
              key={business.businessId}
              business={business}
              base="/admin"
              showOwner
              onUpgrade={can('payment:record') ? (chosen) => openUpgrade(chosen.businessId) : undefined}
              {...actions}
            />
          ))}
        </Box>
      ) : null}
      {pages > 1 ? (
        <Pagination
          page={page}
          count={pages}
          onChange={(_event, value) => setPage(value)}
          sx={{ alignSelf: 'center' }}
          data-testid="business-pagination"
        />
      ) : null}
      {dialogs}
      <RegisterCustomerDialog open={registerOpen} onClose={() => setRegisterOpen(false)} />
    </Stack>
  );
}
