import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitleText } from '#app/layout/page-title';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { CategoryPageView } from '../components/category-page-view';
import { useCategoryPageForBusiness } from '../hooks/use-category-pages';

/** /customer/category-page?businessId: the agency's page for the business's category. */
export function CategoryPageViewPage({ activeBusinessId }: { activeBusinessId: string | null }) {
  const { t } = useTranslation(['customer', 'common', 'glossary']);
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? activeBusinessId;
  const query = useCategoryPageForBusiness(businessId);
  const page = query.data?.page;
  // The category's own name once known; until then the address's, 'About your category'.
  usePageTitleText(page ? page.categoryName : null);

  if (query.isPending && businessId) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="text" width="70%" height={44} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (query.isError) return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!page) {
    return (
      <EmptyState
        icon={<AutoStoriesRounded />}
        title={t('categoryPage.emptyTitle')}
        text={t('categoryPage.emptyText')}
        action={
          <Button component={RouterLink} to="/customer" variant="contained">
            {t('glossary:backToHome')}
          </Button>
        }
        testId="category-page-empty"
      />
    );
  }
  return <CategoryPageView page={page} />;
}
