// An agency's documents on its Billing page (admins; English, as the admin area is): the
// invoices the platform issued to it for its bills, and what it issued itself in a month with the
// month's export for the accountant. docs/product-rules.md#gst-documents
import { endpoints, MONTH_NAMES, type TAX_EXPORT_FORMATS } from '@cardora/contract';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '#api/api-error';
import { downloadFile } from '#api/download-file';
import { istMonth, shiftMonth } from '../documents';
import { useBuyerDocuments, useMonthDocuments } from '../hooks/use-tax-documents';
import { DocumentList } from './document-list';

type ExportFormat = (typeof TAX_EXPORT_FORMATS)[number];

const EXPORTS: readonly { format: ExportFormat; label: string; icon: ReactNode; extension: string }[] = [
  { format: 'xlsx', label: 'Excel', icon: <TableChartOutlined />, extension: 'xlsx' },
  { format: 'csv', label: 'CSV', icon: <DescriptionOutlined />, extension: 'csv' },
  { format: 'zip', label: 'PDFs (zip)', icon: <FolderZipOutlined />, extension: 'zip' },
];

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Box>
      <Typography id={id} variant="h2" component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
        {text}
      </Typography>
    </Box>
  );
}

/** "Invoices from the platform": what the platform issued to the agency for its bills. */
export function PlatformInvoices({ agencyId }: { agencyId: string }) {
  const headingId = useId();
  const documents = useBuyerDocuments(agencyId);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId} data-testid="platform-invoices">
      <SectionHeading
        id={headingId}
        title="Invoices from the platform"
        text="A tax invoice or receipt for every bill paid, and a credit note when a payment is taken back."
      />
      <DocumentList documents={documents} testId="platform-invoice-list" />
    </Stack>
  );
}

/** "September 2027" for a YYYY-MM month. */
function monthTitle(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[monthNo - 1]} ${year}`;
}

/** The month shown, one step at a time, never past the current one (IST). */
function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const current = istMonth(new Date());
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} data-testid="documents-month-picker">
      <IconButton aria-label="Previous month" onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeftRounded />
      </IconButton>
      <Typography
        sx={{ fontWeight: 700, minWidth: 132, textAlign: 'center' }}
        aria-live="polite"
        data-testid="documents-month"
        data-month={month}
      >
        {monthTitle(month)}
      </Typography>
      <IconButton aria-label="Next month" disabled={month >= current} onClick={() => onChange(shiftMonth(month, 1))}>
        <ChevronRightRounded />
      </IconButton>
    </Stack>
  );
}

/** The month's export, in each format: a spinner on the one on its way, a snackbar when it fails. */
function ExportButtons({ month, agencyId }: { month: string; agencyId?: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat, extension: string) => {
    setBusy(format);
    try {
      await downloadFile(
        endpoints.exportTaxDocuments,
        { month, format, agencyId },
        `tax-documents-${month}.${extension}`,
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="documents-export">
      {EXPORTS.map(({ format, label, icon, extension }) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={icon}
          loading={busy === format}
          loadingPosition="start"
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format, extension)}
          aria-label={`Export ${monthTitle(month)} as ${label}`}
          sx={{ bgcolor: 'background.paper' }}
          data-testid={`documents-export-${format}`}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

function MonthDocuments({ month }: { month: string }) {
  const documents = useMonthDocuments(month);
  return <DocumentList documents={documents} showBuyer testId="issued-document-list" />;
}

/**
 * "Documents issued": what the agency issued to its customers in a month, and that month's export
 * (GSTR-1 workbook, CSV, or the PDFs in a zip). With `agencyId` (the platform's admins on another
 * agency) only the export: the month's list answers for the caller's own agency alone.
 */
export function IssuedDocuments({ agencyId }: { agencyId?: string }) {
  const headingId = useId();
  const [month, setMonth] = useState(() => istMonth(new Date()));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId} data-testid="issued-documents">
      <SectionHeading
        id={headingId}
        title="Documents issued"
        text={
          agencyId
            ? "The agency's invoices, receipts and credit notes of a month, for its accountant."
            : 'Invoices, receipts and credit notes your agency issued to its customers, month by month. Export a month for your accountant (GSTR-1).'
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1 }}
      >
        <MonthPicker month={month} onChange={setMonth} />
        <ExportButtons month={month} agencyId={agencyId} />
      </Stack>
      {agencyId ? null : <MonthDocuments month={month} />}
    </Stack>
  );
}
