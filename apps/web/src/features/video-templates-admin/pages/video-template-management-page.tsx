import { type TVideoTemplate, VIDEO_MESSAGES, VIDEO_TEMPLATE_SORTS, VIDEO_TEMPLATE_STATUSES } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import LibraryMusicRounded from '@mui/icons-material/LibraryMusicRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { SearchField, usePagedSearch } from '#components/form/search-field';
import type { ListOverlayState } from '#components/list/list-grid';
import { TemplateDialog } from '../components/template-dialog';
import { TemplateGrid, type TemplateRowActions } from '../components/template-grid';
import { useAdminVideoTemplates, useDeleteVideoTemplate, useSaveVideoTemplate } from '../hooks/use-template-admin';
import { statusFieldsOf } from '../template-form';

type Sort = (typeof VIDEO_TEMPLATE_SORTS)[number];
type Status = (typeof VIDEO_TEMPLATE_STATUSES)[number];
const SORT_LABELS: Record<Sort, string> = { popular: 'Most used', newest: 'Newest', name: 'Name' };
const STATUS_LABELS: Record<Status, string> = { draft: 'Drafts', published: 'Published' };

/** The dialog: closed, a new template, or one to edit. */
type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; template: TVideoTemplate };

/** /admin/video-template-management: the platform's promotional video templates (the super admin's team). */
export function VideoTemplateManagementPage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<Status | ''>('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const { page, setPage, setSearch, words, searchProps } = usePagedSearch(0);
  const [pageSize, setPageSize] = useState(25);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [toDelete, setToDelete] = useState<TVideoTemplate | null>(null);
  const list = useAdminVideoTemplates({
    page: page + 1,
    pageSize,
    sort,
    ...(words ? { search: words } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
  });
  const publish = useSaveVideoTemplate();
  const remove = useDeleteVideoTemplate();
  const categories = list.data?.categories ?? [];
  const narrowed = words !== '' || status !== '' || category !== '';

  const actions: TemplateRowActions = {
    edit: (template) => setEditing({ kind: 'edit', template }),
    publish: (template, published) =>
      publish.mutate(
        { fields: statusFieldsOf(template, published ? 'published' : 'draft') },
        {
          onSuccess: (result) =>
            enqueueSnackbar(
              published ? `${result.name} is published: customers see it now.` : `${result.name} is a draft again.`,
              { variant: 'success' },
            ),
        },
      ),
    remove: setToDelete,
    publishing: publish.isPending ? (publish.variables?.fields.templateId ?? null) : null,
  };
  const overlay: ListOverlayState = {
    error: list.isError ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
    title: narrowed ? 'No templates match' : 'No video templates yet',
    text: narrowed
      ? 'Try another search or fewer filters.'
      : 'Add an MP4 you made, place the business details on it, and publish it for every agency that offers videos.',
    onClear: narrowed
      ? () => {
          setSearch('');
          setStatus('');
          setCategory('');
          setPage(0);
        }
      : undefined,
    testId: 'templates-empty',
  };
  const total = list.data?.total ?? 0;
  const actionError = publish.error ?? remove.error;

  return (
    <Stack spacing={2.5} data-testid="video-template-management">
      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            Video templates
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="templates-total">
            {list.data ? `${total} ${total === 1 ? 'template' : 'templates'}` : '\u00a0'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {/* The music library lives with the greetings (docs/product-rules.md#video-music). */}
          <Button
            component={RouterLink}
            to="/admin/daily-image-management?tab=music"
            startIcon={<LibraryMusicRounded />}
            data-testid="templates-music-library"
          >
            Music library
          </Button>
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setEditing({ kind: 'new' })}
            data-testid="template-add"
          >
            Add template
          </Button>
        </Stack>
      </Stack>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <SearchField
            label="Search"
            {...searchProps}
            size="small"
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            testId="templates-search"
          />
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(VIDEO_TEMPLATE_STATUSES.find((value) => value === event.target.value) ?? '');
              setPage(0);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Any</MenuItem>
            {VIDEO_TEMPLATE_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(0);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Any</MenuItem>
            {categories.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Sort"
            value={sort}
            onChange={(event) =>
              setSort(VIDEO_TEMPLATE_SORTS.find((value) => value === event.target.value) ?? 'newest')
            }
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          >
            {VIDEO_TEMPLATE_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {SORT_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Card>
      {actionError ? (
        <Alert
          severity="error"
          onClose={() => {
            publish.reset();
            remove.reset();
          }}
          data-testid="template-action-error"
        >
          {errorMessage(actionError)}
        </Alert>
      ) : null}
      <TemplateGrid
        rows={list.data?.list ?? []}
        total={total}
        loading={list.isFetching && !list.data}
        page={page}
        pageSize={pageSize}
        onPage={(nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        }}
        overlay={overlay}
        actions={actions}
        phone={phone}
      />
      {editing.kind !== 'closed' ? (
        <TemplateDialog
          key={editing.kind === 'edit' ? editing.template.id : 'new'}
          template={editing.kind === 'edit' ? editing.template : null}
          categories={categories}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.name ?? 'this template'}?`}
        text={VIDEO_MESSAGES.confirmDeleteTemplate}
        confirmLabel="Delete template"
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              enqueueSnackbar(`${toDelete.name} was deleted.`, { variant: 'success' });
              setToDelete(null);
            },
            onError: () => setToDelete(null),
          });
        }}
        onClose={() => setToDelete(null)}
        testId="template-delete-dialog"
      />
    </Stack>
  );
}
