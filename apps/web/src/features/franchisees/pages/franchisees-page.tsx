import {
  FRANCHISEE_PERMISSION_INFO,
  FRANCHISEE_PERMISSIONS,
  type FranchiseePermission,
  GLOSSARY,
  type TFranchisee,
  type TFranchiseeListQuery,
} from '@cardora/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardListPage, useEditDialog } from '#components/card-list-page';
import { SearchField, usePagedSearch } from '#components/form/search-field';
import { formatDate, formatPhone } from '#lib/format';
import { FranchiseeDialog } from '../components/franchisee-dialog';
import { useFranchiseeList } from '../hooks/use-franchisees';

const PAGE_SIZE = 20;

function isPermission(value: string): value is FranchiseePermission {
  return FRANCHISEE_PERMISSIONS.some((p) => p === value);
}

function FranchiseeRow({ franchisee, onEdit }: { franchisee: TFranchisee; onEdit: () => void }) {
  const allCard = franchisee.roles.includes('franchisee-with-all-card-access');
  return (
    <Card sx={{ p: 2 }} data-testid="franchisee-row">
      <Stack spacing={1.25}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {franchisee.name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatPhone(franchisee.phoneNumber)} · since {formatDate(franchisee.createdAt)}
            </Typography>
          </Box>
          <Button size="small" startIcon={<EditRounded />} onClick={onEdit} data-testid="franchisee-edit">
            {GLOSSARY.edit}
          </Button>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {allCard ? <Chip size="small" color="primary" label="All card access" /> : null}
          {franchisee.configuration.hideBilling ? <Chip size="small" label="Billing hidden" /> : null}
          {franchisee.passwordSet ? null : <Chip size="small" color="warning" label="No password yet" />}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} data-testid="franchisee-permission-chips">
          {franchisee.permissions.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              No permissions: can only view its businesses.
            </Typography>
          ) : (
            franchisee.permissions.map((permission) => (
              <Chip
                key={permission}
                size="small"
                variant="outlined"
                label={FRANCHISEE_PERMISSION_INFO[permission].label}
              />
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** /admin/franchisees: the agency's franchisees (admin only), create and edit. */
export function FranchiseesPage() {
  const { page, setPage, words: debounced, searchProps } = usePagedSearch(1);
  const [permission, setPermission] = useState<FranchiseePermission | ''>('');
  const dialog = useEditDialog<TFranchisee>();
  const query: TFranchiseeListQuery = {
    page,
    pageSize: PAGE_SIZE,
    ...(debounced ? { search: debounced } : {}),
    ...(permission ? { permission } : {}),
  };
  const list = useFranchiseeList(query);

  return (
    <CardListPage
      testIdPrefix="franchisee"
      pluralTestIdPrefix="franchisees"
      testId="franchisees-page"
      title={GLOSSARY.franchiseeList}
      countLabel={(total) => `${total} ${total === 1 ? 'franchisee' : 'franchisees'}`}
      create={{ label: 'New franchisee', icon: <PersonAddAlt1Rounded />, onClick: () => dialog.open(null) }}
      search={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField label="Search name or phone" {...searchProps} testId="franchisee-search" />
          <TextField
            select
            label="Permission"
            value={permission}
            onChange={(event) => {
              const value = event.target.value;
              setPermission(isPermission(value) ? value : '');
              setPage(1);
            }}
            sx={{ minWidth: { sm: 240 } }}
            slotProps={{
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'franchisee-permission-filter' },
            }}
          >
            <MenuItem value="">Any</MenuItem>
            {FRANCHISEE_PERMISSIONS.map((p) => (
              <MenuItem key={p} value={p}>
                {FRANCHISEE_PERMISSION_INFO[p].label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
      list={list}
      skeletonHeight={96}
      emptyText={
        debounced || permission
          ? 'No franchisees match this search.'
          : 'No franchisees yet. Create one to let a reseller work for your agency.'
      }
      renderItem={(franchisee) => (
        <FranchiseeRow key={franchisee.franchiseeId} franchisee={franchisee} onEdit={() => dialog.open(franchisee)} />
      )}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <FranchiseeDialog open={dialog.isOpen} franchisee={dialog.editing} onClose={dialog.close} />
    </CardListPage>
  );
}
