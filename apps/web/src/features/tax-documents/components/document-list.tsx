import type { TaxDocumentKind, TRefundPaymentResult, TTaxDocument, TTaxDocumentList } from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '#components/retry-alert';
import { useFormat } from '#i18n/format';
import { documentSlug } from '../documents';
import { useDocumentDownload } from '../hooks/use-document-download';

// Staff's refund form loads when a refund is first asked for.
const RefundDialog = lazy(async () => ({ default: (await import('./refund-dialog')).RefundDialog }));

const KIND_COLOURS: Record<TaxDocumentKind, ChipProps['color']> = {
  'tax-invoice': 'primary',
  receipt: 'info',
  'credit-note': 'warning',
};

/** The document's kind as a chip: "Tax invoice", "Receipt", "Credit note". */
export function DocumentKindChip({ kind }: { kind: TaxDocumentKind }) {
  const { t } = useTranslation('documents');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={KIND_COLOURS[kind]}
      label={t(`kinds.${kind}`)}
      sx={{ height: 22, fontWeight: 600 }}
      data-testid="document-kind"
    />
  );
}

/** Only a document credit notes changed has a status worth a chip. */
function StatusChip({ status }: { status: TTaxDocument['status'] }) {
  const { t } = useTranslation('documents');
  if (status === 'issued') return null;
  return (
    <Chip
      size="small"
      color={status === 'cancelled' ? 'error' : 'warning'}
      label={t(`status.${status}`)}
      sx={{ height: 22 }}
      data-testid="document-status"
      data-status={status}
    />
  );
}

/** The list is as wide as where it is put (a dialog, a page's column): its rows follow its width. */
const WIDE = '@container documents (min-width: 600px)';

/**
 * A narrow list stacks a document as its kind and number with the total on the right, then its
 * date with the buttons on one line; a wide one gives the date and total columns of their own.
 */
const ROW_GRID = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"head amount" "foot foot"',
  px: 2,
  py: 1.75,
  [WIDE]: {
    // Fixed columns, so the dates and totals of every row line up (the buttons' width is the list's).
    gridTemplateColumns: 'minmax(0, 1fr) 104px 112px var(--document-actions, 116px)',
    gridTemplateAreas: '"head date amount actions"',
    px: 2.5,
    py: 1.5,
  },
} as const;

function DocumentRow({
  document,
  showBuyer,
  downloading,
  onDownload,
  onRefund,
}: {
  document: TTaxDocument;
  showBuyer: boolean;
  downloading: boolean;
  onDownload: () => void;
  /** Staff who may refund, on a gateway payment with something left to refund. */
  onRefund: (() => void) | null;
}) {
  const { t } = useTranslation('documents');
  const { rupees, date } = useFormat();
  const slug = documentSlug(document.number);
  const kind = t(`kinds.${document.kind}`);
  const credit = document.kind === 'credit-note';
  return (
    <Box sx={ROW_GRID} data-testid={`document-${slug}`} data-kind={document.kind}>
      <Stack spacing={0.5} sx={{ gridArea: 'head', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
          <DocumentKindChip kind={document.kind} />
          <StatusChip status={document.status} />
        </Stack>
        <Typography
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          data-testid="document-number"
        >
          {document.number}
        </Typography>
        {showBuyer ? (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="document-buyer"
          >
            {document.buyerName}
            {document.buyerGstin ? ` · GSTIN ${document.buyerGstin}` : ''}
          </Typography>
        ) : null}
        {credit && document.creditedDocumentNumber ? (
          <Typography variant="caption" color="textSecondary" data-testid="document-against">
            {t('list.against', { number: document.creditedDocumentNumber })}
            {document.reason ? ` · ${t('list.reason', { reason: document.reason })}` : ''}
          </Typography>
        ) : null}
      </Stack>
      <Typography
        sx={{
          gridArea: 'amount',
          fontWeight: 700,
          fontSize: '1.0625rem',
          textAlign: 'right',
          whiteSpace: 'nowrap',
          alignSelf: 'start',
          [WIDE]: { alignSelf: 'center' },
          color: credit ? 'text.secondary' : 'text.primary',
        }}
        data-testid="document-total"
      >
        {/* A credit note takes money back: written as a minus, as on the document's statement. */}
        {credit ? `−${rupees(document.totalPaise)}` : rupees(document.totalPaise)}
      </Typography>
      {/* Narrow, the date and the buttons share the last line (the buttons must not widen the total's
          column); wide, each takes its own column. */}
      <Box
        sx={{
          gridArea: 'foot',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          [WIDE]: { display: 'contents' },
        }}
      >
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ gridArea: 'date', whiteSpace: 'nowrap' }}
          data-testid="document-date"
        >
          {date(document.issuedAt)}
        </Typography>
        <Stack direction="row" sx={{ gridArea: 'actions', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          {onRefund ? (
            <Button
              size="small"
              color="warning"
              startIcon={<UndoRounded />}
              onClick={onRefund}
              data-testid={`refund-${slug}`}
            >
              Refund
            </Button>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadRounded />}
            loading={downloading}
            loadingPosition="start"
            onClick={onDownload}
            aria-label={t('list.downloadLabel', { kind, number: document.number })}
            data-testid={`download-${slug}`}
          >
            {t('list.download')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

function LoadingDocuments() {
  const { t } = useTranslation('documents');
  return (
    <Card aria-busy="true" aria-label={t('list.loading')} data-testid="documents-loading">
      {[0, 1].map((key) => (
        <Fragment key={key}>
          {key > 0 ? <Divider /> : null}
          <Stack direction="row" spacing={2} sx={{ px: { xs: 2, sm: 2.5 }, py: 2, alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <Skeleton width={88} height={24} />
              <Skeleton width="55%" height={22} />
            </Box>
            <Skeleton width={64} height={28} />
          </Stack>
        </Fragment>
      ))}
    </Card>
  );
}

function NoDocuments() {
  const { t } = useTranslation('documents');
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="documents-empty">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={(theme) => ({
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
          })}
        >
          <ReceiptLongRounded fontSize="small" />
        </Box>
        <Typography color="textSecondary">{t('list.empty')}</Typography>
      </Stack>
    </Card>
  );
}

interface DocumentListProps {
  /** The documents' query (a business's, a month's, an agency's), newest first. */
  documents: UseQueryResult<TTaxDocumentList>;
  /** Staff who may refund payments (the same permission as deleting one): Refund on what is left. */
  canRefund?: boolean;
  /** After a refund: whatever else the refunded payment changes. */
  onRefunded?: (result: TRefundPaymentResult) => void;
  /** Whom each document is for (a month of everything the agency issued). */
  showBuyer?: boolean;
  testId?: string;
}

/**
 * Invoices, receipts and credit notes, each with its kind, number, date, total, what credit notes
 * did to it, and a Download of its PDF; staff allowed to refund get Refund on a gateway payment's
 * invoice or receipt with something left to refund. docs/product-rules.md#gst-documents
 */
export function DocumentList({
  documents,
  canRefund = false,
  onRefunded,
  showBuyer = false,
  testId = 'documents',
}: DocumentListProps) {
  const { t } = useTranslation('documents');
  const file = useDocumentDownload();
  // The document stays while the dialog closes, so its text does not change during the exit transition.
  const [refunding, setRefunding] = useState<{ document: TTaxDocument; open: boolean } | null>(null);

  if (documents.isPending) return <LoadingDocuments />;
  if (documents.isError) {
    return <RetryAlert error={documents.error} onRetry={() => void documents.refetch()} testId={`${testId}-error`} />;
  }
  const list = documents.data.list;
  if (list.length === 0) return <NoDocuments />;
  const refundable = canRefund && list.some((document) => document.refundablePaise > 0);
  return (
    <>
      <Card
        component="ul"
        aria-label={t('list.label')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          containerType: 'inline-size',
          containerName: 'documents',
          // Room for Refund as well as Download when a row offers it.
          '--document-actions': refundable ? '212px' : '116px',
        }}
        data-testid={testId}
      >
        {list.map((document, index) => (
          <Box component="li" key={document.id}>
            {index > 0 ? <Divider /> : null}
            <DocumentRow
              document={document}
              showBuyer={showBuyer}
              downloading={file.isDownloading(document.id)}
              onDownload={() => void file.download(document)}
              onRefund={canRefund && document.refundablePaise > 0 ? () => setRefunding({ document, open: true }) : null}
            />
          </Box>
        ))}
      </Card>
      {canRefund && refunding ? (
        <Suspense fallback={null}>
          <RefundDialog
            document={refunding?.document ?? null}
            open={refunding?.open ?? false}
            onClose={() => setRefunding((previous) => (previous ? { ...previous, open: false } : null))}
            onRefunded={onRefunded}
          />
        </Suspense>
      ) : null}
    </>
  );
}
