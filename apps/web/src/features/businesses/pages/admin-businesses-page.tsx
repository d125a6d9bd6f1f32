import { formatListTotal, GLOSSARY, type TBusinessListQuery } from '@cardora/contract';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { EmptyState } from '#components/empty-state';
import { filterQuery } from '#components/list/list-filters';
import { displayedRows, type ListOverlayState } from '#components/list/list-grid';
import { ListHeading, ListToolbar, serverList } from '#components/list/list-page';
import { useKeysetPaging } from '#components/list/use-keyset-paging';
import { PAGE_SIZES, useListView } from '#components/list/use-list-view';
import { ListSkeleton } from '#components/list-skeleton';
import { useMoneyAction, useOpenUpgrade } from '#features/payments';
import { useDebounced } from '#lib/use-debounced';
import { useBusinessDialogs } from '../components/business-dialogs';
import { BusinessGrid } from '../components/business-grid';
import { BusinessRow } from '../components/business-row';
import { RegisterCustomerDialog } from '../components/register-customer-dialog';
import { useBusinessList } from '../hooks/use-business-list';
import { useCan } from '../hooks/use-can';

/**
 * /admin/businesses: the agency's businesses (GET /business), paged and sorted by the server,
 * with the search and filters in the address bar. A Data Grid from a tablet up; a phone keeps
 * one card per business, with the sort beside the search and the pages below.
 */
export function AdminBusinessesPage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [view, update] = useListView();
  const [registerOpen, setRegisterOpen] = useState(false);
  const debouncedSearch = useDebounced(view.search.trim(), 350);
  const { actions, dialogs } = useBusinessDialogs({ staff: true });
  const can = useCan();
  const may = useMoneyAction();
  const openUpgrade = useOpenUpgrade();
  const rowActions = {
    ...actions,
    onUpgrade: may('manualPayment') ? (chosen: { businessId: string }) => openUpgrade(chosen.businessId) : undefined,
  };

  const [query, rememberCursor] = useKeysetPaging({
    page: view.page + 1,
    pageSize: view.pageSize,
    ...filterQuery(view, debouncedSearch),
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
  } satisfies TBusinessListQuery);
  const list = useBusinessList(query);
  rememberCursor(list.data, list.isPlaceholderData);
  const grid = serverList({
    list,
    view,
    onChange: update,
    noun: 'businesses',
    emptyText: 'Register a customer to add their first business and digital card.',
    testId: 'businesses-empty',
  });
  const { total } = grid;
  const totalText = list.data ? formatListTotal(list.data) : '';

  return (
    <Stack spacing={2.5} data-testid="admin-businesses-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <ListHeading
          title={GLOSSARY.allBusinesses}
          total={list.data ? `${totalText} ${total === 1 && !grid.totalCapped ? 'business' : 'businesses'}` : undefined}
          testId="business-total"
        />
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
      <ListToolbar
        view={view}
        onChange={update}
        testIdPrefix="business"
        searchTestId="search-input"
        sortTestId="business-sort"
      />
      {phone ? (
        <PhoneBusinessList
          rows={list.data?.list}
          total={total}
          totalCapped={grid.totalCapped ?? false}
          hasNextPage={grid.hasNextPage ?? false}
          page={view.page}
          pageSize={view.pageSize}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 0 })}
          fetching={list.isFetching}
          overlay={grid.overlay}
          renderRow={(business) => (
            <BusinessRow key={business.businessId} business={business} base="/admin" showOwner {...rowActions} />
          )}
        />
      ) : (
        <BusinessGrid {...grid} actions={rowActions} compact={tablet} />
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
  totalCapped,
  hasNextPage,
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
  totalCapped: boolean;
  hasNextPage: boolean;
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
            {GLOSSARY.tryAgain}
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
          count={totalCapped ? -1 : total}
          page={page}
          labelDisplayedRows={({ from, to, count }) => displayedRows({ from, to, count, total, totalCapped })}
          slotProps={{ actions: { nextButton: totalCapped ? { disabled: !hasNextPage } : {} } }}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage="Per page"
          onPageChange={(_event, next) => onPage(next)}
          onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
          data-testid="business-pagination"
          // Wraps on a 320 px phone rather than pushing "Per page" out of the card.
          sx={{
            '& .MuiTablePagination-toolbar': { px: 1, flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 },
            '& .MuiTablePagination-spacer': { display: 'none' },
            '& .MuiTablePagination-input': { mr: 1, ml: 0.5 },
            '& .MuiTablePagination-actions': { ml: 1 },
          }}
        />
      </Card>
    </Stack>
  );
}
