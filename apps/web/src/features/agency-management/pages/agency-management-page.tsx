import { GLOSSARY, type TManagedAgency } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PercentRounded from '@mui/icons-material/PercentRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardListPage, useEditDialog } from '#components/card-list-page';
import { SearchField, usePagedSearch } from '#components/form/search-field';
import { AgencyBillingDialog, MoveOutRequests } from '#features/billing';
import { TaxSettingsDialog, type TaxSettingsTarget } from '#features/tax-settings';
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
  onTaxSettings,
}: {
  agency: TManagedAgency;
  onEdit: () => void;
  onAddAdmin: () => void;
  /** The agency's billing (docs/product-rules.md#billing-of-agencies); the platform itself is not billed. */
  onBilling: () => void;
  /** Who its documents name and how they carry GST (docs/product-rules.md#gst-documents). */
  onTaxSettings: () => void;
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
        <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {agency.roles.includes('superadmin') ? null : (
            <Button size="small" startIcon={<ReceiptLongRounded />} onClick={onBilling} data-testid="agency-billing">
              Billing
            </Button>
          )}
          <Button size="small" startIcon={<PercentRounded />} onClick={onTaxSettings} data-testid="agency-tax-settings">
            Tax settings
          </Button>
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
  const { page, setPage, words: debounced, searchProps } = usePagedSearch(1);
  const dialog = useEditDialog<TManagedAgency>();
  const [addAdminTo, setAddAdminTo] = useState<TManagedAgency | null>(null);
  const [billingOf, setBillingOf] = useState<TManagedAgency | null>(null);
  const [taxSettingsOf, setTaxSettingsOf] = useState<TaxSettingsTarget | null>(null);
  const list = useAgencyList({ page, pageSize: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) });

  return (
    <CardListPage
      testIdPrefix="agency"
      pluralTestIdPrefix="agencies"
      testId="agency-management-page"
      title={GLOSSARY.agencyManagement}
      countLabel={(total) => `${total} ${total === 1 ? 'agency' : 'agencies'}`}
      create={{ label: 'New agency', icon: <AddBusinessRounded />, onClick: () => dialog.open(null) }}
      headerActions={
        <Button
          variant="outlined"
          startIcon={<PercentRounded />}
          onClick={() => setTaxSettingsOf({ title: 'Platform tax settings' })}
          data-testid="platform-tax-settings"
        >
          Platform tax settings
        </Button>
      }
      above={<MoveOutRequests />}
      search={<SearchField label="Search name, address or domain" {...searchProps} testId="agency-search" />}
      list={list}
      skeletonHeight={140}
      emptyText={debounced ? 'No agencies match this search.' : 'No agencies yet.'}
      renderItem={(agency) => (
        <AgencyRow
          key={agency.agencyId}
          agency={agency}
          onEdit={() => dialog.open(agency)}
          onAddAdmin={() => setAddAdminTo(agency)}
          onBilling={() => setBillingOf(agency)}
          onTaxSettings={() =>
            setTaxSettingsOf({ agencyId: agency.agencyId, title: `Tax settings · ${agency.agencyName}` })
          }
        />
      )}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <AgencyDialog open={dialog.isOpen} agency={dialog.editing} onClose={dialog.close} />
      <AddAdminDialog agency={addAdminTo} onClose={() => setAddAdminTo(null)} />
      <AgencyBillingDialog agency={billingOf} onClose={() => setBillingOf(null)} />
      <TaxSettingsDialog target={taxSettingsOf} onClose={() => setTaxSettingsOf(null)} />
    </CardListPage>
  );
}
