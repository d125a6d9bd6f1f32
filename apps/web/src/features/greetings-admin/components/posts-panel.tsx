// The Posts tab: filters, the posts (a grid on a desktop, cards on a phone) with their previews,
// picking several to delete together, editing one, and asking for a failed preview again.
import { GLOSSARY, type TImagePost } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { isPreviewPending, useDeletePosts, usePostList, useRegeneratePreviews } from '../hooks/use-image-posts';
import { isNarrowed, PHONE_PAGE_SIZE, type PostOwner, usePostListView } from '../hooks/use-post-filters';
import { countOf } from '../labels';
import { EditPostDialog } from './edit-post-dialog';
import { PostCards } from './post-cards';
import { PostFiltersBar } from './post-filters-bar';
import { PostActionsProvider, type PostRowActions, type PostsEmptyProps, postName } from './post-parts';
import { PostsGrid } from './posts-grid';

const DESKTOP_PAGE_SIZE = 24;

interface ToDelete {
  imageIds: string[];
  /** The post's name when there is one. */
  name: string | null;
}

export function PostsPanel({
  owner,
  ownerSwitch,
  manage,
  videos,
  onUpload,
  emptyTitle,
  emptyText,
  note,
}: {
  owner: PostOwner;
  /** Above the list: what these posts are, when the viewer cannot change them. */
  note?: ReactNode;
  /** Beside the search: which posts the list shows (an agency's own or the platform's). */
  ownerSwitch?: ReactNode;
  /** The viewer may change these posts (select, edit, delete, upload). */
  manage: boolean;
  videos: boolean;
  onUpload?: () => void;
  emptyTitle: string;
  emptyText: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const view = usePostListView(owner, phone ? PHONE_PAGE_SIZE : DESKTOP_PAGE_SIZE);
  const list = usePostList(view.query);
  const remove = useDeletePosts();
  const regenerate = useRegeneratePreviews();
  const { enqueueSnackbar } = useSnackbar();
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<TImagePost | null>(null);
  const [toDelete, setToDelete] = useState<ToDelete | null>(null);
  const [regenerating, setRegenerating] = useState<ReadonlySet<string>>(() => new Set());

  const actions: PostRowActions = {
    edit: setEditing,
    remove: (posts) =>
      setToDelete({
        imageIds: posts.map((post) => post.imageId),
        name: posts.length === 1 && posts[0] ? postName(posts[0]) : null,
      }),
    regenerate: (post) => {
      setRegenerating((ids) => new Set(ids).add(post.imageId));
      regenerate.mutate([post.imageId], {
        onSuccess: () => enqueueSnackbar('The preview is being made again.', { variant: 'info' }),
        onSettled: () =>
          setRegenerating((ids) => {
            const next = new Set(ids);
            next.delete(post.imageId);
            return next;
          }),
      });
    },
    regenerating,
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { imageIds } = toDelete;
    remove.mutate(imageIds, {
      onSuccess: (result) => {
        setToDelete(null);
        setSelection((ids) => new Set([...ids].filter((id) => !imageIds.includes(id))));
        enqueueSnackbar(result.deleted === 1 ? 'The post was deleted.' : `${result.deleted} posts were deleted.`, {
          variant: 'success',
        });
      },
    });
  };

  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const pending = rows.filter(isPreviewPending).length;
  const narrowed = isNarrowed(view.filters);
  const empty: PostsEmptyProps = {
    error: list.isError && !list.data ? list.error : null,
    onRetry: () => void list.refetch(),
    narrowed,
    onClear: view.clear,
    onUpload: manage ? onUpload : undefined,
    emptyTitle,
    emptyText,
  };
  const count = selection.size;
  // What the phone's cards and the wider screens' grid both show.
  const shown = {
    rows,
    total,
    page: view.page,
    pageSize: view.pageSize,
    onPage: view.setPage,
    selection,
    onSelection: setSelection,
    empty,
  };

  return (
    <PostActionsProvider value={actions}>
      <Stack spacing={2} data-testid="posts-panel">
        <PostFiltersBar
          filters={view.filters}
          onChange={view.setFilters}
          onClear={view.clear}
          videos={videos}
          phone={phone}
          end={phone ? null : ownerSwitch}
        />
        {phone && ownerSwitch ? ownerSwitch : null}
        {note}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
          <Typography variant="body2" color="textSecondary" data-testid="posts-total">
            {list.data ? countOf(total, narrowed ? 'matching post' : 'post') : '\u00a0'}
          </Typography>
          {pending > 0 ? (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              data-testid="previews-pending"
            >
              <HourglassTopRounded sx={{ fontSize: 16 }} />
              {pending === 1 ? 'A preview is' : `${pending} previews are`} being made; the list refreshes by itself.
            </Typography>
          ) : null}
        </Stack>
        {list.isError && list.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={() => void list.refetch()}>
                {GLOSSARY.tryAgain}
              </Button>
            }
            data-testid="posts-refresh-error"
          >
            The list could not be refreshed. {errorMessage(list.error)}
          </Alert>
        ) : null}
        {manage && count > 0 ? (
          <Card
            sx={(t) => ({
              px: 2,
              py: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              borderColor: t.palette.primary.main,
              position: 'sticky',
              top: { xs: 64, sm: 72 },
              zIndex: 2,
            })}
            data-testid="selection-bar"
          >
            <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{count} selected</Typography>
            <Button color="inherit" onClick={() => setSelection(new Set())}>
              Clear
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setToDelete({ imageIds: [...selection], name: null })}
              data-testid="delete-selected"
            >
              Delete {countOf(count, 'post')}
            </Button>
          </Card>
        ) : null}
        {phone ? (
          <PostCards {...shown} loading={list.isFetching && list.isPlaceholderData} firstLoad={list.isPending} />
        ) : (
          <PostsGrid
            {...shown}
            onPageSize={view.setPageSize}
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            selectable={manage}
            compact={tablet}
          />
        )}
      </Stack>
      <EditPostDialog post={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={
          toDelete && toDelete.imageIds.length > 1
            ? `Delete ${toDelete.imageIds.length} posts?`
            : toDelete?.name
              ? `Delete '${toDelete.name}'?`
              : 'Delete this post?'
        }
        text={
          toDelete && toDelete.imageIds.length > 1
            ? `These ${toDelete.imageIds.length} posts and their files will be deleted, and customers will no longer see them. This cannot be undone.`
            : 'The post and its files will be deleted, and customers will no longer see it. This cannot be undone.'
        }
        confirmLabel={
          toDelete && toDelete.imageIds.length > 1 ? `Delete ${toDelete.imageIds.length} posts` : 'Delete post'
        }
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        testId="delete-posts-dialog"
      />
    </PostActionsProvider>
  );
}
