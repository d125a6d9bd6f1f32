import '#lib/script-fonts';
import {
  type GreetingRefusalReason,
  greetingCardUrl,
  IMAGE_POST_LANGUAGE_NAMES,
  IMAGE_POST_LANGUAGE_NATIVE_NAMES,
  IMAGE_POST_LANGUAGES,
  IMAGE_POST_MESSAGES,
  type ImagePostLanguage,
  type TCard,
  type TGreetingOptions,
  type TImagePost,
  type UpsellFeature,
} from '@cardora/contract';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/api-error';
import { HelpfulLinksStrip } from '#features/link-store';
import {
  GreetingVideoActions,
  type GreetingVideoRefusal,
  GreetingVideoStage,
  useGreetingVideo,
} from '#features/videos';
import { useFormat } from '#i18n/format';
import { useObjectUrl } from '#lib/use-object-url';
import {
  calendarLabel,
  categoryLabel,
  greetingFileName,
  postName,
  shareText,
  shortAllowanceLabel,
  withCacheStamp,
} from '../greeting-format';
import { fitChoice, useFrameChoice } from '../hooks/use-frame-choice';
import { useGreetingRender } from '../hooks/use-greeting-render';
import { FramePicker, KindPicker } from './frame-picker';
import { GreetingActions } from './greeting-actions';
import { KindDetails } from './kind-details';
import { NeedCardCard, RefusalCard } from './refusal-card';
import { RenderStage, type StageState } from './render-stage';

/** Why sharing pays: the QR code and link on the image open the card, and those visits are counted. */
function CardLinkNote({ publicUrl }: { publicUrl: string }) {
  const { t } = useTranslation('products');
  return (
    <Stack direction="row" sx={{ gap: 1.25, alignItems: 'flex-start', pt: 0.5 }} data-testid="greeting-card-link">
      <QrCode2Rounded sx={{ color: 'text.secondary', mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('greetings.viewer.cardLink')}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {t('greetings.viewer.cardLinkVisits', { address: publicUrl.replace(/^https?:\/\//, '') })}
        </Typography>
      </Box>
    </Stack>
  );
}

export interface ViewerBusiness {
  businessId: string;
  businessName: string;
}

interface GreetingViewerProps {
  post: TImagePost | null;
  /** The post asked for is not there (deleted, or not this agency's). */
  missing: boolean;
  business: ViewerBusiness;
  options: TGreetingOptions | undefined;
  /** Why the options could not be read (the viewer offers Try again), or null. */
  optionsError: unknown;
  onRetryOptions: () => void;
  card: TCard | null;
  /** The business has no card yet (the render needs its address and QR code). */
  cardMissing: boolean;
  stamp: number;
  today: string | null;
  /** Opens the plans for the locked feature: greeting images, or greeting videos for a video post. */
  onUpgrade: (feature: UpsellFeature) => void;
  onClose: () => void;
}

type RenderRefusal = { kind: 'plan'; reason: GreetingRefusalReason } | { kind: 'card' };

/**
 * What a refused render means. The server refuses with 409 and the contract's words: no card yet,
 * greetings turned off or not in the plan, or today's allowance used (the rest of the 409s).
 */
function refusalOf(error: unknown): RenderRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  switch (error.message) {
    case IMAGE_POST_MESSAGES.cardNeeded:
      return { kind: 'card' };
    case IMAGE_POST_MESSAGES.greetingsTurnedOff:
      return { kind: 'plan', reason: 'turnedOff' };
    case IMAGE_POST_MESSAGES.notIncluded:
    case IMAGE_POST_MESSAGES.needsPlan:
      return { kind: 'plan', reason: 'notIncluded' };
    case IMAGE_POST_MESSAGES.videoNotRendered:
      return null;
    default:
      return { kind: 'plan', reason: 'limitReached' };
  }
}

/** An object URL for a Blob, revoked when the Blob changes or the viewer closes. */
/**
 * Full-screen view of one post branded with the business: the frame and style pickers, the
 * server's render with a progress ring, then Download and Share. A refusal (no greetings in
 * the plan, today's allowance used) is said here with the upgrade path, never silently.
 */
export function GreetingViewer({
  post,
  missing,
  business,
  options,
  optionsError,
  onRetryOptions,
  card,
  cardMissing,
  stamp,
  today,
  onUpgrade,
  onClose,
}: GreetingViewerProps) {
  const { t } = useTranslation(['products', 'glossary']);
  const { locale } = useFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { choice, choose, language, chooseLanguage } = useFrameChoice(
    business.businessId,
    options?.choice,
    options?.language ?? null,
  );
  const fitted = fitChoice(choice, options?.frames);
  const frameEntry = options?.frames.find((item) => item.frame === fitted.frame);
  // Without greetings in the plan (or turned off), asking the server would only be refused.
  const blocked = options?.refusal && options.refusal.reason !== 'limitReached' ? options.refusal : null;
  const request =
    post && options && !blocked && !cardMissing && post.mediaType === 'IMAGE'
      ? {
          imageId: post.imageId,
          businessId: business.businessId,
          frame: fitted.frame,
          kind: fitted.kind,
          stamp,
          // The saved language, not the pick: the server draws the kept one, so the image is
          // asked for again once the choice is kept (options are updated on success).
          language: options.language,
        }
      : null;
  const { render, downloaded } = useGreetingRender(request);
  const isVideo = post?.mediaType === 'VIDEO';
  // VIDEO posts: the server brands the video with the same frame (a render job with progress).
  const videoState = useGreetingVideo(
    post && isVideo
      ? { businessId: business.businessId, imageId: post.imageId, frame: fitted.frame, kind: fitted.kind }
      : null,
  );
  const videoRefusalCard = (refusal: GreetingVideoRefusal) =>
    refusal.kind === 'card' ? (
      <NeedCardCard businessId={business.businessId} compact />
    ) : (
      <RefusalCard
        reason={refusal.reason}
        message={refusal.message}
        onUpgrade={() => onUpgrade('greetingVideos')}
        compact
      />
    );
  const src = useObjectUrl(render.data);

  const previewUrl = post?.previewUrl ? withCacheStamp(post.previewUrl, stamp) : null;
  const name = post ? postName(post) : '';
  const refusedBy = render.isError ? refusalOf(render.error) : null;

  let state: StageState;
  // The plan first: a card would not help a business whose plan has no greetings.
  if (blocked) {
    state = {
      kind: 'refused',
      card: (
        <RefusalCard
          reason={blocked.reason}
          message={blocked.message}
          onUpgrade={() => onUpgrade('greetingImages')}
          compact
        />
      ),
    };
  } else if (cardMissing || refusedBy?.kind === 'card') {
    state = { kind: 'refused', card: <NeedCardCard businessId={business.businessId} compact /> };
  } else if (render.isError && refusedBy?.kind === 'plan') {
    state = {
      kind: 'refused',
      card: (
        <RefusalCard
          reason={refusedBy.reason}
          message={render.error.message}
          onUpgrade={() => onUpgrade('greetingImages')}
          compact
        />
      ),
    };
  } else if (!options && optionsError) {
    state = { kind: 'failed', error: optionsError, onRetry: onRetryOptions };
  } else if (render.isError) {
    state = { kind: 'failed', error: render.error, onRetry: () => void render.refetch() };
  } else if (src) {
    state = { kind: 'ready', src };
  } else {
    state = { kind: 'rendering', downloaded };
  }

  const cardUrl = card?.publicUrl && post ? greetingCardUrl(card.publicUrl, post.imageId) : null;
  const dateLabel = post?.date && today ? calendarLabel(today, post.date, { t, locale }) : null;
  const branded = t('greetings.viewer.branded', { name, business: business.businessName });

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      onClose={onClose}
      aria-labelledby="greeting-viewer-title"
      data-testid="greeting-viewer"
      slotProps={{ paper: { sx: { bgcolor: phone ? '#0f141d' : 'background.paper', overflow: 'hidden' } } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ height: { xs: '100%', sm: 'min(760px, calc(100dvh - 64px))' }, minHeight: 0 }}
      >
        {/* The picture, on a dark stage. */}
        <Box
          sx={{
            flex: { xs: 'none', sm: 1 },
            bgcolor: '#0f141d',
            color: '#fff',
            display: 'flex',
            flexDirection: 'column',
            minWidth: 0,
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1, py: 1 }}>
            <IconButton color="inherit" onClick={onClose} aria-label={t('glossary:close')} data-testid="greeting-close">
              <ArrowBackRounded />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {post ? (
                <Typography id="greeting-viewer-title" component="h2" noWrap sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
              ) : (
                <Skeleton width={140} sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
              )}
              <Typography variant="caption" noWrap sx={{ display: 'block', opacity: 0.7 }}>
                {[dateLabel, post ? categoryLabel(post.imageCategoryName, t) : null].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {options && !options.refusal && !isVideo ? (
              <Chip
                size="small"
                label={shortAllowanceLabel(options, t)}
                data-testid="greeting-allowance"
                sx={{ color: '#fff', bgcolor: 'rgba(255,255,255,0.14)', fontWeight: 600, mr: 0.5 }}
              />
            ) : null}
          </Stack>
          <Box
            sx={{
              flex: 1,
              display: 'flex',
              alignItems: 'center',
              px: { xs: 2, sm: 3 },
              pb: { xs: 2, sm: 3 },
              minHeight: 0,
            }}
          >
            {missing ? (
              <Typography sx={{ mx: 'auto', opacity: 0.85, py: 6 }} data-testid="greeting-missing">
                {t('greetings.viewer.missing')}
              </Typography>
            ) : post && isVideo ? (
              <GreetingVideoStage
                state={cardMissing && !videoState.video ? { ...videoState, refusal: { kind: 'card' } } : videoState}
                layout={post.layout}
                previewUrl={previewUrl}
                title={branded}
                refusalCard={videoRefusalCard}
              />
            ) : post ? (
              <RenderStage layout={post.layout} previewUrl={previewUrl} state={state} alt={branded} />
            ) : (
              <Skeleton
                variant="rounded"
                sx={{ width: '100%', aspectRatio: '1 / 1', height: 'auto', bgcolor: 'rgba(255,255,255,0.08)' }}
              />
            )}
          </Box>
        </Box>

        {/* The choices and the actions. */}
        <Stack
          sx={{
            width: { xs: '100%', sm: 340 },
            flex: { xs: 1, sm: 'none' },
            minHeight: 0,
            bgcolor: 'background.paper',
            borderTopLeftRadius: { xs: 20, sm: 0 },
            borderTopRightRadius: { xs: 20, sm: 0 },
          }}
        >
          <Stack spacing={2} sx={{ flex: 1, overflowY: 'auto', p: 2, pt: { xs: 2.25, sm: 3 } }}>
            {options && post && options.frames.length > 0 ? (
              <>
                <FramePicker
                  frames={options.frames}
                  value={fitted.frame}
                  onChange={(frame) => choose({ frame })}
                  previewUrl={previewUrl}
                  colours={
                    options.colours ?? {
                      primary: card?.sections.template.primaryColor ?? theme.palette.primary.main,
                      secondary: card?.sections.template.secondaryColor ?? theme.palette.secondary.main,
                    }
                  }
                />
                <KindPicker kinds={frameEntry?.kinds ?? []} value={fitted.kind} onChange={(kind) => choose({ kind })} />
                <KindDetails kind={fitted.kind} card={card} businessId={business.businessId} />
                {post.textLayers?.length ? <GreetingLanguagePicker value={language} onChange={chooseLanguage} /> : null}
                {card?.publicUrl ? <CardLinkNote publicUrl={card.publicUrl} /> : null}
                <HelpfulLinksStrip page="frame-settings" />
              </>
            ) : (
              <Stack spacing={1}>
                <Skeleton width={80} />
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.25 }}>
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
                  ))}
                </Box>
              </Stack>
            )}
          </Stack>
          {post && isVideo ? (
            <GreetingVideoActions
              state={cardMissing && !videoState.video ? { ...videoState, refusal: { kind: 'card' } } : videoState}
              businessName={business.businessName}
              title={name}
              shareText={shareText(business.businessName, cardUrl, t)}
            />
          ) : (
            <GreetingActions
              blob={state.kind === 'ready' ? (render.data ?? null) : null}
              fileName={post ? greetingFileName(business.businessName, post) : 'greeting.jpg'}
              title={name}
              text={shareText(business.businessName, cardUrl, t)}
            />
          )}
        </Stack>
      </Stack>
    </Dialog>
  );
}

/** The language of a text-layer post's words, kept on the business (docs/product-rules.md#greetings-text-layers). */
function GreetingLanguagePicker({
  value,
  onChange,
}: {
  value: ImagePostLanguage | null;
  onChange: (language: ImagePostLanguage | null) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <TextField
      select
      size="small"
      label={t('greetings.viewer.language')}
      helperText={t('greetings.viewer.languageHelp')}
      value={value ?? 'card'}
      onChange={(event) => onChange(event.target.value === 'card' ? null : (event.target.value as ImagePostLanguage))}
      slotProps={{ htmlInput: { 'data-testid': 'greeting-language' } }}
    >
      <MenuItem value="card">{t('greetings.viewer.languageOfCard')}</MenuItem>
      {IMAGE_POST_LANGUAGES.map((code) => (
        <MenuItem key={code} value={code}>
          {code === 'en'
            ? IMAGE_POST_LANGUAGE_NATIVE_NAMES[code]
            : `${IMAGE_POST_LANGUAGE_NATIVE_NAMES[code]} · ${IMAGE_POST_LANGUAGE_NAMES[code]}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
