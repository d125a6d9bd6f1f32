import { type EndpointDef, endpoints, GLOSSARY, type TReportFormat } from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { downloadFile } from '#api/download-file';
import { EMPTY_FILTERS, filterQuery, type ListFilterState, ListFilters } from '#components/list/list-filters';

const REPORTS: { key: string; title: string; text: string; endpoint: EndpointDef; fileStem: string }[] = [
  {
    key: 'business',
    title: 'Business report',
    text: 'Every business matching the filters: owner, card, subscription, expiry.',
    endpoint: endpoints.businessReport,
    fileStem: 'business-report',
  },
  {
    key: 'digital-card',
    title: 'Digital card report',
    text: 'Every digital card matching the filters, with its business.',
    endpoint: endpoints.digitalCardReport,
    fileStem: 'digital-card-report',
  },
];

/** Each report's two files: the CSV, and the Excel workbook of the same columns with typed cells. */
const FORMATS: { format: TReportFormat; label: string; testIdSuffix: string }[] = [
  { format: 'csv', label: 'Download CSV', testIdSuffix: '' },
  { format: 'xlsx', label: 'Download Excel', testIdSuffix: '-xlsx' },
];

type Download = { report: (typeof REPORTS)[number]; format: TReportFormat };

/**
 * /admin/report: both reports with the tables' filters and search, each as CSV or Excel
 * (docs/product-rules.md#reports-as-spreadsheets); errors shown as the server says.
 */
export function ReportPage() {
  const [state, setState] = useState<ListFilterState>(EMPTY_FILTERS);
  const download = useMutation({
    mutationFn: ({ report, format }: Download) =>
      downloadFile(
        report.endpoint,
        { ...filterQuery(state), ...(format === 'csv' ? {} : { format }) },
        `${report.fileStem}.${format}`,
      ),
  });

  return (
    <Stack spacing={2.5} data-testid="report-page">
      <Typography variant="h2" component="h2">
        {GLOSSARY.report}
      </Typography>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1">Filters</Typography>
          <ListFilters
            value={state}
            onChange={setState}
            testIdPrefix="report"
            onClear={() => setState(EMPTY_FILTERS)}
          />
        </Stack>
      </Card>
      {download.isError ? (
        <Alert severity="error" data-testid="report-error">
          {errorMessage(download.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {REPORTS.map((report) => (
          <Card key={report.key} sx={{ p: 2.5 }}>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h3" component="h3">
                {report.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {report.text} Dates in IST. CSV (UTF-8) for any program; Excel keeps phone numbers exactly as stored,
                numbers as numbers and dates as dates.
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {FORMATS.map(({ format, label, testIdSuffix }) => {
                  const busy =
                    download.isPending &&
                    download.variables?.report.key === report.key &&
                    download.variables.format === format;
                  return (
                    <Button
                      key={format}
                      variant={format === 'csv' ? 'contained' : 'outlined'}
                      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DownloadRounded />}
                      disabled={download.isPending}
                      onClick={() => download.mutate({ report, format })}
                      data-testid={`download-${report.key}-report${testIdSuffix}`}
                    >
                      {busy ? 'Preparing…' : label}
                    </Button>
                  );
                })}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
