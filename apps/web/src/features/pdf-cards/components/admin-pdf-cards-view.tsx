import { formatRupees } from '@cardora/card-templates';
import {
  GLOSSARY,
  PDF_CARD_MESSAGES,
  PDF_CARD_SEARCH_KEYS,
  PDF_CARD_SORT_KEYS,
  PDF_TEMPLATES,
  pdfTemplateOf,
  singlePurchasePdfPlan,
  type TPdfCardListItem,
} from '@cardora/contract';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type GridColDef, GridRow, type GridRowProps } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { RowConfirmDialog } from '#components/confirm-dialog';
import { TipIconButton } from '#components/tip-icon-button';
import { useCan } from '#features/businesses';
import {
  type ManualPaymentDetails,
  ManualPaymentFields,
  manualPaymentDetails,
  useManualPaymentForm,
  useMoneyAction,
} from '#features/payments';
import { BusinessCell, UrlProjectList } from '#features/projects';
import { formatDate, formatPhone } from '#lib/format';
import { useDebounced } from '#lib/use-debounced';
import { useCardFile } from '../hooks/use-card-file';
import { usePdfCardPurchase } from '../hooks/use-pdf-card-purchase';
import { useDeletePdfCard, usePdfCardList, useUpdatePdfCardStatus } from '../hooks/use-pdf-cards';
import { PDF_FILTERS, pdfListQuery, usePdfListView } from '../hooks/use-pdf-list-view';
import { pdfFileName } from '../paths';

/** The confirmation for recording a PDF card's single purchase by hand. */
export const PDF_PAYMENT_CONFIRMATION = 'Are you sure you want to update payment for this single purchase pdf id card?';

const SEARCH_LABELS: Record<(typeof PDF_CARD_SEARCH_KEYS)[number], string> = {
  companyName: 'Company name',
  businessName: 'Business name',
  registeredPhoneNumber: 'Phone number',
  templateCode: 'Template code',
};
const VALUE_LABELS: Record<string, string> = {
  active: 'Active',
  revoked: 'Revoked',
  paid: 'Paid',
  unpaid: 'Not paid',
  exported: 'Exported',
  'not-exported': 'Not exported',
  subscribed: 'Subscribed',
  'not-subscribed': 'Not subscribed',
};

function StatusChips({ row }: { row: TPdfCardListItem }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={row.status === 'active' ? 'primary' : 'default'}
        label={row.status === 'active' ? 'Active' : 'Revoked'}
        data-testid="pdf-project-status-chip"
      />
      <Chip
        size="small"
        variant="outlined"
        color={row.isPaid ? 'success' : 'warning'}
        label={row.latestExport ? `v${row.latestExport.version}` : row.isPaid ? 'Paid' : 'SAMPLE'}
        data-testid="pdf-project-paid-chip"
      />
    </Stack>
  );
}

function PdfRow(props: GridRowProps) {
  return <GridRow {...props} data-testid="pdf-project-row" data-pdf-card-no={String(props.rowId)} />;
}

function RowActions({
  row,
  onRevoke,
  onDelete,
  onRecord,
}: {
  row: TPdfCardListItem;
  onRevoke: (row: TPdfCardListItem) => void;
  onDelete: (row: TPdfCardListItem) => void;
  onRecord: ((row: TPdfCardListItem) => void) | null;
}) {
  const can = useCan();
  const money = useMoneyAction();
  const file = useCardFile();
  const { enqueueSnackbar } = useSnackbar();
  const forceClean = money('manualPayment');
  const download = async () => {
    await file.run('download', {
      pdfCardNo: row.pdfCardNo,
      fileName: pdfFileName({ companyName: row.companyName, name: row.name, sample: !forceClean && !row.latestExport }),
      title: row.companyName,
      forceClean,
    });
  };
  const { error, clearError } = file;
  useEffect(() => {
    if (!error) return;
    enqueueSnackbar(errorMessage(error), { variant: 'error' });
    clearError();
  }, [error, clearError, enqueueSnackbar]);
  return (
    <Stack direction="row" spacing={0.25}>
      <TipIconButton
        tip={forceClean ? 'Download without the SAMPLE watermark' : 'Download'}
        onClick={() => void download()}
        disabled={file.busy !== null}
        label={`Download PDF card ${row.pdfCardNo}`}
        data-testid="pdf-project-download"
        size="small"
        icon={<DownloadRounded fontSize="small" />}
      />
      {can('card:edit') ? (
        <TipIconButton
          tip={row.status === 'active' ? 'Revoke' : 'Make active again'}
          onClick={() => onRevoke(row)}
          label={row.status === 'active' ? 'Revoke' : 'Make active'}
          data-testid="pdf-project-status"
          size="small"
          icon={row.status === 'active' ? <BlockRounded fontSize="small" /> : <RestoreRounded fontSize="small" />}
        />
      ) : null}
      {onRecord && !row.isPaid ? (
        <TipIconButton
          tip="Record the single purchase"
          onClick={() => onRecord(row)}
          label="Record payment"
          data-testid="pdf-project-record"
          size="small"
          icon={<CurrencyRupeeRounded fontSize="small" />}
        />
      ) : null}
      {can('business:delete') ? (
        <TipIconButton
          tip="Delete"
          color="error"
          onClick={() => onDelete(row)}
          label="Delete"
          data-testid="pdf-project-delete"
          size="small"
          icon={<DeleteOutlineRounded fontSize="small" />}
        />
      ) : null}
    </Stack>
  );
}

function RecordPaymentDialog({
  row,
  pricePaise,
  busy,
  onConfirm,
  onClose,
}: {
  row: TPdfCardListItem | null;
  pricePaise: number;
  busy: boolean;
  onConfirm: (paise: number, details: ManualPaymentDetails) => void;
  onClose: () => void;
}) {
  const [rupees, setRupees] = useState(String(pricePaise / 100));
  // How the money came: docs/product-rules.md#manual-payment-mode
  const manual = useManualPaymentForm();
  const paise = Math.round(Number(rupees) * 100);
  const valid = Number.isFinite(paise) && paise >= 100;
  return (
    <Dialog
      open={row !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      data-testid="pdf-record-dialog"
    >
      <DialogTitle>Record payment</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography data-testid="pdf-record-confirmation">{PDF_PAYMENT_CONFIRMATION}</Typography>
          <Typography variant="body2" color="textSecondary">
            {row ? `${row.companyName}${row.name ? ` · ${row.name}` : ''} (card ${row.pdfCardNo})` : ''}
          </Typography>
          <TextField
            label="Amount received (₹)"
            value={rupees}
            onChange={(event) => setRupees(event.target.value.replace(/[^\d.]/g, ''))}
            error={!valid}
            helperText={valid ? `Single purchase price: ${formatRupees(pricePaise)}` : 'The amount is at least ₹1.'}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'pdf-record-amount' } }}
          />
          <ManualPaymentFields control={manual.control} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {GLOSSARY.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void manual.handleSubmit((values) => onConfirm(paise, manualPaymentDetails(values)))()}
          disabled={!valid}
          loading={busy}
          data-testid="pdf-record-confirm"
        >
          Yes, record it
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** All Projects, projectType=pdf_id_card: the agency's PDF cards in a server-paged Data Grid with their row actions. */
export function AdminPdfCardsView() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const agency = useAgency();
  const money = useMoneyAction();
  const [view, update] = usePdfListView();
  const search = useDebounced(view.search.trim(), 350);
  const list = usePdfCardList(pdfListQuery(view, search));
  const status = useUpdatePdfCardStatus();
  const remove = useDeletePdfCard();
  const purchase = usePdfCardPurchase();
  const [toRevoke, setToRevoke] = useState<TPdfCardListItem | null>(null);
  const [toDelete, setToDelete] = useState<TPdfCardListItem | null>(null);
  const [toRecord, setToRecord] = useState<TPdfCardListItem | null>(null);
  const plan = singlePurchasePdfPlan(agency.configuration);

  const columns = useMemo<GridColDef<TPdfCardListItem>[]>(
    () => [
      {
        field: 'companyName',
        headerName: 'Card',
        flex: 1.4,
        minWidth: phone ? 150 : 200,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.companyName}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {row.name || '—'} · #{row.pdfCardNo}
            </Typography>
            {/* A phone has no room for the Status column: the chips go under the name. */}
            {phone ? (
              <Box sx={{ mt: 0.5 }}>
                <StatusChips row={row} />
              </Box>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'businessName',
        headerName: 'Business',
        flex: 1.2,
        minWidth: 170,
        renderCell: ({ row }) => (
          <BusinessCell
            name={row.business.businessName}
            phone={formatPhone(row.registeredPhoneNumber ?? row.business.user.phoneNumber)}
          />
        ),
      },
      {
        field: 'templateCode',
        headerName: 'Template',
        sortable: false,
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <Typography variant="body2">{pdfTemplateOf(row.templateCode).name}</Typography>,
      },
      {
        field: 'status',
        headerName: 'Status',
        sortable: false,
        width: 170,
        renderCell: ({ row }) => <StatusChips row={row} />,
      },
      {
        field: 'createdAt',
        headerName: 'Made',
        width: 120,
        renderCell: ({ row }) => <Typography variant="body2">{formatDate(row.createdAt)}</Typography>,
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: phone ? 150 : 170,
        renderCell: ({ row }) => (
          <RowActions
            row={row}
            onRevoke={setToRevoke}
            onDelete={setToDelete}
            onRecord={money('manualPayment') && plan ? setToRecord : null}
          />
        ),
      },
    ],
    [money, plan, phone],
  );

  return (
    <UrlProjectList
      testIdPrefix="pdf-projects"
      testId="admin-pdf-projects"
      countLabel={(total) => `${total} PDF ID ${total === 1 ? 'card' : 'cards'}`}
      list={list}
      view={view}
      onChange={update}
      filters={PDF_FILTERS}
      searchKeys={PDF_CARD_SEARCH_KEYS}
      searchLabels={SEARCH_LABELS}
      optionLabel={(option) => PDF_TEMPLATES.find((t) => t.code === option)?.name ?? VALUE_LABELS[option] ?? option}
      empty={{
        narrowedTitle: 'No PDF ID cards match these filters',
        title: 'No PDF ID cards yet',
        text: 'Cards appear here as soon as a customer makes one.',
      }}
      rowActions={[status, remove]}
      actionErrorTestId="pdf-row-action-error"
      grid={{
        columns,
        getRowId: (row) => row.pdfCardNo,
        ariaLabel: 'PDF ID cards',
        sortKeys: PDF_CARD_SORT_KEYS,
        columnVisibilityModel: phone
          ? { businessName: false, templateCode: false, createdAt: false, status: false }
          : undefined,
        loading: list.isFetching,
        rowSlot: PdfRow,
      }}
    >
      <RowConfirmDialog
        row={toRevoke}
        title={toRevoke?.status === 'active' ? 'Revoke this card?' : 'Make this card active again?'}
        text={
          toRevoke?.status === 'active'
            ? PDF_CARD_MESSAGES.confirmRevoke
            : 'Its QR code will show it as active again at once.'
        }
        confirmLabel={toRevoke?.status === 'active' ? 'Revoke' : 'Make active'}
        destructive={toRevoke?.status === 'active'}
        loading={status.isPending}
        run={(row, callbacks) => status.mutate({ pdfCardNo: row.pdfCardNo, status: nextStatus(row) }, callbacks)}
        success={(row) => `${row.companyName}: the card is now ${nextStatus(row)}.`}
        onClose={() => setToRevoke(null)}
        testId="pdf-revoke-dialog"
      />
      <RowConfirmDialog
        row={toDelete}
        title="Delete this PDF ID card?"
        text={PDF_CARD_MESSAGES.confirmDelete}
        confirmLabel="Delete card"
        destructive
        loading={remove.isPending}
        run={(row, callbacks) => remove.mutate(row.pdfCardNo, callbacks)}
        success={(row) => `${row.companyName}: the PDF ID card was deleted.`}
        onClose={() => setToDelete(null)}
        testId="pdf-delete-dialog"
      />
      {plan ? (
        <RecordPaymentDialog
          key={toRecord?.pdfCardNo ?? 'none'}
          row={toRecord}
          pricePaise={plan.price}
          busy={purchase.stage === 'recording'}
          onConfirm={(paise, details) => {
            if (!toRecord) return;
            void purchase.recordManual(toRecord.pdfCardNo, plan.id, paise, details).then((done) => {
              if (done) setToRecord(null);
            });
          }}
          onClose={() => setToRecord(null)}
        />
      ) : null}
    </UrlProjectList>
  );
}

/** Revoking an active card, or making a revoked one active again. */
function nextStatus(row: TPdfCardListItem): 'active' | 'revoked' {
  return row.status === 'active' ? 'revoked' : 'active';
}
