// The posts as a Data Grid (tablet and desktop): the server pages, the rows show the preview,
// where the post belongs, its day, language and format; the posts the viewer manages can be
// picked for deleting together, edited or deleted one by one.
import type { TImagePost } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  GridOverlay,
  GridRow,
  type GridRowProps,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { TipIconButton } from '#components/tip-icon-button';
import { formatDate } from '#lib/format';
import { PAGE_SIZES } from '../hooks/use-post-filters';
import { LANGUAGE_LABELS } from '../labels';
import {
  PostDay,
  PostFormatChips,
  PostsEmpty,
  type PostsEmptyProps,
  PostTags,
  PostWhere,
  postName,
  usePostActions,
} from './post-parts';
import { PostThumbnail } from './post-thumbnail';
import { SuitsChip } from './suits-chip';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    postsEmpty?: PostsEmptyProps;
  }
}

function NoPostsOverlay({ postsEmpty }: { postsEmpty?: PostsEmptyProps }) {
  return <GridOverlay>{postsEmpty ? <PostsEmpty {...postsEmpty} /> : null}</GridOverlay>;
}

function PostGridRow(props: GridRowProps) {
  return <GridRow {...props} data-testid="post-row" data-image-id={String(props.rowId)} />;
}

function PreviewCell({ post }: { post: TImagePost }) {
  const { regenerate, regenerating } = usePostActions();
  return (
    <PostThumbnail
      post={post}
      size={80}
      onRetry={post.editable ? () => regenerate(post) : undefined}
      retrying={regenerating.has(post.imageId)}
    />
  );
}

function ActionsCell({ post }: { post: TImagePost }) {
  const { edit, remove } = usePostActions();
  if (!post.editable) return null;
  const name = postName(post);
  return (
    <Stack direction="row" spacing={0.5}>
      <TipIconButton
        tip="Edit"
        label={`Edit ${name}`}
        icon={<EditRounded fontSize="small" />}
        onClick={() => edit(post)}
        data-testid="post-edit"
      />
      <TipIconButton
        tip="Delete"
        label={`Delete ${name}`}
        icon={<DeleteOutlineRounded fontSize="small" />}
        onClick={() => remove([post])}
        sx={{ color: 'error.main' }}
        data-testid="post-delete"
      />
    </Stack>
  );
}

const COLUMNS: GridColDef<TImagePost>[] = [
  {
    field: 'preview',
    headerName: 'Preview',
    width: 104,
    sortable: false,
    renderCell: ({ row }) => <PreviewCell post={row} />,
  },
  {
    field: 'post',
    headerName: 'Post',
    flex: 1,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack spacing={0.5} sx={{ minWidth: 0, py: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="post-name">
          {postName(row)}
        </Typography>
        <PostWhere post={row} />
        <SuitsChip post={row} />
        <PostTags post={row} />
      </Stack>
    ),
  },
  { field: 'date', headerName: 'Day', width: 130, sortable: false, renderCell: ({ row }) => <PostDay post={row} /> },
  {
    field: 'language',
    headerName: 'Language',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <Typography variant="body2">{LANGUAGE_LABELS[row.language]}</Typography>,
  },
  {
    field: 'format',
    headerName: 'Format',
    width: 150,
    sortable: false,
    renderCell: ({ row }) => <PostFormatChips post={row} />,
  },
  {
    field: 'createdAt',
    headerName: 'Added',
    width: 116,
    sortable: false,
    renderCell: ({ row }) => (
      <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.createdAt)}
      </Typography>
    ),
  },
  {
    field: 'actions',
    headerName: '',
    width: 100,
    sortable: false,
    resizable: false,
    align: 'right',
    renderCell: ({ row }) => <ActionsCell post={row} />,
  },
];

const TABLET_COLUMNS = { language: false, createdAt: false };

export interface PostsGridProps {
  rows: TImagePost[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  loading: boolean;
  selectable: boolean;
  selection: ReadonlySet<string>;
  onSelection: (ids: Set<string>) => void;
  empty: PostsEmptyProps;
  compact: boolean;
}

export function PostsGrid({
  rows,
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  loading,
  selectable,
  selection,
  onSelection,
  empty,
  compact,
}: PostsGridProps) {
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const selectionModel: GridRowSelectionModel = useMemo(
    () => ({ type: 'include', ids: new Set(selection) }),
    [selection],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }} data-testid="posts-grid">
      <DataGrid<TImagePost>
        rows={rows}
        columns={COLUMNS}
        getRowId={(row) => row.imageId}
        aria-label="Greeting posts"
        paginationMode="server"
        rowCount={total}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          if (model.pageSize !== pageSize) onPageSize(model.pageSize);
          else if (model.page !== page - 1) onPage(model.page + 1);
        }}
        pageSizeOptions={[...PAGE_SIZES]}
        checkboxSelection={selectable}
        isRowSelectable={({ row }) => row.editable}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => {
          // The grid's "select all" may say 'exclude': the picked rows are this page's others.
          const ids =
            model.type === 'include'
              ? [...model.ids]
              : rows.filter((row) => row.editable && !model.ids.has(row.imageId)).map((row) => row.imageId);
          onSelection(new Set(ids.map(String)));
        }}
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        columnVisibilityModel={compact ? TABLET_COLUMNS : undefined}
        loading={loading}
        getRowHeight={() => 'auto'}
        disableColumnMenu
        disableColumnFilter
        slots={{ noRowsOverlay: NoPostsOverlay, row: PostGridRow }}
        slotProps={{
          noRowsOverlay: { postsEmpty: empty },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
        localeText={{ paginationRowsPerPage: 'Per page' }}
        sx={(theme) => ({
          bgcolor: 'background.paper',
          borderColor: 'divider',
          borderRadius: '16px',
          '--DataGrid-overlayHeight': '340px',
          '--DataGrid-containerBackground': theme.palette.background.default,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, color: 'text.secondary', fontSize: 13 },
          '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
          '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': { outline: 'none' },
          '& .MuiDataGrid-row:hover': { bgcolor: alpha(theme.palette.primary.main, 0.03) },
          '& .MuiDataGrid-row.Mui-selected': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
          '& .MuiDataGrid-footerContainer': { borderTopColor: 'divider' },
        })}
      />
    </Box>
  );
}
