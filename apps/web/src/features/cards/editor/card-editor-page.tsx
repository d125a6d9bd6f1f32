import { isCardPublished, type TBusiness, type TCard } from '@cardora/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BottomBar } from '#components/bottom-bar';
import { RetryAllAlert } from '#components/retry-all-alert';
import { type AreaBase, areaPaths, CardStatusChip, PlanStateChips } from '#features/businesses';
import { useUserDetails } from '#features/customer';
import { HelpfulLinksStrip } from '#features/link-store';
import { useFormat } from '#i18n/format';
import { ShareCardButton } from '../components/share-card-button';
import { useBusiness } from '../hooks/use-business';
import { useBusinessCard } from '../hooks/use-business-card';
import { CardPreview } from './card-preview';
import {
  createEditorStore,
  EDITOR_PANELS,
  type EditorPanel,
  EditorStoreContext,
  PANEL_TITLE_KEYS,
  useEditorSelector,
} from './editor-store';
import { EditorSection, PANEL_ORDER } from './section-table';
import { UnsavedGuard } from './unsaved-guard';

/** Side by side from this width; below it the preview is a bottom sheet. */
const WIDE = '(min-width:900px)';

/** "Unsaved changes from your last visit": the panels whose edits this device kept, to take back or drop. */
function KeptDraftsBanner() {
  const { t } = useTranslation(['editor', 'glossary']);
  const format = useFormat();
  const kept = useEditorSelector((state) => state.keptDrafts);
  const panels = EDITOR_PANELS.filter((panel) => kept[panel]);
  if (panels.length === 0) return null;
  const newest = Math.max(...panels.map((panel) => kept[panel]?.savedAt ?? 0));
  return (
    <Alert
      severity="warning"
      icon={<RestoreRounded />}
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      data-testid="kept-drafts"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => {
              for (const panel of panels) kept[panel]?.restore();
            }}
            data-testid="kept-drafts-restore"
          >
            {t('keptDrafts.restore')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              for (const panel of panels) kept[panel]?.discard();
            }}
            data-testid="kept-drafts-discard"
          >
            {t('keptDrafts.discard')}
          </Button>
        </Stack>
      }
    >
      <Trans
        t={t}
        i18nKey="keptDrafts.text"
        values={{
          when: format.dateTime(new Date(newest)),
          panels: panels.map((panel) => t(`glossary:${PANEL_TITLE_KEYS[panel]}`)).join(', '),
        }}
        components={{ b: <b /> }}
      />
    </Alert>
  );
}

function EditorHeader({ business, card }: { business: TBusiness; card: TCard | null }) {
  const { t } = useTranslation('editor');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="editor-business-name">
        {business.businessName}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CardStatusChip card={card} />
        <PlanStateChips business={business} />
        {card?.publicUrl && isCardPublished(card) ? (
          <>
            <Button
              size="small"
              href={card.publicUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewRounded />}
              data-testid="editor-view-card"
            >
              {t('page.viewCard')}
            </Button>
            <ShareCardButton url={card.publicUrl} name={business.businessName} size="small" />
          </>
        ) : null}
      </Stack>
      <HelpfulLinksStrip page="digital-business-card" />
      {card && !isCardPublished(card) ? (
        <Alert severity="info" data-testid="editor-not-published">
          <Trans
            t={t}
            i18nKey="page.notPublished"
            values={{ next: t(card.isDone ? 'page.notPublishedChooseAddress' : 'page.notPublishedSaveBasic') }}
            components={{ b: <b /> }}
          />
        </Alert>
      ) : null}
      {card ? null : (
        <Alert severity="info" data-testid="editor-create-hint">
          <Trans t={t} i18nKey="page.createHint" components={{ b: <b /> }} />
        </Alert>
      )}
    </Stack>
  );
}

function Editor({ business, card }: { business: TBusiness; card: TCard | null }) {
  const { t } = useTranslation('editor');
  const [store] = useState(() => createEditorStore(business.businessId));
  const wide = useMediaQuery(WIDE);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [open, setOpen] = useState<Partial<Record<EditorPanel, boolean>>>({ basicDetails: true });
  const onToggle = (panel: EditorPanel, next: boolean) => setOpen((state) => ({ ...state, [panel]: next }));

  return (
    <EditorStoreContext value={store}>
      <UnsavedGuard />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: '1fr',
          [`@media ${WIDE}`]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' },
          pb: wide ? 0 : 8,
        }}
        data-testid="card-editor"
      >
        <Box sx={{ minWidth: 0 }}>
          <EditorHeader business={business} card={card} />
          <KeptDraftsBanner />
          {/* Sections remount when the first save creates the card, so each opens on the saved card. */}
          <Stack spacing={1.5} key={card ? card.cardNo : 'new'}>
            {PANEL_ORDER.map((panel) => (
              <EditorSection
                key={panel}
                panel={panel}
                business={business}
                card={card}
                expanded={Boolean(open[panel])}
                onToggle={onToggle}
              />
            ))}
          </Stack>
        </Box>
        {wide ? (
          <Box sx={{ position: 'sticky', top: 84, alignSelf: 'start' }}>
            <Typography variant="overline" color="textSecondary" sx={{ display: 'block', textAlign: 'center', mb: 1 }}>
              {t('page.livePreview')}
            </Typography>
            <CardPreview business={business} card={card} inSecondLanguage={Boolean(open.secondLanguage)} />
          </Box>
        ) : null}
      </Box>
      {wide ? null : (
        <>
          <BottomBar>
            <Button
              fullWidth
              size="large"
              variant="contained"
              color="secondary"
              startIcon={<VisibilityRounded />}
              onClick={() => setPreviewOpen(true)}
              data-testid="preview-toggle"
            >
              {t('page.preview')}
            </Button>
          </BottomBar>
          <Drawer
            anchor="bottom"
            open={previewOpen}
            onClose={() => setPreviewOpen(false)}
            slotProps={{
              paper: { sx: { height: '92dvh', borderTopLeftRadius: 20, borderTopRightRadius: 20, bgcolor: '#e9ebf0' } },
            }}
            data-testid="preview-sheet"
          >
            <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, bgcolor: 'background.paper' }}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>{t('page.preview')}</Typography>
              <IconButton
                aria-label={t('page.closePreview')}
                onClick={() => setPreviewOpen(false)}
                data-testid="preview-close"
              >
                <CloseRounded />
              </IconButton>
            </Stack>
            <Box sx={{ flex: 1, minHeight: 0 }}>
              <CardPreview
                business={business}
                card={card}
                framed={false}
                inSecondLanguage={Boolean(open.secondLanguage)}
              />
            </Box>
          </Drawer>
        </>
      )}
    </EditorStoreContext>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation('editor');
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton variant="text" width="60%" height={44} />
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} variant="rounded" height={68} />
      ))}
    </Stack>
  );
}

/** /cards/edit?businessId=: the card editor (default: the customer's active business). */
export function CardEditorPage({ base }: { base: AreaBase }) {
  const { t } = useTranslation(['editor', 'glossary']);
  const [params] = useSearchParams();
  const user = useUserDetails(base === '/customer');
  const businessId = params.get('businessId') ?? (base === '/customer' ? (user.data?.activeBusinessId ?? null) : null);
  const business = useBusiness(businessId);
  const card = useBusinessCard(businessId);

  if (!businessId) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={areaPaths.addBusiness(base, { shouldCreateDigitalCard: 'true' })}
            color="inherit"
            size="small"
          >
            {t('glossary:addBusiness')}
          </Button>
        }
        data-testid="editor-no-business"
      >
        {t('page.noBusiness')}
      </Alert>
    );
  }
  if (business.error || card.error) return <RetryAllAlert loads={[business, card]} testId="editor-error" />;
  if (!business.data || card.data === undefined) return <EditorSkeleton />;
  return <Editor key={businessId} business={business.data} card={card.data} />;
}
