// The MUI X Data Grid as All Businesses and All Projects use it: the server pages and sorts
// (the grid only shows one page and says which column the server sorted by), and the grid's
// overlays show loading, "nothing matches" with a way out, and the server's error.
import { BUSINESS_SORT_KEYS, type BusinessSortKey, GLOSSARY } from '@cardora/contract';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  GridOverlay,
  type GridRowIdGetter,
  type GridRowProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { type JSXElementConstructor, useMemo } from 'react';
import { type ListView, PAGE_SIZES } from './use-list-view';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    /** What the list shows when empty: the server's error, or why nothing is listed. */
    listState?: ListOverlayState;
  }
}

export interface ListOverlayState {
  error: string | null;
  onRetry: () => void;
  title: string;
  text?: string;
  /** Given while a search or filter narrows the list: the way back to everything. */
  onClear?: () => void;
  testId: string;
}

/** The empty list, or the server's error, centred in the grid with what to do next. */
export function ListOverlayContent({ listState }: { listState: ListOverlayState }) {
  const { error, onRetry, title, text, onClear, testId } = listState;
  const failed = error !== null;
  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 4, maxWidth: 420, mx: 'auto' }}
      data-testid={failed ? `${testId}-error` : testId}
      role={failed ? 'alert' : undefined}
    >
      <Box
        sx={(theme) => ({
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(failed ? theme.palette.error.main : theme.palette.primary.main, 0.1),
          color: failed ? 'error.main' : 'primary.main',
          '& svg': { fontSize: 30 },
        })}
      >
        {failed ? <ErrorOutlineRounded /> : <SearchOffRounded />}
      </Box>
      <Typography variant="h5" component="p">
        {failed ? 'The list could not be loaded' : title}
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid={failed ? 'list-error-message' : undefined}>
        {failed ? error : text}
      </Typography>
      {failed ? (
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={onRetry} data-testid="list-retry">
          {GLOSSARY.tryAgain}
        </Button>
      ) : onClear ? (
        <Button
          variant="outlined"
          startIcon={<FilterAltOffRounded />}
          onClick={onClear}
          data-testid="list-clear-filters"
        >
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}

function NoRowsOverlay({ listState }: { listState?: ListOverlayState }) {
  return <GridOverlay>{listState ? <ListOverlayContent listState={listState} /> : null}</GridOverlay>;
}

export interface ListGridChange<S extends string = BusinessSortKey> {
  page?: number;
  pageSize?: number;
  sortBy?: S;
  sortOrder?: 'asc' | 'desc';
}

/** What a page gives its list: one page of rows, the server's total, the view and its state. */
export interface ServerListProps<R, S extends string = BusinessSortKey> {
  rows: readonly R[];
  /** The server's total for the filters (rowCount). */
  total: number;
  /** The server stopped counting at `total` ("10,000+"): the grid pages on while hasNextPage. */
  totalCapped?: boolean;
  /** Whether a page follows this one (the server handed out a cursor). */
  hasNextPage?: boolean;
  view: Pick<ListView, 'page' | 'pageSize' | 'sortOrder'> & { sortBy: S };
  onChange: (change: ListGridChange<S>) => void;
  loading: boolean;
  overlay: ListOverlayState;
}

interface ListGridProps<R extends GridValidRowModel, S extends string> extends ServerListProps<R, S> {
  /** The columns the server sorts by (a column field named like one sorts by it); All Businesses' by default. */
  sortKeys?: readonly S[];
  columns: GridColDef<R>[];
  getRowId: GridRowIdGetter<R>;
  columnVisibilityModel?: GridColumnVisibilityModel;
  /** A row with its own test id (the journeys find rows by them). */
  rowSlot?: JSXElementConstructor<GridRowProps>;
  ariaLabel: string;
  testId: string;
}

/** "1–25 of 1,234", "26–50 of 10,000+" when the server stopped counting, then "of more than …". */
export function displayedRows(page: { from: number; to: number; count: number; total: number; totalCapped: boolean }) {
  const { from, to, count, total, totalCapped } = page;
  const n = (value: number) => value.toLocaleString('en-IN');
  const of = !totalCapped && count !== -1 ? n(count) : to < total ? `${n(total)}+` : `more than ${n(to)}`;
  return `${n(from)}–${n(to)} of ${of}`;
}

/** A server-paginated, server-sorted Data Grid; column fields named like a sort key sort by it. */
export function ListGrid<R extends GridValidRowModel, S extends string = BusinessSortKey>({
  sortKeys = BUSINESS_SORT_KEYS as readonly string[] as readonly S[],
  rows,
  columns,
  getRowId,
  total,
  totalCapped = false,
  hasNextPage = false,
  view,
  onChange,
  loading,
  overlay,
  columnVisibilityModel,
  rowSlot,
  ariaLabel,
  testId,
}: ListGridProps<R, S>) {
  const { page, pageSize, sortBy, sortOrder } = view;
  // Stable models: a new sort model (even an equal one) makes the grid go back to page 1.
  const sortModel: GridSortModel = useMemo(() => [{ field: sortBy, sort: sortOrder }], [sortBy, sortOrder]);
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }} data-testid={testId}>
      <DataGrid<R>
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        aria-label={ariaLabel}
        paginationMode="server"
        sortingMode="server"
        // A capped total is not the row count: the grid then pages on while the server says more follow.
        rowCount={totalCapped ? -1 : total}
        paginationMeta={totalCapped ? { hasNextPage } : undefined}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          if (model.pageSize !== pageSize) onChange({ pageSize: model.pageSize, page: 0 });
          else if (model.page !== page) onChange({ page: model.page });
        }}
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModel}
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const [first] = model;
          const key = sortKeys.find((candidate) => candidate === first?.field);
          if (!first?.sort || !key) return;
          if (key === sortBy && first.sort === sortOrder) return;
          onChange({ sortBy: key, sortOrder: first.sort, page: 0 });
        }}
        columnVisibilityModel={columnVisibilityModel}
        loading={loading}
        getRowHeight={() => 'auto'}
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        rowSelection={false}
        slots={{ noRowsOverlay: NoRowsOverlay, ...(rowSlot ? { row: rowSlot } : {}) }}
        slotProps={{
          noRowsOverlay: { listState: overlay },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
        localeText={{
          paginationRowsPerPage: 'Per page',
          paginationDisplayedRows: ({ from, to, count }) => displayedRows({ from, to, count, total, totalCapped }),
        }}
        sx={(theme) => ({
          bgcolor: 'background.paper',
          borderColor: 'divider',
          borderRadius: '16px',
          '--DataGrid-overlayHeight': '300px',
          '--DataGrid-containerBackground': theme.palette.background.default,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, color: 'text.secondary', fontSize: 13 },
          '& .MuiDataGrid-cell': { py: 1.25, display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
          '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': { outline: 'none' },
          '& .MuiDataGrid-columnHeader:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
          '& .MuiDataGrid-row:hover': { bgcolor: alpha(theme.palette.primary.main, 0.03) },
          '& .MuiDataGrid-footerContainer': { borderTopColor: 'divider' },
        })}
      />
    </Box>
  );
}
