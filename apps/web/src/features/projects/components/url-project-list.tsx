// An All Projects tab whose view lives in the address (the pdf_id_card and promotional_video
// tabs): the heading with the count, the toolbar, a row action's error, and the grid.
import { GLOSSARY } from '@cardora/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentProps, ReactNode } from 'react';
import { errorMessage } from '#api/api-error';
import { ListGrid, type ListOverlayState } from '#components/list/list-grid';
import { UrlListToolbar, type UrlListToolbarProps } from '#components/list/url-list-toolbar';

/** The grid's own settings: everything but what the list's view and query give. */
type GridSettings<R extends GridValidRowModel, O extends string> = Omit<
  ComponentProps<typeof ListGrid<R, O>>,
  'rows' | 'total' | 'view' | 'onChange' | 'overlay' | 'testId'
>;

/** The toolbar's props (the view, its filters and search keys, the test id prefix) and the rest of the tab. */
export interface UrlProjectListProps<R extends GridValidRowModel, F extends string, S extends string, O extends string>
  extends UrlListToolbarProps<F, S, O> {
  /** The tab's own test id; `testIdPrefix` also names `<prefix>-total`, `<prefix>-grid` and `<prefix>-empty`. */
  testId: string;
  /** "3 videos". */
  countLabel: (total: number) => string;
  list: {
    data?: { total: number; list: R[] };
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** What the overlay says without rows: with a search or filter set, and without. */
  empty: { narrowedTitle: string; title: string; text: string };
  /** The row actions' mutations: the first one's failure shows over the grid until closed, which resets them all. */
  rowActions: { error: unknown; reset: () => void }[];
  actionErrorTestId: string;
  grid: GridSettings<R, O>;
  /** The row actions' dialogs. */
  children?: ReactNode;
}

export function UrlProjectList<R extends GridValidRowModel, F extends string, S extends string, O extends string>({
  testIdPrefix,
  testId,
  countLabel,
  list,
  view,
  onChange,
  filters,
  searchKeys,
  searchLabels,
  optionLabel,
  empty,
  rowActions,
  actionErrorTestId,
  grid,
  children,
}: UrlProjectListProps<R, F, S, O>) {
  const narrowed = view.search !== '' || Object.values(view.filters).some(Boolean);
  const overlay: ListOverlayState = {
    error: list.isError ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
    title: narrowed ? empty.narrowedTitle : empty.title,
    text: narrowed ? 'Try another search or fewer filters.' : empty.text,
    onClear: narrowed ? () => onChange({ search: '', filters: {}, page: 0 }) : undefined,
    testId: `${testIdPrefix}-empty`,
  };
  const total = list.data?.total ?? 0;
  const actionError = rowActions.find((action) => action.error)?.error;

  return (
    <Stack spacing={2.5} data-testid={testId}>
      <Box>
        <Typography variant="h2" component="h2">
          {GLOSSARY.allProjects}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid={`${testIdPrefix}-total`}>
          {list.data ? countLabel(total) : '\u00a0'}
        </Typography>
      </Box>
      <UrlListToolbar
        view={view}
        onChange={onChange}
        filters={filters}
        searchKeys={searchKeys}
        searchLabels={searchLabels}
        optionLabel={optionLabel}
        testIdPrefix={testIdPrefix}
      />
      {actionError ? (
        <Alert
          severity="error"
          onClose={() => {
            for (const action of rowActions) action.reset();
          }}
          data-testid={actionErrorTestId}
        >
          {errorMessage(actionError)}
        </Alert>
      ) : null}
      <ListGrid<R, O>
        {...grid}
        rows={list.data?.list ?? []}
        total={total}
        view={view}
        onChange={onChange}
        overlay={overlay}
        testId={`${testIdPrefix}-grid`}
      />
      {children}
    </Stack>
  );
}

/** The Business column's cell: the business, and the phone number its owner signs in with. */
export function BusinessCell({ name, phone }: { name: string; phone: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {phone}
      </Typography>
    </Box>
  );
}
