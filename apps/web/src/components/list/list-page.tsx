// The frame of a list page the server pages and sorts (All Businesses, All Projects): the
// heading with the count, the filters in a card (with the sort on a phone), and what the grid
// is given: the page of rows, the view, and what it says when there is nothing to show.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '#api/api-error';
import { type FilterKey, ListFilters } from './list-filters';
import type { ServerListProps } from './list-grid';
import { SortSelect } from './list-sort';
import { clearedView, isNarrowed, type ListView } from './use-list-view';

/** The page's title and, below it, how many rows match ('12 businesses'); blank while loading. */
export function ListHeading({ title, total, testId }: { title: string; total: string | undefined; testId: string }) {
  return (
    <Box>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid={testId}>
        {total ?? '\u00a0'}
      </Typography>
    </Box>
  );
}

/**
 * The search and filters in their card: a change goes back to the first page, Clear filters
 * keeps the sort, and a phone, with no column headers to click, gets the sort beside them.
 */
export function ListToolbar({
  view,
  onChange,
  testIdPrefix,
  searchTestId,
  sortTestId,
  hiddenFilters,
}: {
  view: ListView;
  onChange: (change: Partial<ListView>) => void;
  testIdPrefix: string;
  searchTestId?: string;
  sortTestId: string;
  /** Filters not offered here (see ListFilters). */
  hiddenFilters?: readonly FilterKey[];
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
      <ListFilters
        value={view}
        onChange={(next) => onChange({ ...next, page: 0 })}
        testIdPrefix={testIdPrefix}
        searchTestId={searchTestId}
        hidden={hiddenFilters}
        onClear={() => onChange(clearedView(view))}
        end={
          phone ? (
            <SortSelect
              sortBy={view.sortBy}
              sortOrder={view.sortOrder}
              onChange={(sort) => onChange({ ...sort, page: 0 })}
              testId={sortTestId}
            />
          ) : null
        }
      />
    </Card>
  );
}

/** A list query as the page's GET answers it. */
interface ListQueryState<R> {
  data?: { list: R[]; total: number; totalCapped?: boolean; nextCursor?: string | null };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What the grid (or a phone's cards) is given: the query's page of rows and total, the view,
 * and, when there is nothing to show, the server's error with a retry, or why nothing is listed:
 * "No businesses match these filters" and the way back to everything, or "No businesses yet".
 */
export function serverList<R>({
  list,
  view,
  onChange,
  noun,
  emptyText,
  testId,
}: {
  list: ListQueryState<R>;
  view: ListView;
  onChange: (change: Partial<ListView>) => void;
  /** What the list holds, plural: 'businesses', 'digital cards'. */
  noun: string;
  /** Why a list nothing narrows is empty, and what fills it. */
  emptyText: string;
  testId: string;
}): ServerListProps<R> {
  const narrowed = isNarrowed(view);
  return {
    rows: list.data?.list ?? [],
    total: list.data?.total ?? 0,
    totalCapped: list.data?.totalCapped ?? false,
    hasNextPage: (list.data?.nextCursor ?? null) !== null,
    view,
    onChange,
    loading: list.isFetching,
    overlay: {
      error: list.isError ? errorMessage(list.error) : null,
      onRetry: () => void list.refetch(),
      title: narrowed ? `No ${noun} match these filters` : `No ${noun} yet`,
      text: narrowed ? 'Try another search or fewer filters.' : emptyText,
      onClear: narrowed ? () => onChange(clearedView(view)) : undefined,
      testId,
    },
  };
}
