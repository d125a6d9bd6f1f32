import {
  CARD_STATUS_FILTER,
  DATE_TYPE_FILTER,
  DONE_FILTER,
  type EndpointDef,
  endpoints,
  IMAGE_POST_FILTER,
  SEARCH_KEYS,
  SUBSCRIBED_FILTER,
  type TReportQuery,
} from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { usePageTitle } from '../../../app/layout/page-title';
import { downloadReport } from '../download-report';

type SearchKey = (typeof SEARCH_KEYS)[number];
const SEARCH_KEY_LABELS: Record<SearchKey, string> = {
  businessName: 'Business name',
  companyName: 'Company name',
  cardId: 'Card address',
  registeredPhoneNumber: 'Phone number',
  templateCode: 'Template code',
};

const FILTERS = [
  { key: 'done', label: 'Card', options: DONE_FILTER },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
  { key: 'status', label: 'Status', options: CARD_STATUS_FILTER },
  { key: 'imagePost', label: 'Image posts', options: IMAGE_POST_FILTER },
  { key: 'dateType', label: 'Expiry date', options: DATE_TYPE_FILTER },
] as const;
const VALUE_LABELS: Record<(typeof FILTERS)[number]['options'][number], string> = {
  done: 'Done',
  'not-done': 'Not done',
  subscribed: 'Subscribed',
  'not-subscribed': 'Not subscribed',
  active: 'Active',
  inactive: 'Inactive',
  enabled: 'Enabled',
  disabled: 'Disabled',
  flexible: 'Flexible',
  fixed: 'Fixed',
};
type FilterKey = (typeof FILTERS)[number]['key'];

function isSearchKey(value: string): value is SearchKey {
  return (SEARCH_KEYS as readonly string[]).includes(value);
}

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
  usePageTitle('Report');
  const [searchKey, setSearchKey] = useState<SearchKey>('businessName');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Partial<Record<FilterKey, string>>>({});

  const query: TReportQuery = {
    ...(search.trim() ? { searchKey, search: search.trim() } : {}),
    done: FILTERS[0].options.find((v) => v === filters.done),
    subscribed: FILTERS[1].options.find((v) => v === filters.subscribed),
    status: FILTERS[2].options.find((v) => v === filters.status),
    imagePost: FILTERS[3].options.find((v) => v === filters.imagePost),
    dateType: FILTERS[4].options.find((v) => v === filters.dateType),
  };
  const download = useMutation({
    mutationFn: (report: (typeof REPORTS)[number]) => downloadReport(report.endpoint, query, report.fileName),
  });

  return (
    <Stack spacing={2.5} data-testid="report-page">
      <Typography variant="h2" component="h2">
        Report
      </Typography>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1">Filters</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              label="Search by"
              value={searchKey}
              onChange={(event) => {
                if (isSearchKey(event.target.value)) setSearchKey(event.target.value);
              }}
              sx={{ minWidth: { sm: 200 } }}
              slotProps={{ htmlInput: { 'data-testid': 'report-search-key' } }}
            >
              {SEARCH_KEYS.map((key) => (
                <MenuItem key={key} value={key}>
                  {SEARCH_KEY_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'report-search' } }}
            />
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
            }}
          >
            {FILTERS.map((filter) => (
              <TextField
                key={filter.key}
                select
                size="small"
                label={filter.label}
                value={filters[filter.key] ?? ''}
                onChange={(event) =>
                  setFilters((previous) => ({ ...previous, [filter.key]: event.target.value || undefined }))
                }
                slotProps={{
                  select: { displayEmpty: true },
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `report-filter-${filter.key}` },
                }}
              >
                <MenuItem value="">Any</MenuItem>
                {filter.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {VALUE_LABELS[option]}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
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
                <Typography variant="body2" color="text.secondary">
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
