// Pieces the posts grid (desktop) and the post cards (phone) share: what a row can do, the
// post's names and labels, and what the list says when it is empty or failed.
import { GLOSSARY, type TImagePost } from '@cardora/contract';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import CollectionsRounded from '@mui/icons-material/CollectionsRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import { errorMessage } from '#api/api-error';
import { formatDay, LANGUAGE_LABELS, LAYOUT_LABELS, MEDIA_TYPE_LABELS } from '../labels';

export interface PostRowActions {
  edit: (post: TImagePost) => void;
  remove: (posts: TImagePost[]) => void;
  regenerate: (post: TImagePost) => void;
  regenerating: ReadonlySet<string>;
}

const PostActionsContext = createContext<PostRowActions | null>(null);
export const PostActionsProvider = PostActionsContext.Provider;

export function usePostActions(): PostRowActions {
  const actions = useContext(PostActionsContext);
  if (!actions) throw new Error('post rows render inside PostActionsProvider');
  return actions;
}

/** The post's name: its title, else its subcategory. */
export function postName(post: TImagePost): string {
  return post.title ?? post.imageSubcategoryName;
}

export function PostWhere({ post }: { post: TImagePost }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
      {post.imageCategoryName} › {post.imageSubcategoryName}
    </Typography>
  );
}

export function PostDay({ post }: { post: TImagePost }) {
  return post.date ? (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="post-date">
      {formatDay(post.date)}
    </Typography>
  ) : (
    <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
      Any day
    </Typography>
  );
}

/** Image/Video · Square/Story · language, as small chips. */
export function PostFormatChips({ post, withLanguage = false }: { post: TImagePost; withLanguage?: boolean }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        label={MEDIA_TYPE_LABELS[post.mediaType]}
        color={post.mediaType === 'VIDEO' ? 'secondary' : 'default'}
        variant={post.mediaType === 'VIDEO' ? 'filled' : 'outlined'}
      />
      <Chip size="small" variant="outlined" label={LAYOUT_LABELS[post.layout]} />
      {withLanguage ? <Chip size="small" variant="outlined" label={LANGUAGE_LABELS[post.language]} /> : null}
    </Stack>
  );
}

export function PostTags({ post, max = 3 }: { post: TImagePost; max?: number }) {
  if (post.tags.length === 0) return null;
  const shown = post.tags.slice(0, max);
  const more = post.tags.length - shown.length;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((tag) => (
        <Chip
          key={tag.imageTagId}
          size="small"
          label={`#${tag.name}`}
          sx={(theme) => ({ bgcolor: alpha(theme.palette.primary.main, 0.08), color: 'primary.main' })}
        />
      ))}
      {more > 0 ? <Chip size="small" variant="outlined" label={`+${more}`} /> : null}
    </Stack>
  );
}

export interface PostsEmptyProps {
  error: unknown;
  onRetry: () => void;
  narrowed: boolean;
  onClear: () => void;
  /** Given: the viewer may upload, and the empty list says how to start. */
  onUpload?: () => void;
  /** What the list is, for "No … yet". */
  emptyTitle: string;
  emptyText: string;
}

/** An empty or failed list: the reason, and the next step (upload, clear the filters, try again). */
export function PostsEmpty({ error, onRetry, narrowed, onClear, onUpload, emptyTitle, emptyText }: PostsEmptyProps) {
  const failed = Boolean(error);
  const icon = failed ? <ErrorOutlineRounded /> : narrowed ? <FilterAltOffRounded /> : <CollectionsRounded />;
  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 4, sm: 5 }, maxWidth: 440, mx: 'auto' }}
      data-testid={failed ? 'posts-error' : 'posts-empty'}
      role={failed ? 'alert' : undefined}
    >
      <Box
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(failed ? theme.palette.error.main : theme.palette.primary.main, 0.1),
          color: failed ? 'error.main' : 'primary.main',
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h5" component="p">
        {failed ? 'The posts could not be loaded' : narrowed ? 'No posts match these filters' : emptyTitle}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {failed ? errorMessage(error) : narrowed ? 'Try another search or fewer filters.' : emptyText}
      </Typography>
      {failed ? (
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={onRetry} data-testid="posts-retry">
          {GLOSSARY.tryAgain}
        </Button>
      ) : narrowed ? (
        <Button variant="outlined" startIcon={<FilterAltOffRounded />} onClick={onClear} data-testid="posts-clear">
          Clear filters
        </Button>
      ) : onUpload ? (
        <Button
          variant="contained"
          startIcon={<CloudUploadRounded />}
          onClick={onUpload}
          data-testid="posts-empty-upload"
        >
          Upload posts
        </Button>
      ) : null}
    </Stack>
  );
}
