import { type EndpointDef, endpoints, GLOSSARY } from '@cardora/contract';
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
import { errorMessage } from '../../../api/api-error';
import { downloadFile } from '../../../api/download-file';
import { EMPTY_FILTERS, filterQuery, type ListFilterState, ListFilters } from '../../projects/components/list-filters';

const REPORTS: { key: string; title: string; text: string; endpoint: EndpointDef; fileName: string }[] = [
  {
    key: 'business',
    title: 'Business report',
    text: 'Every business matching the filters: owner, card, subscription, expiry.',
    endpoint: endpoints.businessReport,
    fileName: 'business-report.csv',
  },
  {
    key: 'digital-card',
    title: 'Digital card report',
    text: 'Every digital card matching the filters, with its business.',
    endpoint: endpoints.digitalCardReport,
    fileName: 'digital-card-report.csv',
  },
];

/** /admin/report: both CSV reports with the tables' filters and search; errors shown as the server says. */
export function ReportPage() {
  const [state, setState] = useState<ListFilterState>(EMPTY_FILTERS);
  const download = useMutation({
    mutationFn: (report: (typeof REPORTS)[number]) =>
      downloadFile(report.endpoint, filterQuery(state), report.fileName),
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
        {REPORTS.map((report) => {
          const busy = download.isPending && download.variables?.key === report.key;
          return (
            <Card key={report.key} sx={{ p: 2.5 }}>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="h3" component="h3">
                  {report.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {report.text} CSV for Excel (UTF-8), dates in IST.
                </Typography>
                <Button
                  variant="contained"
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DownloadRounded />}
                  disabled={download.isPending}
                  onClick={() => download.mutate(report)}
                  data-testid={`download-${report.key}-report`}
                >
                  {busy ? 'Preparing…' : 'Download CSV'}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
