// All Businesses on a tablet or computer: one row per business in a server-paginated,
// server-sorted Data Grid (phones keep the cards of BusinessRow).
import { GLOSSARY, type TBusiness } from '@cardora/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type GridColDef, GridRow, type GridRowProps } from '@mui/x-data-grid';
import { useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListGrid, type ServerListProps } from '#components/list/list-grid';
import { formatDate, formatPhone, initialsOf } from '#lib/format';
import { areaPaths, publicCardUrl } from '../area-paths';
import { BusinessActionsMenu, type BusinessRowActions } from './business-actions-menu';
import { CardStatusChip } from './card-status-chip';
import { PlanStateChips } from './plan-state-chips';

/** Rows keep the test id the journeys (and the phone cards) use. */
function BusinessGridRow(props: GridRowProps) {
  return <GridRow {...props} data-testid={`business-row-${props.rowId}`} />;
}

function EditCardButton({ business, iconOnly }: { business: TBusiness; iconOnly: boolean }) {
  const label = business.card ? 'Edit card' : 'Create card';
  const to = areaPaths.editCard('/admin', business.businessId);
  if (iconOnly) {
    return (
      <Tooltip title={label}>
        <IconButton component={RouterLink} to={to} aria-label={label} color="primary" data-testid="business-edit-card">
          <EditRounded />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="outlined"
      size="small"
      startIcon={<EditRounded />}
      sx={{ whiteSpace: 'nowrap', minHeight: 34 }}
      data-testid="business-edit-card"
    >
      {label}
    </Button>
  );
}

type ActionKey = Exclude<keyof BusinessRowActions, 'canEditCard'>;
const ACTION_KEYS: ActionKey[] = [
  'onSwitch',
  'onEditDetails',
  'onClone',
  'onDelete',
  'onUpgrade',
  'onPayments',
  'onResetPassword',
];

/** The offered actions, each calling the newest handler. */
function offeredActions(latest: { current: BusinessRowActions }, offered: string): BusinessRowActions {
  const result: BusinessRowActions = { canEditCard: latest.current.canEditCard };
  for (const key of ACTION_KEYS) {
    if (offered.split(',').includes(key)) result[key] = (business) => latest.current[key]?.(business);
  }
  return result;
}

function columnsFor(actions: BusinessRowActions, compact: boolean): GridColDef<TBusiness>[] {
  return [
    {
      field: 'businessName',
      headerName: 'Business',
      flex: 1.3,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            variant="rounded"
            sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 14, fontWeight: 700 }}
          >
            {initialsOf(row.businessName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="business-name">
              {row.businessName}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {row.categoryName}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      field: 'owner',
      headerName: 'Owner',
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.user.name ?? '—'}
          </Typography>
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="owner-contact"
          >
            {row.user.isForeignUser ? row.user.email : formatPhone(row.user.phoneNumber)}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'cardId',
      headerName: 'Digital card',
      description: 'Sorts by the card address',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <CardStatusChip card={row.card} />
          {row.card?.cardId ? (
            <Link
              href={publicCardUrl(row.card.cardId)}
              target="_blank"
              rel="noopener noreferrer"
              variant="caption"
              sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
              data-testid="business-public-link"
            >
              /{row.card.cardId}
            </Link>
          ) : null}
        </Stack>
      ),
    },
    {
      field: 'expiryDateForCustomer',
      headerName: 'Plan',
      description: 'Sorts by the expiry date',
      minWidth: 180,
      flex: 1,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
          <PlanStateChips business={row} />
        </Stack>
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Added',
      width: 120,
      renderCell: ({ row }) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.createdAt)}
        </Typography>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      // A tablet: the edit button is an icon, so every column fits without scrolling sideways.
      width: compact ? 112 : 160,
      sortable: false,
      resizable: false,
      align: 'right',
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end', width: '100%' }}>
          {actions.canEditCard ? <EditCardButton business={row} iconOnly={compact} /> : null}
          <BusinessActionsMenu business={row} actions={actions} />
        </Stack>
      ),
    },
  ];
}

export function BusinessGrid({
  actions,
  compact,
  ...list
}: ServerListProps<TBusiness> & {
  actions: BusinessRowActions;
  /** A tablet: the date added is left out so the rest fits. */
  compact: boolean;
}) {
  // The columns change only when which actions are offered changes (a new column set resets
  // the grid's column state); the handlers themselves are read when a row's menu is used.
  const latest = useRef(actions);
  latest.current = actions;
  const offered = Object.entries(actions)
    .filter(([, value]) => Boolean(value))
    .map(([key]) => key)
    .join();
  const columns = useMemo(() => columnsFor(offeredActions(latest, offered), compact), [offered, compact]);
  return (
    <ListGrid<TBusiness>
      {...list}
      columns={columns}
      getRowId={(row) => row.businessId}
      columnVisibilityModel={compact ? { createdAt: false } : {}}
      rowSlot={BusinessGridRow}
      ariaLabel={GLOSSARY.allBusinesses}
      testId="business-grid"
    />
  );
}
