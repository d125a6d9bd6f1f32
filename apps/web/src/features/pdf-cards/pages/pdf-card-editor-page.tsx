import {
  customerProducts,
  DEFAULT_PDF_TEMPLATE,
  PDF_TEMPLATES,
  type PdfTemplateCode,
  pdfTemplateOf,
  singlePurchasePdfPlan,
  type TPdfCard,
  type TPdfCardDetails,
  type TPdfCardDraftDetails,
} from '@cardora/contract';
import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { BottomBar } from '#components/bottom-bar';
import { PhoneCountryScope } from '#components/form/phone-country';
import { RetryAllAlert } from '#components/retry-all-alert';
import { applySectionErrors, useBusiness } from '#features/cards';
import { HelpfulLinksStrip } from '#features/link-store';
import { useOpenUpgrade } from '#features/payments';
import { useDebounced } from '#lib/use-debounced';
import { CardActions } from '../components/card-actions';
import { DesignPicker } from '../components/design-picker';
import { PdfCardFields } from '../components/pdf-card-fields';
import { PdfPagesView } from '../components/pdf-pages-view';
import { PdfRefusal } from '../components/pdf-refusal';
import { designName } from '../design-words';
import { usePdfCard, usePdfCardDraft, usePdfCardsByBusiness, useSavePdfCard } from '../hooks/use-pdf-cards';
import { usePdfPreview } from '../hooks/use-pdf-preview';
import { pdfCardPaths } from '../paths';
import { formStart, PDF_CARD_FIELDS, usePdfCardForm, validDetails } from '../pdf-card-form';
import { preloadPdfJs } from '../pdf-pages';
import { PdfCardsNotOffered } from './pdf-card-templates-page';

const AUTOSAVE_MS = 900;
/** How long typing pauses before a new card's preview is drawn again from what is typed. */
const TYPED_PREVIEW_MS = 700;

function templateParam(value: string | null): PdfTemplateCode {
  return PDF_TEMPLATES.find((template) => template.code === value)?.code ?? DEFAULT_PDF_TEMPLATE;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function EditorSkeleton() {
  const { t } = useTranslation('products');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')} data-testid="pdf-editor-loading">
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function PreviewPanel({
  card,
  businessId,
  templateCode,
  typed,
  typedInvalid,
}: {
  card: TPdfCard | null;
  businessId: string;
  templateCode: PdfTemplateCode;
  /** A new card's details as typed (debounced), drawn before the first save; null: the prefill. */
  typed: TPdfCardDetails | null;
  /** A new card's fields do not check out yet: the preview keeps the last details that did. */
  typedInvalid: boolean;
}) {
  const { t } = useTranslation('products');
  const template = pdfTemplateOf(templateCode);
  const design = designName(template, t);
  const preview = usePdfPreview(
    card
      ? { kind: 'card', pdfCardNo: card.pdfCardNo, version: card.version, templateCode }
      : typed
        ? { kind: 'typed', businessId, templateCode, details: typed }
        : { kind: 'business', businessId, templateCode },
    { keepPrevious: true },
  );
  const pendingEdits = typedInvalid;
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2.5 }, bgcolor: '#eef2f7' }} data-testid="pdf-live-preview">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography variant="h5" component="h2">
          {t('pdfCards.editor.preview')}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {design} · {t('pdfCards.sample')}
        </Typography>
      </Stack>
      {preview.isError ? (
        <Alert severity="error" data-testid="pdf-preview-error">
          {errorMessage(preview.error)}
        </Alert>
      ) : (
        <PdfPagesView
          bytes={preview.data?.bytes ?? null}
          aspectRatio={template.widthMm / template.heightMm}
          pages={Array.from({ length: template.pages }, (_, index) => index + 1)}
          direction={template.orientation === 'landscape' ? 'column' : 'row'}
          maxPageWidth={template.orientation === 'landscape' ? 420 : 260}
          updating={preview.isFetching}
          label={t('pdfCards.previewOf', { name: design })}
          testId="pdf-preview"
        />
      )}
      {pendingEdits ? (
        <Typography
          variant="caption"
          color="textSecondary"
          sx={{ display: 'block', mt: 1.25 }}
          data-testid="pdf-preview-note"
        >
          {t('pdfCards.editor.previewNote')}
        </Typography>
      ) : null}
    </Card>
  );
}

interface EditorProps {
  businessId: string;
  card: TPdfCard | null;
  start: TPdfCardDetails | TPdfCardDraftDetails;
  startTemplate: PdfTemplateCode;
}

function Editor({ businessId, card, start, startTemplate }: EditorProps) {
  const { t } = useTranslation('products');
  const agency = useAgency();
  const navigate = useNavigate();
  const openUpgrade = useOpenUpgrade();
  const { enqueueSnackbar } = useSnackbar();
  const form = usePdfCardForm(formStart(start));
  const [templateCode, setTemplateCode] = useState(startTemplate);
  const save = useSavePdfCard();
  const business = useBusiness(businessId).data;
  const allowance = usePdfCardsByBusiness(card ? null : businessId).data?.allowance;
  const [saveError, setSaveError] = useState<string | null>(null);
  const singlePlan = singlePurchasePdfPlan(agency.configuration);

  // Once the card exists, valid edits save themselves (debounced) and the preview follows.
  const values = useWatch({ control: form.control });
  const current = { details: validDetails(values), templateCode };
  const snapshot = JSON.stringify(current);
  const latest = useRef({ snapshot, ...current });
  latest.current = { snapshot, ...current };
  const settled = useDebounced(snapshot, AUTOSAVE_MS);
  // Before the first save the preview is drawn from the details as typed (POST /pdf-card/preview);
  // the last complete ones stay while a field is being fixed.
  const typedSnapshot = useDebounced(form.formState.isDirty && current.details ? snapshot : null, TYPED_PREVIEW_MS);
  const lastTyped = useRef<TPdfCardDetails | null>(null);
  // Set during render once the debounce has caught up with what is typed (idempotent).
  if (typedSnapshot !== null && typedSnapshot === snapshot && current.details) lastTyped.current = current.details;
  const typedPreview = lastTyped.current;
  const lastSaved = useRef(JSON.stringify({ details: validDetails(formStart(start)), templateCode: startTemplate }));
  const { mutate } = save;
  useEffect(() => {
    const next = latest.current;
    if (!card || settled === lastSaved.current || next.snapshot !== settled || !next.details) return;
    lastSaved.current = settled;
    mutate(
      { pdfCardNo: card.pdfCardNo, templateCode: next.templateCode, details: next.details },
      { onError: (error) => setSaveError(applySectionErrors(error, form, 'details', PDF_CARD_FIELDS)) },
    );
  }, [settled, card, mutate, form]);

  const submit = form.handleSubmit(
    (details) => {
      setSaveError(null);
      lastSaved.current = JSON.stringify({ details, templateCode });
      save.mutate(card ? { pdfCardNo: card.pdfCardNo, templateCode, details } : { businessId, templateCode, details }, {
        onSuccess: (saved) => {
          enqueueSnackbar(card ? t('pdfCards.editor.savedSnack') : t('pdfCards.editor.created'), {
            variant: 'success',
          });
          if (!card) void navigate(pdfCardPaths.editCard(saved.pdfCardNo), { replace: true });
        },
        onError: (error) => setSaveError(applySectionErrors(error, form, 'details', PDF_CARD_FIELDS)),
      });
    },
    () => setSaveError(t('common.fieldsNeedLook')),
  );

  const refusal = !card ? (allowance?.refusal ?? null) : null;
  const unsaved = card ? snapshot !== lastSaved.current || save.isPending : true;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(340px, 440px)' },
        alignItems: 'start',
        pb: 10,
      }}
      data-testid="pdf-card-editor"
    >
      <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: '1 / span 2' }, position: { md: 'sticky' }, top: { md: 88 } }}>
        <Stack spacing={2}>
          <PreviewPanel
            card={card}
            businessId={businessId}
            templateCode={templateCode}
            typed={card ? null : typedPreview}
            typedInvalid={!card && form.formState.isDirty && current.details === null}
          />
          {card ? (
            <CardActions
              card={card}
              singlePlan={singlePlan}
              onUpgrade={() => openUpgrade(businessId, 'pdfCard')}
              saving={unsaved}
            />
          ) : null}
        </Stack>
      </Box>
      <Stack spacing={2} sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}
        >
          <Typography variant="h2" component="h2">
            {card ? t('pdfCards.editor.editTitle') : t('pdfCards.editor.newTitle')}
          </Typography>
          <DesignPicker value={templateCode} onChange={setTemplateCode} />
        </Stack>
        <HelpfulLinksStrip page="pdf-id-card" />
        {refusal ? (
          <PdfRefusal
            title={t('pdfCards.refusalTitle')}
            message={refusal.message}
            upgrade={refusal.upgradePath ? () => openUpgrade(businessId, 'pdfCard') : null}
            testId="pdf-create-refusal"
          />
        ) : null}
        <Box component="form" noValidate onSubmit={submit} data-testid="pdf-card-form">
          {/* Staff editing a foreign customer's card get the customer's country code, not +91. */}
          <PhoneCountryScope owner={business?.user ?? null}>
            <PdfCardFields form={form} businessId={businessId} />
          </PhoneCountryScope>
          <BottomBar>
            <Stack
              direction="row"
              sx={{ maxWidth: 1200, mx: 'auto', alignItems: 'center', gap: 1.5, justifyContent: 'flex-end' }}
            >
              <Typography
                variant="body2"
                color={saveError ? 'error' : 'text.secondary'}
                sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}
                role="status"
                data-testid="pdf-save-state"
              >
                {saveError ??
                  (card ? (
                    unsaved ? (
                      t('pdfCards.editor.saving')
                    ) : (
                      <>
                        <CloudDoneRounded fontSize="small" color="success" /> {t('common.saved')}
                      </>
                    )
                  ) : (
                    t('pdfCards.editor.notSaved')
                  ))}
              </Typography>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<SaveRounded />}
                loading={save.isPending && !card}
                disabled={refusal !== null}
                data-testid="pdf-save"
              >
                {card ? t('pdfCards.editor.save') : t('pdfCards.editor.saveCard')}
              </Button>
            </Stack>
          </BottomBar>
        </Box>
      </Stack>
    </Box>
  );
}

/** /customer/pdf-cards/edit?pdfCardNo= (a card) or ?businessId=&templateCode= (a new one). */
export function PdfCardEditorPage() {
  const { t } = useTranslation(['products', 'glossary']);
  const agency = useAgency();
  const offered = customerProducts(agency.configuration).pdfCard;
  const [params] = useSearchParams();
  const pdfCardNo = positiveInt(params.get('pdfCardNo'));
  const card = usePdfCard(offered ? pdfCardNo : null);
  const businessId = card.data?.businessId ?? (pdfCardNo ? null : params.get('businessId'));
  // A card keeps its saved details; a new card (or one never saved) starts from the prefill.
  const needsDraft = pdfCardNo === null || (card.data !== undefined && card.data.details === null);
  const draft = usePdfCardDraft(offered && needsDraft ? businessId : null);
  useEffect(preloadPdfJs, []);

  if (!offered) return <PdfCardsNotOffered />;
  if (card.error || draft.error) return <RetryAllAlert loads={[card, draft]} testId="pdf-editor-error" />;
  if (!businessId) {
    return pdfCardNo ? <EditorSkeleton /> : <Alert severity="info">{t('pdfCards.editor.chooseBusiness')}</Alert>;
  }
  const start = card.data?.details ?? draft.data?.details;
  if (!start) return <EditorSkeleton />;
  const savedCard = card.data ?? null;
  return (
    <Editor
      key={savedCard ? `card-${savedCard.pdfCardNo}` : `new-${businessId}`}
      businessId={businessId}
      card={savedCard}
      start={start}
      startTemplate={savedCard?.templateCode ?? templateParam(params.get('templateCode'))}
    />
  );
}
