import { IMAGE_POST_MESSAGES, type TImagePost, ZImagePost } from '@cardora/contract';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isApiError } from '#api/api-error';
import { EmptyState } from '#components/empty-state';
import { useBusinessCard } from '#features/cards';
import { AddBusinessFirst, customerPaths, ProductNotOffered, useProductBusiness } from '#features/customer';
import { useOpenUpgrade } from '#features/payments';
import { UiBanners } from '#features/ui-customisation';
import { useCategoryName } from '#i18n/category-name';
import { useDebounced } from '#lib/use-debounced';
import { BrandStrip } from '../components/brand-strip';
import { BrowseSection } from '../components/browse-section';
import { GreetingViewer } from '../components/greeting-viewer';
import { FestivalCalendar, HomeSkeleton, TodaySection, TradeSection } from '../components/home-sections';
import { NeedCardCard, RefusalCard } from '../components/refusal-card';
import { SearchField, SearchResults, TagChips } from '../components/search-parts';
import { TryAgain } from '../components/try-again';
import { useGreetingOptions } from '../hooks/use-greeting-options';
import { useGreetingPost } from '../hooks/use-greeting-post';
import { useGreetingsHome } from '../hooks/use-greetings-home';
import { useImageCacheStamp } from '../hooks/use-image-cache-stamp';

/** The daily-image page keeps a bottom margin of 65. */
const BOTTOM_MARGIN_PX = 65;
const POST_PARAM = 'post';

/** The post the viewer was opened with (navigation state), checked like any answer. */
function viewerPostFromState(state: unknown): TImagePost | null {
  if (!state || typeof state !== 'object' || !('post' in state)) return null;
  const parsed = ZImagePost.safeParse(state.post);
  return parsed.success ? parsed.data : null;
}

/** /customer/daily-image: the customer's greetings — today first, the festival calendar, their trade's, everything. */
export function DailyImagePage() {
  const { t } = useTranslation(['products', 'glossary']);
  const categoryName = useCategoryName();
  const { offered, user, business: active } = useProductBusiness('imagePosts');
  const businessId = offered ? (active?.businessId ?? null) : null;

  const home = useGreetingsHome(businessId);
  const options = useGreetingOptions(businessId);
  const card = useBusinessCard(businessId);
  const stamp = useImageCacheStamp(businessId);
  const openUpgrade = useOpenUpgrade();

  const location = useLocation();
  const navigate = useNavigate();
  const viewing = new URLSearchParams(location.search).get(POST_PARAM);
  const viewerPost = useGreetingPost(viewing, viewerPostFromState(location.state));

  const [search, setSearch] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [tagId, setTagId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subcategoryId, setSubcategoryId] = useState<string | null>(null);
  const words = useDebounced(search.trim(), 300);
  const searching = words !== '' || tagId !== null;

  // The viewer is part of the address, so the phone's back button closes it.
  const open = (post: TImagePost) => {
    const params = new URLSearchParams(location.search);
    params.set(POST_PARAM, post.imageId);
    void navigate({ search: `?${params.toString()}` }, { state: { post } });
  };
  const close = () => {
    if (location.key !== 'default' && viewerPostFromState(location.state)) {
      void navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(POST_PARAM);
    const query = params.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true });
  };
  const clearSearch = () => {
    setSearch('');
    setTagId(null);
    setSearchOpen(false);
  };

  if (!offered || (isApiError(home.error) && home.error.message === IMAGE_POST_MESSAGES.greetingsOff)) {
    return (
      <ProductNotOffered
        testId="greetings-not-offered"
        icon={<CelebrationRounded />}
        title={t('greetings.title')}
        text={t('greetings.notOffered')}
      />
    );
  }
  if (user.data && !active) {
    return <AddBusinessFirst testId="greetings-no-business" text={t('greetings.needBusiness')} />;
  }

  const refusal = options.data?.refusal ?? null;
  const cardMissing = card.isSuccess && card.data === null;
  const homeData = home.data;
  const homeEmpty = homeData
    ? homeData.todays.length + homeData.upcoming.length + homeData.forBusiness.length === 0
    : false;
  const helpfulEmpty = (
    <EmptyState
      testId="greetings-empty"
      icon={<CelebrationRounded />}
      title={t('greetings.emptyTitle')}
      text={t('greetings.emptyText')}
      action={
        <Button
          component={RouterLink}
          to={customerPaths.editCard(businessId)}
          variant="contained"
          startIcon={<EditRounded />}
        >
          {t('greetings.checkMyCard')}
        </Button>
      }
    />
  );

  return (
    <Stack spacing={{ xs: 3, sm: 4 }} sx={{ mb: `${BOTTOM_MARGIN_PX}px` }} data-testid="daily-image-page">
      <Stack spacing={1.5}>
        {active ? <BrandStrip business={active} card={card.data ?? null} options={options.data} /> : null}
        <SearchField value={search} onChange={setSearch} onFocus={() => setSearchOpen(true)} />
        {searchOpen || searching ? <TagChips value={tagId} onChange={setTagId} /> : null}
      </Stack>

      {/* The agency's banners and tiles for the greetings page (UI customisation). */}
      <UiBanners page="GREETING_IMAGE_PAGE" />

      {cardMissing && businessId && !refusal ? <NeedCardCard businessId={businessId} /> : null}
      {refusal ? (
        <RefusalCard
          reason={refusal.reason}
          message={refusal.message}
          onUpgrade={() => openUpgrade(null, 'greetingImages')}
        />
      ) : null}

      {searching ? (
        <SearchResults search={words} tagId={tagId} stamp={stamp} onOpen={open} onClear={clearSearch} />
      ) : (
        <>
          {home.isPending ? <HomeSkeleton /> : null}
          {home.isError ? (
            <TryAgain error={home.error} onRetry={() => void home.refetch()} testId="greetings-error" />
          ) : null}
          {homeData ? (
            <>
              <TodaySection home={homeData} stamp={stamp} onOpen={open} />
              <FestivalCalendar home={homeData} stamp={stamp} onOpen={open} />
              <TradeSection
                home={homeData}
                stamp={stamp}
                onOpen={open}
                categoryName={active ? categoryName(active.category, active.categoryName) : null}
              />
            </>
          ) : null}
          {homeData ? (
            <BrowseSection
              stamp={stamp}
              onOpen={open}
              categoryId={categoryId}
              subcategoryId={subcategoryId}
              onCategory={setCategoryId}
              onSubcategory={setSubcategoryId}
              empty={homeEmpty ? helpfulEmpty : null}
            />
          ) : null}
        </>
      )}

      {viewing && active ? (
        <GreetingViewer
          key={viewing}
          post={viewerPost.data ?? null}
          missing={viewerPost.isSuccess && viewerPost.data === null}
          business={{ businessId: active.businessId, businessName: active.businessName }}
          options={options.data}
          optionsError={options.error}
          onRetryOptions={() => void options.refetch()}
          card={card.data ?? null}
          cardMissing={cardMissing}
          stamp={stamp}
          today={homeData?.today ?? null}
          onUpgrade={(feature) => openUpgrade(null, feature)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
