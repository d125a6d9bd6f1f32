import type { TPdfCard, TPdfCardPlan } from '@cardora/contract';
import DownloadDoneRounded from '@mui/icons-material/DownloadDoneRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '#api/api-error';
import { RecordingBackdrop } from '#features/payments';
import { useFormat } from '#i18n/format';
import { useCardFile } from '../hooks/use-card-file';
import { usePdfCardPurchase } from '../hooks/use-pdf-card-purchase';
import { useExportPdfCard } from '../hooks/use-pdf-cards';
import { pdfFileName } from '../paths';
import { PdfRefusal } from './pdf-refusal';

/** 'Paid' or 'SAMPLE', as the lists and the editor say it. */
export function PaidChip({ card }: { card: Pick<TPdfCard, 'isPaid' | 'latestExport' | 'showSampleWatermark'> }) {
  const { t } = useTranslation('products');
  const clean = card.latestExport !== null || !card.showSampleWatermark;
  return (
    <Chip
      size="small"
      color={card.isPaid || card.latestExport ? 'success' : 'warning'}
      variant={clean ? 'filled' : 'outlined'}
      label={
        card.latestExport
          ? t('pdfCards.exportedVersion', { version: card.latestExport.version })
          : card.isPaid
            ? t('pdfCards.paid')
            : t('pdfCards.sample')
      }
      data-testid="pdf-paid-chip"
    />
  );
}

/** Active or revoked (a revoked card's QR code says so). */
export function PdfStatusChip({ card, testId }: { card: Pick<TPdfCard, 'status'>; testId: string }) {
  const { t } = useTranslation('products');
  return (
    <Chip
      size="small"
      color={card.status === 'active' ? 'primary' : 'default'}
      label={card.status === 'active' ? t('pdfCards.status.active') : t('pdfCards.status.revoked')}
      data-testid={testId}
    />
  );
}

type CardFileButtonsProps = Omit<ButtonProps, 'onClick' | 'loading' | 'startIcon' | 'children'> & {
  file: ReturnType<typeof useCardFile>;
  info: Parameters<ReturnType<typeof useCardFile>['run']>[1];
  downloadLabel: string;
  /** Download's icon (the card's actions show when it is done). */
  downloadIcon?: ReactNode;
  /** `<prefix>-download` and `<prefix>-share`. */
  testIdPrefix: string;
};

/** Download and Share of the card's PDF side by side, each loading while its file is made. */
export function CardFileButtons({
  file,
  info,
  downloadLabel,
  downloadIcon,
  testIdPrefix,
  ...props
}: CardFileButtonsProps) {
  const { t } = useTranslation('products');
  return (
    <>
      {(['download', 'share'] as const).map((action) => (
        <Button
          key={action}
          startIcon={action === 'share' ? <ShareRounded /> : (downloadIcon ?? <DownloadRounded />)}
          onClick={() => void file.run(action, info)}
          loading={file.busy === action}
          data-testid={`${testIdPrefix}-${action}`}
          {...props}
        >
          {action === 'share' ? t('common.share') : downloadLabel}
        </Button>
      ))}
    </>
  );
}

/**
 * What the card's owner can do with it: download (SAMPLE until exported), share, export a
 * clean copy when the purchase or the plan allows, buy the single purchase when it does not.
 * A refusal is shown in the server's words with the upgrade path.
 */
export function CardActions({
  card,
  singlePlan,
  onUpgrade,
  saving,
}: {
  card: TPdfCard;
  /** The agency's single purchase, or null when it sells none. */
  singlePlan: TPdfCardPlan | null;
  onUpgrade: () => void;
  /** Edits are still being saved: export would freeze the older details. */
  saving: boolean;
}) {
  const { t } = useTranslation('products');
  const { rupees } = useFormat();
  const file = useCardFile();
  const exporter = useExportPdfCard();
  const purchase = usePdfCardPurchase();
  const { enqueueSnackbar } = useSnackbar();
  const right = card.exportRight;
  const sample = card.latestExport === null;
  const name = card.details?.name ?? '';
  const fileInfo = {
    pdfCardNo: card.pdfCardNo,
    fileName: pdfFileName({ companyName: card.companyName, name, sample }),
    title: `${card.companyName}${name ? ` · ${name}` : ''}`,
  };
  const canExport = right.allowed && (sample || card.hasUnexportedChanges);
  const canBuy = !card.isPaid && !right.allowed && singlePlan !== null && card.status === 'active';
  const refusal = file.error ?? exporter.error;
  const refusalMessage = refusal ? errorMessage(refusal) : null;
  const refusalUpgrades = isApiError(refusal) && refusal.status === 409 && card.status === 'active';

  const exportNow = () =>
    exporter.mutate(card.pdfCardNo, {
      onSuccess: (result) => {
        enqueueSnackbar(t('pdfCards.actions.exported', { version: result.export.version }), { variant: 'success' });
        void file.run('download', {
          ...fileInfo,
          fileName: pdfFileName({ companyName: card.companyName, name, sample: false }),
        });
      },
    });

  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="pdf-card-actions">
      <Stack spacing={1.75}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
            {t('pdfCards.actions.title')}
          </Typography>
          <PaidChip card={card} />
          <PdfStatusChip card={card} testId="pdf-status-chip" />
        </Stack>
        <Typography variant="body2" color="textSecondary" data-testid="pdf-download-note">
          {sample
            ? t('pdfCards.actions.noteSample')
            : card.hasUnexportedChanges
              ? t('pdfCards.actions.noteOlder', { version: card.latestExport?.version })
              : t('pdfCards.actions.noteClean')}
        </Typography>

        <Stack direction="row" sx={{ gap: 1.25 }}>
          <CardFileButtons
            file={file}
            info={fileInfo}
            downloadLabel={sample ? t('pdfCards.actions.downloadSample') : t('common.download')}
            downloadIcon={file.done?.action === 'download' ? <DownloadDoneRounded /> : <DownloadRounded />}
            testIdPrefix="pdf"
            variant="outlined"
            size="large"
            disabled={file.busy !== null}
            sx={{ flex: 1 }}
          />
        </Stack>
        {file.done?.action === 'saved-instead' ? (
          <Alert severity="success" data-testid="pdf-share-fallback">
            {t('pdfCards.savedFallback')}
          </Alert>
        ) : null}

        {canExport ? (
          <Stack spacing={0.75}>
            <Button
              variant="contained"
              size="large"
              startIcon={<TaskAltRounded />}
              onClick={exportNow}
              loading={exporter.isPending}
              disabled={saving}
              data-testid="pdf-export"
            >
              {sample ? t('pdfCards.actions.export') : t('pdfCards.actions.exportAgain')}
            </Button>
            <Typography variant="caption" color="textSecondary">
              {right.paidBy === 'purchase' ? t('pdfCards.actions.purchaseExport') : t('pdfCards.actions.planExport')}
            </Typography>
          </Stack>
        ) : null}

        {canBuy && singlePlan ? (
          <Button
            variant="contained"
            size="large"
            color="secondary"
            startIcon={<ShoppingCartCheckoutRounded />}
            onClick={() => void purchase.buy(card.pdfCardNo, singlePlan.id, card.businessId)}
            loading={purchase.stage === 'preparing'}
            disabled={purchase.stage !== 'idle'}
            data-testid="pdf-buy"
          >
            {t('pdfCards.actions.buy', { price: rupees(singlePlan.price) })}
          </Button>
        ) : null}

        {!right.allowed && right.message && !refusalMessage ? (
          <PdfRefusal
            title={card.status === 'revoked' ? t('pdfCards.actions.revoked') : t('pdfCards.actions.noCleanCopy')}
            message={right.message}
            upgrade={right.upgradePath ? onUpgrade : null}
            testId="pdf-export-refusal"
          />
        ) : null}
        {refusalMessage ? (
          <PdfRefusal
            title={t('pdfCards.actions.failed')}
            message={refusalMessage}
            upgrade={refusalUpgrades && right.upgradePath ? onUpgrade : null}
            action={
              <Button
                variant="outlined"
                onClick={() => {
                  file.clearError();
                  exporter.reset();
                }}
                sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
              >
                {t('pdfCards.actions.dismiss')}
              </Button>
            }
            testId="pdf-action-refusal"
          />
        ) : null}
      </Stack>
      <RecordingBackdrop open={purchase.stage === 'recording'} />
    </Card>
  );
}
