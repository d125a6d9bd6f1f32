// A management page that lists its records as cards two abreast: the heading with the count and
// the "New …" button, a search card, then loading, error, empty, the cards and the pager.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../api/api-error';

export interface CardListPageProps<T> {
  /** e.g. 'agency': the data-testids are `<prefix>-total`, `<prefix>-create`, `<prefix>-list`… */
  testIdPrefix: string;
  /** The plural's prefix for the loading, error and empty test ids ('agencies', 'franchisees'). */
  pluralTestIdPrefix: string;
  testId: string;
  title: string;
  /** "3 agencies". */
  countLabel: (total: number) => string;
  create: { label: string; icon: ReactNode; onClick: () => void };
  /** More buttons beside "New …", before it. */
  headerActions?: ReactNode;
  /** Shown between the heading and the search. */
  above?: ReactNode;
  /** The search and filters, in their card. */
  search: ReactNode;
  list: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    data?: { total: number; list: T[] };
  };
  skeletonHeight: number;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The page's dialogs. */
  children?: ReactNode;
}

export function CardListPage<T>({
  testIdPrefix,
  pluralTestIdPrefix,
  testId,
  title,
  countLabel,
  create,
  headerActions,
  above,
  search,
  list,
  skeletonHeight,
  emptyText,
  renderItem,
  page,
  pageSize,
  onPage,
  children,
}: CardListPageProps<T>) {
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  return (
    <Stack spacing={2.5} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid={`${testIdPrefix}-total`}>
            {list.data ? countLabel(list.data.total) : ' '}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {headerActions}
          <Button
            variant="contained"
            startIcon={create.icon}
            onClick={create.onClick}
            data-testid={`${testIdPrefix}-create`}
          >
            {create.label}
          </Button>
        </Stack>
      </Stack>
      {above}
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>{search}</Card>
      {list.isPending ? (
        <Stack spacing={1.5} data-testid={`${pluralTestIdPrefix}-loading`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={skeletonHeight} />
          ))}
        </Stack>
      ) : null}
      {list.isError ? (
        <Alert severity="error" data-testid={`${pluralTestIdPrefix}-error`}>
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data && list.data.list.length === 0 ? (
        <Card sx={{ p: 4, textAlign: 'center' }} data-testid={`${pluralTestIdPrefix}-empty`}>
          <Typography color="textSecondary">{emptyText}</Typography>
        </Card>
      ) : null}
      {list.data && list.data.list.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            opacity: list.isPlaceholderData ? 0.6 : 1,
          }}
          data-testid={`${testIdPrefix}-list`}
        >
          {list.data.list.map(renderItem)}
        </Box>
      ) : null}
      {pages > 1 ? (
        <Pagination page={page} count={pages} onChange={(_e, value) => onPage(value)} sx={{ alignSelf: 'center' }} />
      ) : null}
      {children}
    </Stack>
  );
}

/** A create-or-edit dialog's state: which record it edits (null: a new one) and whether it is open. */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [isOpen, setOpen] = useState(false);
  return {
    editing,
    isOpen,
    open: (record: T | null) => {
      setEditing(record);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
