import type { TVideoTemplate } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PublicOffRounded from '@mui/icons-material/PublicOffRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, GridOverlay, GridRow, type GridRowProps } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ListOverlayContent, type ListOverlayState } from '#components/list/list-grid';
import { TipIconButton } from '#components/tip-icon-button';
import { aspectRatioOf, kindLabel, secondsLabel } from '#features/videos';

export interface TemplateRowActions {
  edit: (template: TVideoTemplate) => void;
  publish: (template: TVideoTemplate, published: boolean) => void;
  remove: (template: TVideoTemplate) => void;
  /** The template whose status is being changed. */
  publishing: string | null;
}

function Poster({ template }: { template: TVideoTemplate }) {
  return (
    <Box
      sx={{
        width: template.kind === 'STORY_VIDEO' ? 36 : 56,
        aspectRatio: aspectRatioOf(template.kind),
        borderRadius: '8px',
        overflow: 'hidden',
        bgcolor: '#1b2333',
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        color: 'grey.500',
      }}
    >
      {template.posterUrl ? (
        <Box
          component="img"
          src={template.posterUrl}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <MovieRounded fontSize="small" />
      )}
    </Box>
  );
}

export function StatusChip({ template }: { template: TVideoTemplate }) {
  return template.status === 'published' ? (
    <Chip size="small" color="success" label="Published" data-testid="template-status-chip" />
  ) : (
    <Chip size="small" variant="outlined" label="Draft" data-testid="template-status-chip" />
  );
}

export function PreviewChip({ template }: { template: TVideoTemplate }) {
  switch (template.previewStatus) {
    case 'pending':
      return (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label="Making preview…"
          data-testid="template-preview-chip"
        />
      );
    case 'ready':
      return <Chip size="small" variant="outlined" label="Preview ready" data-testid="template-preview-chip" />;
    case 'failed':
      return (
        <Tooltip title={template.previewError ?? ''}>
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label="Preview failed"
            data-testid="template-preview-chip"
          />
        </Tooltip>
      );
  }
}

function TemplateRow(props: GridRowProps) {
  return <GridRow {...props} data-testid="template-row" data-template-id={String(props.rowId)} />;
}

function NoRows({ listState }: { listState?: ListOverlayState }) {
  return <GridOverlay>{listState ? <ListOverlayContent listState={listState} /> : null}</GridOverlay>;
}

/** The templates in a Data Grid the server pages: poster, name, category, kind, length, status, use and preview, with the row actions. */
export function TemplateGrid({
  rows,
  total,
  loading,
  page,
  pageSize,
  onPage,
  overlay,
  actions,
  phone,
}: {
  rows: TVideoTemplate[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  overlay: ListOverlayState;
  actions: TemplateRowActions;
  phone: boolean;
}) {
  const theme = useTheme();
  const columns = useMemo<GridColDef<TVideoTemplate>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Template',
        flex: 1.6,
        minWidth: phone ? 170 : 240,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Poster template={row} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {phone ? `${row.category} · ${secondsLabel(row.duration)}` : kindLabel(row.kind)}
              </Typography>
              {phone ? (
                <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                  <StatusChip template={row} />
                  {row.previewStatus !== 'ready' ? <PreviewChip template={row} /> : null}
                </Stack>
              ) : null}
            </Box>
          </Stack>
        ),
      },
      { field: 'category', headerName: 'Category', flex: 1, minWidth: 120, sortable: false },
      {
        field: 'duration',
        headerName: 'Length',
        width: 90,
        sortable: false,
        renderCell: ({ row }) => <Typography variant="body2">{secondsLabel(row.duration)}</Typography>,
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <StatusChip template={row} />,
      },
      {
        field: 'popularity',
        headerName: 'Uses',
        width: 80,
        sortable: false,
        type: 'number',
      },
      {
        field: 'previewStatus',
        headerName: 'Preview',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <PreviewChip template={row} />,
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 132,
        renderCell: ({ row }) => {
          const published = row.status === 'published';
          return (
            <Stack direction="row" spacing={0.25}>
              <TipIconButton
                tip="Edit"
                label={`Edit ${row.name}`}
                icon={<EditRounded fontSize="small" />}
                size="small"
                onClick={() => actions.edit(row)}
                data-testid="template-edit"
              />
              <TipIconButton
                tip={
                  published
                    ? 'Unpublish'
                    : row.previewStatus === 'ready'
                      ? 'Publish'
                      : 'Publish once the preview is made'
                }
                label={published ? `Unpublish ${row.name}` : `Publish ${row.name}`}
                icon={published ? <PublicOffRounded fontSize="small" /> : <PublicRounded fontSize="small" />}
                size="small"
                onClick={() => actions.publish(row, !published)}
                disabled={actions.publishing === row.id || (!published && row.previewStatus !== 'ready')}
                data-testid="template-row-publish"
                wrapDisabled
              />
              <TipIconButton
                tip="Delete"
                label={`Delete ${row.name}`}
                icon={<DeleteOutlineRounded fontSize="small" />}
                size="small"
                color="error"
                onClick={() => actions.remove(row)}
                data-testid="template-delete"
              />
            </Stack>
          );
        },
      },
    ],
    [actions, phone],
  );

  return (
    <DataGrid<TVideoTemplate>
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      aria-label="Video templates"
      paginationMode="server"
      rowCount={total}
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={(model) => onPage(model.pageSize !== pageSize ? 0 : model.page, model.pageSize)}
      pageSizeOptions={[10, 25, 50, 100]}
      columnVisibilityModel={
        phone ? { category: false, duration: false, status: false, popularity: false, previewStatus: false } : undefined
      }
      loading={loading}
      getRowHeight={() => 'auto'}
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      rowSelection={false}
      slots={{ noRowsOverlay: NoRows, row: TemplateRow }}
      slotProps={{
        noRowsOverlay: { listState: overlay },
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
      }}
      localeText={{ paginationRowsPerPage: 'Per page' }}
      sx={{
        bgcolor: 'background.paper',
        borderColor: 'divider',
        borderRadius: '16px',
        '--DataGrid-overlayHeight': '300px',
        '--DataGrid-containerBackground': theme.palette.background.default,
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, color: 'text.secondary', fontSize: 13 },
        '& .MuiDataGrid-cell': { py: 1.25, display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
        '& .MuiDataGrid-row:hover': { bgcolor: alpha(theme.palette.primary.main, 0.03) },
      }}
    />
  );
}
