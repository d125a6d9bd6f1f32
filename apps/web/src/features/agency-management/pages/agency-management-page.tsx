import { GLOSSARY, type TManagedAgency } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { SearchField } from '../../../components/form/search-field';
import { useDebounced } from '../../../lib/use-debounced';
import { AgencyBillingDialog } from '../../billing/components/agency-billing-dialog';
import { MoveOutRequests } from '../../billing/components/move-out-requests';
import { AddAdminDialog } from '../components/add-admin-dialog';
import { AgencyDialog } from '../components/agency-dialog';
import { DomainStatus } from '../components/domain-status';
import { useAgencyList } from '../hooks/use-agencies';

const PAGE_SIZE = 20;

function products(agency: TManagedAgency): string[] {
  const c = agency.configuration;
  return [
    c.imagePost.enableImagePost ? 'Greetings' : null,
    c.imagePost.enableImagePost && c.imagePost.isVideoPostsIncluded ? 'Video posts' : null,
    c.pdfCardConfig.enablePdfCardProduct ? 'PDF cards' : null,
    c.video.enableVideo ? 'Promotional videos' : null,
    c.dashboardConfig.showInvitationTileInCustomerDashboard ? 'Invitation tile' : null,
  ].filter((item): item is string => item !== null);
}

function AgencyRow({
  agency,
  onEdit,
  onAddAdmin,
  onBilling,
}: {
  agency: TManagedAgency;
  onEdit: () => void;
  onAddAdmin: () => void;
  /** The agency's billing (docs/product-rules.md#billing-of-agencies); the platform itself is not billed. */
  onBilling: () => void;
}) {
  return (
    <Card sx={{ p: 2 }} data-testid="agency-row">
      <Stack spacing={1.25}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {agency.agencyName}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap>
              {agency.platformHost} · {agency.adminCount} {agency.adminCount === 1 ? 'admin' : 'admins'}
            </Typography>
          </Box>
          {agency.roles.includes('superadmin') ? <Chip size="small" color="primary" label="Platform" /> : null}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {products(agency).map((name) => (
            <Chip key={name} size="small" variant="outlined" label={name} />
          ))}
          <Chip
            size="small"
            color={agency.paymentKeys.keysSet ? 'success' : 'default'}
            label={agency.paymentKeys.keysSet ? 'Razorpay keys set' : 'No Razorpay keys'}
            data-testid="agency-keys-chip"
          />
        </Stack>
        <Divider />
        <DomainStatus agency={agency} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {agency.roles.includes('superadmin') ? null : (
            <Button size="small" startIcon={<ReceiptLongRounded />} onClick={onBilling} data-testid="agency-billing">
              Billing
            </Button>
          )}
          <Button size="small" startIcon={<PersonAddAlt1Rounded />} onClick={onAddAdmin} data-testid="agency-add-admin">
            Add admin
          </Button>
          <Button size="small" startIcon={<EditRounded />} onClick={onEdit} data-testid="agency-edit">
            {GLOSSARY.edit}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** /admin/agency-management: the superadmin agency's admins manage every agency. */
export function AgencyManagementPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TManagedAgency | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [addAdminTo, setAddAdminTo] = useState<TManagedAgency | null>(null);
  const [billingOf, setBillingOf] = useState<TManagedAgency | null>(null);
  const debounced = useDebounced(search.trim(), 350);
  const list = useAgencyList({ page, pageSize: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const open = (agency: TManagedAgency | null) => {
    setEditing(agency);
    setDialogOpen(true);
  };

  return (
    <Stack spacing={2.5} data-testid="agency-management-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            {GLOSSARY.agencyManagement}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="agency-total">
            {list.data ? `${list.data.total} ${list.data.total === 1 ? 'agency' : 'agencies'}` : ' '}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddBusinessRounded />}
          onClick={() => open(null)}
          data-testid="agency-create"
        >
          New agency
        </Button>
      </Stack>
      <MoveOutRequests />
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <SearchField
          label="Search name, address or domain"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          testId="agency-search"
        />
      </Card>
      {list.isPending ? (
        <Stack spacing={1.5} data-testid="agencies-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : null}
      {list.isError ? (
        <Alert severity="error" data-testid="agencies-error">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data && list.data.list.length === 0 ? (
        <Card sx={{ p: 4, textAlign: 'center' }} data-testid="agencies-empty">
          <Typography color="textSecondary">
            {debounced ? 'No agencies match this search.' : 'No agencies yet.'}
          </Typography>
        </Card>
      ) : null}
      {list.data && list.data.list.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            opacity: list.isPlaceholderData ? 0.6 : 1,
          }}
          data-testid="agency-list"
        >
          {list.data.list.map((agency) => (
            <AgencyRow
              key={agency.agencyId}
              agency={agency}
              onEdit={() => open(agency)}
              onAddAdmin={() => setAddAdminTo(agency)}
              onBilling={() => setBillingOf(agency)}
            />
          ))}
        </Box>
      ) : null}
      {pages > 1 ? (
        <Pagination page={page} count={pages} onChange={(_e, value) => setPage(value)} sx={{ alignSelf: 'center' }} />
      ) : null}
      <AgencyDialog open={dialogOpen} agency={editing} onClose={() => setDialogOpen(false)} />
      <AddAdminDialog agency={addAdminTo} onClose={() => setAddAdminTo(null)} />
      <AgencyBillingDialog agency={billingOf} onClose={() => setBillingOf(null)} />
    </Stack>
  );
}
