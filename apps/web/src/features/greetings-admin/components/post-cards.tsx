// The posts on a phone: a card each (preview, where it belongs, its day and format), picked with
// a tick for deleting together, and paged below.
import { GLOSSARY, type TImagePost } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
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

function PostCard({
  post,
  selected,
  onToggle,
}: {
  post: TImagePost;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { edit, remove, regenerate, regenerating } = usePostActions();
  const name = postName(post);
  return (
    <Card
      sx={(theme) => ({
        p: 1.5,
        borderColor: selected ? theme.palette.primary.main : undefined,
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.04) : undefined,
      })}
      data-testid="post-row"
      data-image-id={post.imageId}
    >
      <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
        <PostThumbnail
          post={post}
          size={96}
          onRetry={post.editable ? () => regenerate(post) : undefined}
          retrying={regenerating.has(post.imageId)}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
            <Typography
              sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="post-name"
            >
              {name}
            </Typography>
            {post.editable ? (
              <Checkbox
                checked={selected}
                onChange={(_event, on) => onToggle(on)}
                size="small"
                sx={{ m: -1, mr: -0.75 }}
                slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                data-testid="post-select"
              />
            ) : null}
          </Stack>
          <PostWhere post={post} />
          <SuitsChip post={post} />
          <Stack direction="row" sx={{ gap: 0.75, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <PostDay post={post} />
            <Typography variant="body2" color="textSecondary" aria-hidden>
              ·
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {LANGUAGE_LABELS[post.language]}
            </Typography>
          </Stack>
          <PostFormatChips post={post} />
        </Stack>
      </Stack>
      {post.tags.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <PostTags post={post} max={4} />
        </Box>
      ) : null}
      {post.editable ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<EditRounded />} onClick={() => edit(post)} data-testid="post-edit">
            {GLOSSARY.edit}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => remove([post])}
            data-testid="post-delete"
          >
            {GLOSSARY.delete}
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}

export function PostCards({
  rows,
  total,
  page,
  pageSize,
  onPage,
  loading,
  firstLoad,
  selection,
  onSelection,
  empty,
}: {
  rows: TImagePost[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** Nothing to show yet: skeleton cards. */
  firstLoad: boolean;
  selection: ReadonlySet<string>;
  onSelection: (ids: Set<string>) => void;
  empty: PostsEmptyProps;
}) {
  if (firstLoad) {
    return (
      <Stack spacing={1.5} data-testid="posts-loading" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1.5}>
              <Skeleton variant="rounded" width={96} height={96} />
              <Stack sx={{ flex: 1 }} spacing={0.75}>
                <Skeleton width="70%" />
                <Skeleton width="50%" />
                <Skeleton width="40%" />
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Card>
        <PostsEmpty {...empty} />
      </Card>
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selection);
    if (on) next.add(id);
    else next.delete(id);
    onSelection(next);
  };
  return (
    <Stack spacing={1.5} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }} data-testid="post-cards">
      {rows.map((post) => (
        <PostCard
          key={post.imageId}
          post={post}
          selected={selection.has(post.imageId)}
          onToggle={(on) => toggle(post.imageId, on)}
        />
      ))}
      {pages > 1 ? (
        <Pagination
          page={page}
          count={pages}
          onChange={(_event, value) => onPage(value)}
          siblingCount={0}
          sx={{ alignSelf: 'center', pt: 1 }}
          data-testid="posts-pagination"
        />
      ) : null}
    </Stack>
  );
}
