import type { BusinessSortKey, TCardListItem } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { usePageTitle } from '../../../app/layout/page-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDebounced } from '../../../lib/use-debounced';
import { EMPTY_FILTERS, filterQuery, type ListFilterState, ListFilters } from '../components/list-filters';
import { type CardRowAction, useCardList, useCardRowAction } from '../hooks/use-projects';

const PAGE_SIZES = [20, 50, 100];

/** "23 Sep 2027", as the rest of the panel writes dates. */
function shortDate(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`;
}

const COLUMNS: { key: string; label: string; sort?: BusinessSortKey }[] = [
  { key: 'cardId', label: 'Card address', sort: 'cardId' },
  { key: 'business', label: 'Business', sort: 'businessName' },
  { key: 'phone', label: 'Phone' },
  { key: 'expiry', label: 'Expiry', sort: 'expiryDateForCustomer' },
  { key: 'created', label: 'Created', sort: 'createdAt' },
  { key: 'active', label: 'Active' },
  { key: 'imagePosts', label: 'Image posts' },
  { key: 'limit', label: 'Card limit' },
  { key: 'delete', label: '' },
];

/** A card limit typed in the row: saved on blur or Enter; empty means the plan's. */
function CardLimitField({ row, onSave }: { row: TCardListItem; onSave: (limit: number | null) => void }) {
  const [text, setText] = useState(row.cardLimit === null ? '' : String(row.cardLimit));
  useEffect(() => setText(row.cardLimit === null ? '' : String(row.cardLimit)), [row.cardLimit]);
  const save = () => {
    const next = text.trim() === '' ? null : Number(text);
    if (next !== row.cardLimit) onSave(next);
  };
  return (
    <TextField
      size="small"
      value={text}
      placeholder="Plan"
      onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
      sx={{ width: 80 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Card limit', 'data-testid': 'card-limit' } }}
    />
  );
}

/** /admin/projects?projectType=digital_card: All Projects, server-paginated and sortable, with row actions. */
export function AdminProjectsPage() {
  usePageTitle('All Projects');
  const [params] = useSearchParams();
  const projectType = params.get('projectType') ?? 'digital_card';
  const [state, setState] = useState<ListFilterState>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [sortBy, setSortBy] = useState<BusinessSortKey>('createdAt');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [toDelete, setToDelete] = useState<TCardListItem | null>(null);
  const search = useDebounced(state.search.trim(), 350);
  const list = useCardList({ ...filterQuery(state, search), sortBy, sortOrder, page: page + 1, pageSize });
  const action = useCardRowAction();
  const run = (next: CardRowAction) => action.mutate(next, { onSuccess: () => setToDelete(null) });

  if (projectType !== 'digital_card') {
    return (
      <Alert severity="info" data-testid="projects-later">
        PDF ID cards and promotional videos are listed in a later release.
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5} data-testid="admin-projects-page">
      <Box>
        <Typography variant="h2" component="h2">
          All Projects
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="projects-total">
          {list.data ? `${list.data.total} digital ${list.data.total === 1 ? 'card' : 'cards'}` : ' '}
        </Typography>
      </Box>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <ListFilters
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(0);
          }}
          testIdPrefix="projects"
        />
      </Card>
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {action.isError ? (
        <Alert severity="error" data-testid="row-action-error">
          {errorMessage(action.error)}
        </Alert>
      ) : null}
      <Card>
        {list.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" data-testid="projects-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key} sortDirection={column.sort === sortBy ? sortOrder : false}>
                    {column.sort ? (
                      <TableSortLabel
                        active={column.sort === sortBy}
                        direction={column.sort === sortBy ? sortOrder : 'asc'}
                        onClick={() => {
                          const key = column.sort ?? 'createdAt';
                          setSortOrder(key === sortBy && sortOrder === 'asc' ? 'desc' : 'asc');
                          setSortBy(key);
                          setPage(0);
                        }}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.list.map((row) => (
                <TableRow key={row.cardNo} hover data-testid="project-row">
                  <TableCell>{row.cardId ?? '—'}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.business.businessName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.companyName ?? ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.business.user.phoneNumber ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDate(row.business.expiryDateForCustomer)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDate(row.createdAt)}</TableCell>
                  <TableCell>
                    <Switch
                      checked={row.status === 'active'}
                      onChange={(_event, checked) =>
                        run({ kind: 'status', body: { cardNo: row.cardNo, status: checked ? 'active' : 'inactive' } })
                      }
                      slotProps={{ input: { 'aria-label': 'Card active' } }}
                      data-testid="card-status-switch"
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={row.imagePostStatus === 'enabled'}
                      onChange={(_event, checked) =>
                        run({
                          kind: 'imagePost',
                          body: { cardNo: row.cardNo, imagePostStatus: checked ? 'enabled' : 'disabled' },
                        })
                      }
                      slotProps={{ input: { 'aria-label': 'Image posts enabled' } }}
                    />
                  </TableCell>
                  <TableCell>
                    <CardLimitField
                      row={row}
                      onSave={(cardLimit) => run({ kind: 'limit', body: { cardNo: row.cardNo, cardLimit } })}
                    />
                  </TableCell>
                  <TableCell>
                    <Tooltip title="Delete card">
                      <IconButton onClick={() => setToDelete(row)} aria-label="Delete card" data-testid="delete-card">
                        <DeleteOutlineRounded />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
              {list.data && list.data.list.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" data-testid="projects-empty">
                    No digital cards match these filters.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this card?"
        text={
          toDelete
            ? `The card ${toDelete.cardId ?? ''} of ${toDelete.business.businessName} will be deleted. The business stays.`
            : ''
        }
        confirmLabel="Delete card"
        destructive
        loading={action.isPending}
        onConfirm={() => {
          if (toDelete) run({ kind: 'delete', body: { cardNo: toDelete.cardNo } });
        }}
        onClose={() => setToDelete(null)}
        testId="delete-card-dialog"
      />
    </Stack>
  );
}
