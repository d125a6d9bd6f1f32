import type { TBusinessListQuery } from '@cardora/contract';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { usePageTitle } from '../../../app/layout/page-title';
import { EmptyState } from '../../../components/empty-state';
import { useDebounced } from '../../../lib/use-debounced';
import { useOpenUpgrade } from '../../payments/components/upgrade-dialog';
import { filterQuery, ListFilters } from '../../projects/components/list-filters';
import type { ListOverlayState } from '../../projects/components/list-grid';
import { SortSelect } from '../../projects/components/list-sort';
import { clearedView, isNarrowed, PAGE_SIZES, useListView } from '../../projects/hooks/use-list-view';
import { useBusinessDialogs } from '../components/business-dialogs';
import { BusinessGrid } from '../components/business-grid';
import { BusinessRow } from '../components/business-row';
import { RegisterCustomerDialog } from '../components/register-customer-dialog';
import { useBusinessList } from '../hooks/use-business-list';
import { useCan } from '../hooks/use-can';
import { ListSkeleton } from './businesses-page';

/**
 * /admin/businesses: the agency's businesses (GET /business), paged and sorted by the server,
 * with the search and filters in the address bar. A Data Grid from a tablet up; a phone keeps
 * one card per business, with the sort beside the search and the pages below.
 */
export function AdminBusinessesPage() {
  usePageTitle('All Businesses');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [view, update] = useListView();
  const [registerOpen, setRegisterOpen] = useState(false);
  const debouncedSearch = useDebounced(view.search.trim(), 350);
  const { actions, dialogs } = useBusinessDialogs({ staff: true });
  const can = useCan();
  const openUpgrade = useOpenUpgrade();
  const rowActions = {
    ...actions,
    onUpgrade: can('payment:record') ? (chosen: { businessId: string }) => openUpgrade(chosen.businessId) : undefined,
  };

  const query: TBusinessListQuery = {
    page: view.page + 1,
    pageSize: view.pageSize,
    ...filterQuery(view, debouncedSearch),
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
  };
  const list = useBusinessList(query);
  const narrowed = isNarrowed(view);
  const clear = () => update(clearedView(view));
  const overlay: ListOverlayState = {
    error: list.isError ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
    title: narrowed ? 'No businesses match these filters' : 'No businesses yet',
    text: narrowed
      ? 'Try another search or fewer filters.'
      : 'Register a customer to add their first business and digital card.',
    onClear: narrowed ? clear : undefined,
    testId: 'businesses-empty',
  };
  const total = list.data?.total ?? 0;

  return (
    <Stack spacing={2.5} data-testid="admin-businesses-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            All Businesses
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="business-total">
            {list.data ? `${total} ${total === 1 ? 'business' : 'businesses'}` : '\u00a0'}
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
        <ListFilters
          value={view}
          onChange={(next) => update({ ...next, page: 0 })}
          testIdPrefix="business"
          searchTestId="search-input"
          onClear={clear}
          end={
            phone ? (
              <SortSelect
                sortBy={view.sortBy}
                sortOrder={view.sortOrder}
                onChange={(sort) => update({ ...sort, page: 0 })}
                testId="business-sort"
              />
            ) : null
          }
        />
      </Card>
      {phone ? (
        <PhoneBusinessList
          rows={list.data?.list}
          total={total}
          page={view.page}
          pageSize={view.pageSize}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 0 })}
          fetching={list.isFetching}
          overlay={overlay}
          renderRow={(business) => (
            <BusinessRow key={business.businessId} business={business} base="/admin" showOwner {...rowActions} />
          )}
        />
      ) : (
        <BusinessGrid
          rows={list.data?.list ?? []}
          total={total}
          view={view}
          onChange={update}
          loading={list.isFetching}
          overlay={overlay}
          actions={rowActions}
          compact={tablet}
        />
      )}
      {dialogs}
      <RegisterCustomerDialog open={registerOpen} onClose={() => setRegisterOpen(false)} />
    </Stack>
  );
}

/** A phone: the businesses as cards, then the page controls. */
function PhoneBusinessList<R>({
  rows,
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  fetching,
  overlay,
  renderRow,
}: {
  rows: readonly R[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  fetching: boolean;
  overlay: ListOverlayState;
  renderRow: (row: R) => React.ReactNode;
}) {
  if (overlay.error !== null) {
    return (
      <Alert
        severity="error"
        data-testid="businesses-empty-error"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={overlay.onRetry}>
            Try again
          </Button>
        }
      >
        <span data-testid="list-error-message">{overlay.error}</span>
      </Alert>
    );
  }
  if (!rows) return <ListSkeleton />;
  if (rows.length === 0) {
    return (
      <EmptyState
        testId={overlay.testId}
        icon={<SearchOffRounded />}
        title={overlay.title}
        text={overlay.text}
        action={
          overlay.onClear ? (
            <Button
              variant="outlined"
              startIcon={<FilterAltOffRounded />}
              onClick={overlay.onClear}
              data-testid="list-clear-filters"
            >
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <Stack spacing={1.5}>
      <Box sx={{ height: 4 }}>{fetching ? <LinearProgress sx={{ borderRadius: 2 }} /> : null}</Box>
      <Stack spacing={2} sx={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }} data-testid="business-list">
        {rows.map(renderRow)}
      </Stack>
      <Card>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage="Per page"
          onPageChange={(_event, next) => onPage(next)}
          onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
          data-testid="business-pagination"
          sx={{ '& .MuiTablePagination-toolbar': { px: 1.5 }, '& .MuiTablePagination-spacer': { display: 'none' } }}
        />
      </Card>
    </Stack>
  );
}
