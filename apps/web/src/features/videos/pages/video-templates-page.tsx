import { customerProducts, type TUserVideo } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import FolderSpecialRounded from '@mui/icons-material/FolderSpecialRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAgency } from '#app/agency-context';
import { EmptyState } from '#components/empty-state';
import { PageIntro } from '#components/page-intro';
import { RetryAlert } from '#components/retry-alert';
import { activeBusinessOf, useUserDetails } from '#features/customer';
import { ChipRow } from '#features/greetings';
import { useOpenUpgrade } from '#features/payments';
import { VideoRefusal } from '../components/buy-videos';
import { MadeVideo } from '../components/made-video';
import { TemplateTile } from '../components/template-tile';
import { VideoEditor } from '../components/video-editor';
import { VideosNeedBusiness, VideosNotOffered } from '../components/videos-not-offered';
import { useUserVideo, useUserVideosByBusiness } from '../hooks/use-user-videos';
import { useCountTemplateUse, useVideoTemplate, useVideoTemplates } from '../hooks/use-video-templates';
import { positiveIntParam, videoPaths } from '../paths';
import { categoriesOf, promotionalAllowanceLabel } from '../video-format';

/** The video-template page keeps a bottom margin of 65. */
const BOTTOM_MARGIN_PX = 65;
const GRID_SX = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  alignItems: 'start',
} as const;

function GallerySkeleton() {
  const { t } = useTranslation('products');
  return (
    <Box sx={GRID_SX} aria-busy="true" aria-label={t('videos.templates.loading')} data-testid="video-templates-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '9 / 14', height: 'auto', borderRadius: '16px' }} />
      ))}
    </Box>
  );
}

function Gallery({ businessId }: { businessId: string }) {
  const { t } = useTranslation('products');
  const [category, setCategory] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const templates = useVideoTemplates({ businessId, category: category ?? undefined, sort: 'popular', pageSize: 100 });
  const videos = useUserVideosByBusiness(businessId, 'promotional');
  const navigate = useNavigate();
  const openUpgrade = useOpenUpgrade();
  const allowance = videos.data?.allowance.promotional ?? null;
  const made = videos.data?.list.length ?? 0;
  const data = templates.data;
  const categories = data ? categoriesOf(category ? [] : data.list, data.categories) : [];

  return (
    <Stack spacing={{ xs: 2, sm: 3 }} data-testid="video-templates-page">
      <PageIntro title={t('videos.templates.title')} intro={t('videos.templates.intro')}>
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {allowance && !allowance.refusal ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={promotionalAllowanceLabel(allowance, t)}
              data-testid="video-allowance"
            />
          ) : null}
          {made > 0 ? (
            <Button
              component={RouterLink}
              to={videoPaths.myVideos}
              size="small"
              startIcon={<FolderSpecialRounded />}
              data-testid="video-templates-my-videos"
            >
              {t('videos.templates.myVideos', { count: made })}
            </Button>
          ) : null}
        </Stack>
      </PageIntro>
      {allowance?.refusal ? (
        <VideoRefusal
          businessId={businessId}
          message={allowance.refusal.message}
          upgradePath={allowance.refusal.upgradePath}
          onUpgrade={() => openUpgrade(businessId, 'promotionalVideo')}
        />
      ) : null}
      {data && (categories.length > 1 || category) ? (
        <ChipRow
          label={t('videos.templates.category')}
          testId="video-categories"
          value={category}
          onChange={(next) => {
            setPlaying(null);
            setCategory(next);
          }}
          options={[
            { id: null, label: t('videos.templates.all') },
            ...categories.map((name) => ({ id: name, label: name })),
          ]}
        />
      ) : null}
      {templates.isError ? (
        <RetryAlert error={templates.error} onRetry={() => void templates.refetch()} testId="video-templates-error" />
      ) : !data ? (
        <GallerySkeleton />
      ) : data.list.length === 0 ? (
        <EmptyState
          testId="video-templates-empty"
          icon={<MovieRounded />}
          title={category ? t('videos.templates.noneInCategory', { category }) : t('videos.templates.emptyTitle')}
          text={category ? t('videos.templates.tryAnother') : t('videos.templates.emptyText')}
          action={
            category ? (
              <Button variant="outlined" onClick={() => setCategory(null)}>
                {t('videos.templates.showAll')}
              </Button>
            ) : null
          }
        />
      ) : (
        <Box sx={{ ...GRID_SX, opacity: templates.isPlaceholderData ? 0.6 : 1 }} data-testid="video-template-grid">
          {data.list.map((template) => (
            <TemplateTile
              key={template.id}
              template={template}
              playing={playing === template.id}
              onPlay={(on) => setPlaying(on ? template.id : null)}
              onPick={() => void navigate(videoPaths.template(businessId, template.id))}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function BackLink({ businessId }: { businessId: string }) {
  const { t } = useTranslation('products');
  return (
    <Button
      component={RouterLink}
      to={videoPaths.templates(businessId)}
      startIcon={<ArrowBackRounded />}
      size="small"
      sx={{ alignSelf: 'flex-start', ml: -0.5 }}
      data-testid="video-back-to-templates"
    >
      {t('videos.templates.allTemplates')}
    </Button>
  );
}

function EditorView({ businessId, templateId }: { businessId: string; templateId: string }) {
  const { t } = useTranslation('products');
  const template = useVideoTemplate(templateId);
  const videos = useUserVideosByBusiness(businessId, 'promotional');
  const countUse = useCountTemplateUse();
  const navigate = useNavigate();
  const openUpgrade = useOpenUpgrade();
  const counted = useRef<string | null>(null);
  const { mutate } = countUse;

  // A pick counts once per visit to the editor (the server counts once per customer and day).
  useEffect(() => {
    if (counted.current === templateId) return;
    counted.current = templateId;
    mutate(templateId);
  }, [templateId, mutate]);

  const failed = template.error ?? videos.error;
  if (failed) {
    return (
      <Stack spacing={2}>
        <BackLink businessId={businessId} />
        <RetryAlert
          error={failed}
          onRetry={() => {
            void template.refetch();
            void videos.refetch();
          }}
          testId="video-editor-error"
        />
      </Stack>
    );
  }
  if (!template.data || !videos.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')} data-testid="video-editor-loading">
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <BackLink businessId={businessId} />
      <VideoEditor
        key={template.data.id}
        template={template.data}
        businessId={businessId}
        draft={videos.data.draft}
        allowance={videos.data.allowance.promotional}
        onCreated={(video: TUserVideo) => void navigate(videoPaths.video(businessId, video.videoNo), { replace: true })}
        onUpgrade={() => openUpgrade(businessId, 'promotionalVideo')}
      />
    </Stack>
  );
}

function VideoView({
  businessId,
  videoNo,
  businessName,
}: {
  businessId: string;
  videoNo: number;
  businessName: string;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const video = useUserVideo(videoNo);
  const template = useVideoTemplate(video.data?.templateId ?? null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }} data-testid="video-result">
      <Box>
        <Typography variant="h2" component="h2">
          {video.data?.renderStatus === 'ready'
            ? t('videos.result.ready')
            : video.data?.renderStatus === 'failed'
              ? t('videos.result.failed')
              : t('videos.result.making')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {video.data?.templateName ?? template.data?.name ?? '\u00a0'}
        </Typography>
      </Box>
      <MadeVideo
        videoNo={videoNo}
        backdropUrl={template.data?.posterUrl ?? null}
        businessName={businessName}
        what={video.data?.templateName ?? null}
        shareText={businessName}
        note={t('videos.result.note')}
        footer={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to={videoPaths.templates(businessId)}
              startIcon={<AddRounded />}
              data-testid="video-make-another"
            >
              {t('videos.result.makeAnother')}
            </Button>
            <Button
              component={RouterLink}
              to={videoPaths.myVideos}
              startIcon={<FolderSpecialRounded />}
              data-testid="video-my-videos"
            >
              {t('glossary:myPromotionalVideos')}
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}

/**
 * /customer/video-templates?businessId=: the templates (popular first, by category, a preview
 * each), then (?templateId=) the editor, then (?videoNo=) the video being made, live.
 */
export function VideoTemplatesPage() {
  const agency = useAgency();
  const offered = customerProducts(agency.configuration).promotionalVideo;
  const user = useUserDetails();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? user.data?.activeBusinessId ?? null;
  const templateId = params.get('templateId');
  const videoNo = positiveIntParam(params.get('videoNo'));
  const business = user.data?.businesses.find((item) => item.businessId === businessId) ?? null;
  const businessName = business?.businessName ?? (user.data ? (activeBusinessOf(user.data)?.businessName ?? '') : '');

  let content: ReactNode = null;
  if (!offered) content = <VideosNotOffered />;
  else if (user.data && !businessId) content = <VideosNeedBusiness />;
  else if (businessId && videoNo !== null)
    content = <VideoView businessId={businessId} videoNo={videoNo} businessName={businessName} />;
  else if (businessId && templateId) content = <EditorView businessId={businessId} templateId={templateId} />;
  else if (businessId) content = <Gallery businessId={businessId} />;

  return <Box sx={{ mb: `${BOTTOM_MARGIN_PX}px` }}>{content}</Box>;
}
