import type { TImagePost } from '@cardora/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedFilters, usePostFeed } from '../hooks/use-post-feed';
import { PostThumb, PostThumbSkeleton } from './post-thumb';
import { TryAgain } from './try-again';

const GRID = {
  display: 'grid',
  gap: { xs: 1.25, sm: 1.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** Loads the next page when the end of the grid comes near (a button does the same by hand). */
function useLoadNearEnd(onNear: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

interface PostGridProps {
  filters: FeedFilters;
  stamp: number;
  onOpen: (post: TImagePost) => void;
  /** What to show when nothing matches. */
  empty: ReactNode;
  testId: string;
}

/** Posts as a grid, a page at a time as the customer scrolls: skeletons, Try again, an empty state. */
export function PostGrid({ filters, stamp, onOpen, empty, testId }: PostGridProps) {
  const { t } = useTranslation('products');
  const feed = usePostFeed(filters);
  const more = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useLoadNearEnd(() => {
    if (more) void feed.fetchNextPage();
  }, more);

  if (feed.isPending) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label={t('greetings.loadingPosts')} data-testid={`${testId}-loading`}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PostThumbSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (!feed.data) {
    return <TryAgain error={feed.error} onRetry={() => void feed.refetch()} testId={`${testId}-error`} />;
  }

  const posts = feed.data.pages.flatMap((page) => page.list);
  if (posts.length === 0) return <>{empty}</>;
  const total = feed.data.pages[0]?.total ?? posts.length;

  return (
    <Box data-testid={testId}>
      <Box sx={{ ...GRID, opacity: feed.isRefetching && !feed.isFetchingNextPage ? 0.6 : 1 }}>
        {posts.map((post) => (
          <PostThumb key={post.imageId} post={post} stamp={stamp} onOpen={onOpen} />
        ))}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', pt: 2.5, minHeight: 40 }}>
        {feed.isFetchNextPageError ? (
          <Button variant="outlined" color="error" onClick={() => void feed.fetchNextPage()}>
            {t('greetings.loadMoreFailed')}
          </Button>
        ) : feed.isFetchingNextPage ? (
          <CircularProgress size={24} aria-label={t('greetings.loadingMore')} />
        ) : feed.hasNextPage ? (
          <Button variant="outlined" onClick={() => void feed.fetchNextPage()} data-testid={`${testId}-more`}>
            {t('greetings.loadMore', { count: total - posts.length })}
          </Button>
        ) : posts.length > 8 ? (
          <Typography variant="body2" color="textSecondary">
            {t('greetings.allShown', { count: total })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
