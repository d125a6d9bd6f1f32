import {
  type TUserVideo,
  type TUserVideoList,
  USER_VIDEO_SEARCH_KEYS,
  USER_VIDEO_SORT_KEYS,
  VIDEO_MESSAGES,
} from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type GridColDef, GridRow, type GridRowProps } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowConfirmDialog } from '#components/confirm-dialog';
import { FILL_FRAME } from '#components/fill-frame';
import { TipIconButton } from '#components/tip-icon-button';
import { useCan } from '#features/businesses';
import { BusinessCell, UrlProjectList } from '#features/projects';
import { formatDate, formatPhone } from '#lib/format';
import { useDebounced } from '#lib/use-debounced';
import { useDeleteUserVideo, useUpdateUserVideoStatus, useUserVideoList } from '../hooks/use-user-videos';
import { useVideoListView, VIDEO_FILTERS, videoListQuery } from '../hooks/use-video-list-view';
import { withAgency } from '../media-url';
import { aspectRatioOf, kindLabel, progressViewOf, videoFileName } from '../video-format';
import { PlayerDialog } from './player-dialog';
import { VideoStatusChip } from './video-status-chip';

type Row = TUserVideoList['list'][number];

const SEARCH_LABELS: Record<(typeof USER_VIDEO_SEARCH_KEYS)[number], string> = {
  businessName: 'Business name',
  registeredPhoneNumber: 'Phone number',
  templateName: 'Template',
};
const VALUE_LABELS: Record<string, string> = {
  queued: 'Waiting',
  rendering: 'Being made',
  ready: 'Ready',
  failed: 'Failed',
  active: 'Shown',
  hidden: 'Hidden',
  promotional: 'Promotional',
  greeting: 'Greeting',
  subscribed: 'Subscribed',
  'not-subscribed': 'Not subscribed',
};

function Thumb({ row, onPlay }: { row: TUserVideo; onPlay: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onPlay}
      aria-label={`Play video ${row.videoNo}`}
      sx={{
        position: 'relative',
        p: 0,
        border: 0,
        cursor: 'pointer',
        flex: 'none',
        width: row.layout === 'STORY_VIDEO' ? 36 : 56,
        aspectRatio: aspectRatioOf(row.layout),
        borderRadius: '8px',
        overflow: 'hidden',
        bgcolor: '#1b2333',
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {row.posterUrl ? (
        <Box component="img" src={row.posterUrl} alt="" loading="lazy" sx={{ ...FILL_FRAME }} />
      ) : (
        <MovieRounded fontSize="small" sx={{ opacity: 0.6 }} />
      )}
    </Box>
  );
}

function RenderCell({ row }: { row: TUserVideo }) {
  const view = progressViewOf(row);
  return (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <VideoStatusChip video={{ ...row, status: 'active' }} testId="video-project-render" />
      {row.renderStatus === 'rendering' || row.renderStatus === 'queued' ? (
        <LinearProgress
          variant={view.determinate ? 'determinate' : 'indeterminate'}
          value={view.value}
          sx={{ mt: 0.75, height: 4, borderRadius: 2, maxWidth: 120 }}
          aria-label={view.label}
        />
      ) : null}
      {row.renderStatus === 'failed' && row.failureReason ? (
        <Tooltip title={row.failureReason}>
          <Typography variant="caption" color="error" noWrap sx={{ display: 'block', maxWidth: 150 }}>
            {row.failureReason}
          </Typography>
        </Tooltip>
      ) : null}
    </Box>
  );
}

function VideoRow(props: GridRowProps) {
  return <GridRow {...props} data-testid="video-project-row" data-video-no={String(props.rowId)} />;
}

/** All Projects, projectType=promotional_video: the videos of the businesses the staff reach, with play, download, hide and delete. */
export function AdminVideosView() {
  // The status chips and the player read 'products' (English for staff): loaded with the view,
  // so the list does not wait again once its rows arrive.
  useTranslation('products');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const can = useCan();
  const [view, update] = useVideoListView();
  const search = useDebounced(view.search.trim(), 350);
  const list = useUserVideoList(videoListQuery(view, search));
  const status = useUpdateUserVideoStatus();
  const remove = useDeleteUserVideo();
  const [playing, setPlaying] = useState<Row | null>(null);
  const [toToggle, setToToggle] = useState<Row | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const mayEdit = can('card:edit');
  const mayDelete = can('business:delete');

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'templateName',
        headerName: 'Video',
        flex: 1.3,
        minWidth: phone ? 170 : 210,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Thumb row={row} onPlay={() => setPlaying(row)} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.templateName ?? (row.kind === 'greeting' ? 'Greeting video' : 'Video')}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                #{row.videoNo} · {row.kind === 'greeting' ? 'Greeting' : kindLabel(row.layout)}
              </Typography>
              {phone ? (
                <Box sx={{ mt: 0.5 }}>
                  <Typography variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {row.business.businessName}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                    <VideoStatusChip video={row} testId="video-project-status" />
                  </Stack>
                </Box>
              ) : null}
            </Box>
          </Stack>
        ),
      },
      {
        field: 'businessName',
        headerName: 'Business',
        flex: 1.1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <BusinessCell name={row.business.businessName} phone={formatPhone(row.business.user.phoneNumber)} />
        ),
      },
      {
        field: 'renderStatus',
        headerName: 'Render',
        width: 160,
        renderCell: ({ row }) => <RenderCell row={row} />,
      },
      {
        field: 'status',
        headerName: 'Status',
        sortable: false,
        width: 100,
        renderCell: ({ row }) =>
          row.status === 'hidden' ? (
            <Chip size="small" label="Hidden" data-testid="video-project-status" />
          ) : (
            <Chip size="small" variant="outlined" color="primary" label="Shown" data-testid="video-project-status" />
          ),
      },
      {
        field: 'createdAt',
        headerName: 'Made',
        width: 115,
        renderCell: ({ row }) => <Typography variant="body2">{formatDate(row.createdAt)}</Typography>,
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 160,
        renderCell: ({ row }) => {
          const ready = row.renderStatus === 'ready' && row.downloadUrl !== null;
          return (
            <Stack direction="row" spacing={0.25}>
              <TipIconButton
                tip="Play"
                onClick={() => setPlaying(row)}
                label={`Play video ${row.videoNo}`}
                data-testid="video-project-play"
                size="small"
                icon={<PlayArrowRounded fontSize="small" />}
              />
              <Tooltip title={ready ? 'Download' : 'Not ready yet'}>
                <span>
                  <IconButton
                    size="small"
                    component="a"
                    href={ready && row.downloadUrl ? withAgency(row.downloadUrl) : undefined}
                    download={videoFileName(row.business.businessName, row.templateName)}
                    disabled={!ready}
                    aria-label={`Download video ${row.videoNo}`}
                    data-testid="video-project-download"
                  >
                    <DownloadRounded fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              {mayEdit ? (
                <TipIconButton
                  tip={row.status === 'active' ? 'Hide from the customer' : 'Show to the customer again'}
                  onClick={() => setToToggle(row)}
                  label={row.status === 'active' ? `Hide video ${row.videoNo}` : `Show video ${row.videoNo}`}
                  data-testid="video-project-toggle"
                  size="small"
                  icon={
                    row.status === 'active' ? (
                      <VisibilityOffRounded fontSize="small" />
                    ) : (
                      <VisibilityRounded fontSize="small" />
                    )
                  }
                />
              ) : null}
              {mayDelete ? (
                <TipIconButton
                  tip="Delete"
                  color="error"
                  onClick={() => setToDelete(row)}
                  label={`Delete video ${row.videoNo}`}
                  data-testid="video-project-delete"
                  size="small"
                  icon={<DeleteOutlineRounded fontSize="small" />}
                />
              ) : null}
            </Stack>
          );
        },
      },
    ],
    [phone, mayEdit, mayDelete],
  );

  return (
    <UrlProjectList
      testIdPrefix="video-projects"
      testId="admin-video-projects"
      countLabel={(total) => `${total} ${total === 1 ? 'video' : 'videos'}`}
      list={list}
      view={view}
      onChange={update}
      filters={VIDEO_FILTERS}
      searchKeys={USER_VIDEO_SEARCH_KEYS}
      searchLabels={SEARCH_LABELS}
      optionLabel={(option) => VALUE_LABELS[option] ?? option}
      empty={{
        narrowedTitle: 'No videos match these filters',
        title: 'No promotional videos yet',
        text: 'Videos appear here as soon as a customer makes one from a template.',
      }}
      rowActions={[status, remove]}
      actionErrorTestId="video-row-action-error"
      grid={{
        columns,
        getRowId: (row) => row.videoNo,
        ariaLabel: 'Promotional videos',
        sortKeys: USER_VIDEO_SORT_KEYS,
        columnVisibilityModel: phone
          ? { businessName: false, renderStatus: false, status: false, createdAt: false }
          : undefined,
        loading: list.isFetching && !list.data,
        rowSlot: VideoRow,
      }}
    >
      <PlayerDialog
        video={playing}
        businessName={playing?.business.businessName ?? ''}
        onClose={() => setPlaying(null)}
        staff
      />
      <RowConfirmDialog
        row={toToggle}
        title={toToggle?.status === 'active' ? 'Hide this video?' : 'Show this video again?'}
        text={
          toToggle?.status === 'active'
            ? `${toToggle.business.businessName} will no longer see, play or download it. You can show it again later.`
            : `${toToggle?.business.businessName ?? 'The customer'} will see it in their videos again.`
        }
        confirmLabel={toToggle?.status === 'active' ? 'Hide video' : 'Show video'}
        destructive={toToggle?.status === 'active'}
        loading={status.isPending}
        run={(row, callbacks) =>
          status.mutate({ videoNo: row.videoNo, status: row.status === 'active' ? 'hidden' : 'active' }, callbacks)
        }
        success={(row) =>
          row.status === 'active'
            ? `Video #${row.videoNo} is hidden from ${row.business.businessName}.`
            : `Video #${row.videoNo} is shown again.`
        }
        onClose={() => setToToggle(null)}
        testId="video-toggle-dialog"
      />
      <RowConfirmDialog
        row={toDelete}
        title="Delete this video?"
        text={VIDEO_MESSAGES.confirmDelete}
        confirmLabel="Delete video"
        destructive
        loading={remove.isPending}
        run={(row, callbacks) => remove.mutate(row.videoNo, callbacks)}
        success={(row) => `Video #${row.videoNo} was deleted.`}
        onClose={() => setToDelete(null)}
        testId="video-delete-dialog"
      />
    </UrlProjectList>
  );
}
