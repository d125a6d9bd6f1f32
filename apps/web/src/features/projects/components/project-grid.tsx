// All Projects as a server-paginated, server-sorted Data Grid. The row actions (active, image
// posts, card limit, settings, delete) live in the cells; a phone sees the card, its switch
// and the ⋮ menu, and reaches the rest through Card settings.
import { GLOSSARY, type TCardListItem } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef, GridRow, type GridRowProps } from '@mui/x-data-grid';
import { createContext, useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { IconMenuItem } from '#components/icon-menu-item';
import { ListGrid, type ServerListProps } from '#components/list/list-grid';
import { publicCardUrl } from '#features/businesses';
import { formatDate, formatPhone } from '#lib/format';
import type { CardRowAction } from '../hooks/use-projects';

export interface ProjectRowActions {
  run: (action: CardRowAction) => void;
  /** The actions of this card still on their way to the server. */
  pendingOf: (cardNo: number) => CardRowAction[];
  openSettings: (row: TCardListItem) => void;
  askDelete: (row: TCardListItem) => void;
}

// The cells read the actions from here, so the columns stay the same while rows change state.
const RowActionsContext = createContext<ProjectRowActions | null>(null);

function useRowActions(): ProjectRowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('project cells render inside ProjectGrid');
  return actions;
}

function ProjectGridRow(props: GridRowProps) {
  return <GridRow {...props} data-testid="project-row" data-card-no={String(props.rowId)} />;
}

function CardAddress({ row }: { row: TCardListItem }) {
  if (!row.cardId) return <Typography color="textSecondary">—</Typography>;
  return (
    <Link
      href={publicCardUrl(row.cardId)}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      data-testid="project-card-id"
    >
      /{row.cardId}
    </Link>
  );
}

function StatusSwitch({ row }: { row: TCardListItem }) {
  const { run, pendingOf } = useRowActions();
  const pending = pendingOf(row.cardNo).find((action) => action.kind === 'status');
  const active = pending?.kind === 'status' ? pending.body.status === 'active' : row.status === 'active';
  return (
    <Switch
      checked={active}
      disabled={pending !== undefined}
      onChange={(_event, checked) =>
        run({ kind: 'status', body: { cardNo: row.cardNo, status: checked ? 'active' : 'inactive' } })
      }
      slotProps={{ input: { 'aria-label': `Card ${row.cardId ?? row.cardNo} active` } }}
      data-testid="card-status-switch"
      data-status={row.status}
    />
  );
}

function ImagePostSwitch({ row }: { row: TCardListItem }) {
  const { run, pendingOf } = useRowActions();
  const pending = pendingOf(row.cardNo).find((action) => action.kind === 'imagePost');
  const enabled =
    pending?.kind === 'imagePost' ? pending.body.imagePostStatus === 'enabled' : row.imagePostStatus === 'enabled';
  return (
    <Switch
      checked={enabled}
      disabled={pending !== undefined}
      onChange={(_event, checked) =>
        run({
          kind: 'imagePost',
          body: { cardNo: row.cardNo, imagePostStatus: checked ? 'enabled' : 'disabled' },
        })
      }
      slotProps={{ input: { 'aria-label': `Image posts for ${row.business.businessName}` } }}
      data-testid="image-post-switch"
    />
  );
}

/** A card limit typed in the row: saved on blur or Enter; empty means the plan's. */
function CardLimitField({ row }: { row: TCardListItem }) {
  const { run } = useRowActions();
  const shown = row.cardLimit === null ? '' : String(row.cardLimit);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(row.cardLimit);
  if (seen !== row.cardLimit) {
    setSeen(row.cardLimit);
    setText(shown);
  }
  const save = () => {
    const next = text.trim() === '' ? null : Number(text);
    if (next === row.cardLimit) return;
    if (next !== null && (next < 1 || next > 1000)) {
      setText(shown);
      return;
    }
    run({ kind: 'limit', body: { cardNo: row.cardNo, cardLimit: next } });
  };
  return (
    <TextField
      size="small"
      value={text}
      // Empty: the card follows its plan's limit.
      placeholder={GLOSSARY.cardLimitFromPlan}
      onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 4))}
      onBlur={save}
      onKeyDown={(event) => {
        // The grid moves between cells on arrow keys; typing here stays here.
        event.stopPropagation();
        if (event.key === 'Enter') save();
      }}
      sx={{ width: 84, '& input': { fontSize: 14, py: 0.75 } }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': `Card limit of ${row.cardId ?? row.business.businessName} (empty: the plan's)`,
          'data-testid': 'card-limit',
        },
      }}
    />
  );
}

function RowMenu({ row }: { row: TCardListItem }) {
  const { openSettings, askDelete } = useRowActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const act = (action: (row: TCardListItem) => void) => () => {
    close();
    action(row);
  };
  return (
    <>
      <IconButton
        aria-label={`More actions for ${row.cardId ?? row.business.businessName}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="project-menu"
      >
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <IconMenuItem icon={<TuneRounded fontSize="small" />} onClick={act(openSettings)} data-testid="card-settings">
          Card settings
        </IconMenuItem>
        {row.cardId ? (
          <IconMenuItem
            component="a"
            href={publicCardUrl(row.cardId)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            icon={<OpenInNewRounded fontSize="small" />}
          >
            Open the card
          </IconMenuItem>
        ) : null}
        <IconMenuItem
          component={RouterLink}
          to={`/admin/enquiries?businessId=${row.business.businessId}`}
          onClick={close}
          icon={<ForumRounded fontSize="small" />}
          data-testid="card-enquiries"
        >
          Feedback &amp; leads
        </IconMenuItem>
        <Divider />
        <IconMenuItem
          danger
          icon={<DeleteOutlineRounded fontSize="small" />}
          onClick={act(askDelete)}
          data-testid="delete-card"
        >
          Delete card
        </IconMenuItem>
      </Menu>
    </>
  );
}

function dateOrDash(value: string | null) {
  return (
    <Typography variant="body2" color={value ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
      {value ? formatDate(value) : '—'}
    </Typography>
  );
}

const COLUMNS: GridColDef<TCardListItem>[] = [
  {
    // Phones: the card, its business and owner in one cell.
    field: 'summary',
    headerName: 'Card',
    flex: 1,
    minWidth: 170,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <CardAddress row={row} />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.business.businessName}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {formatPhone(row.business.user.phoneNumber) || row.business.user.email}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'cardId',
    headerName: 'Card address',
    minWidth: 180,
    flex: 1,
    renderCell: ({ row }) => <CardAddress row={row} />,
  },
  {
    field: 'businessName',
    headerName: 'Business',
    minWidth: 180,
    flex: 1,
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="project-business">
          {row.business.businessName}
        </Typography>
        {row.companyName ? (
          <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.companyName}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  {
    field: 'phone',
    headerName: 'Phone',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => (
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatPhone(row.business.user.phoneNumber) || row.business.user.email || '—'}
      </Typography>
    ),
  },
  {
    field: 'expiryDateForCustomer',
    headerName: 'Expiry',
    width: 116,
    renderCell: ({ row }) => dateOrDash(row.business.expiryDateForCustomer),
  },
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 116,
    renderCell: ({ row }) => dateOrDash(row.createdAt),
  },
  {
    field: 'status',
    headerName: 'Active',
    width: 84,
    sortable: false,
    renderCell: ({ row }) => <StatusSwitch row={row} />,
  },
  {
    field: 'imagePostStatus',
    headerName: 'Image posts',
    width: 108,
    sortable: false,
    renderCell: ({ row }) => <ImagePostSwitch row={row} />,
  },
  {
    field: 'cardLimit',
    headerName: GLOSSARY.cardLimit,
    width: 104,
    sortable: false,
    renderCell: ({ row }) => <CardLimitField row={row} />,
  },
  {
    field: 'actions',
    headerName: '',
    width: 60,
    sortable: false,
    resizable: false,
    align: 'right',
    renderCell: ({ row }) => <RowMenu row={row} />,
  },
];

// A business's image posts are greetings: not a column while the agency does not sell them.
const COLUMNS_WITHOUT_IMAGE_POSTS = COLUMNS.filter((column) => column.field !== 'imagePostStatus');

const PHONE_COLUMNS = {
  summary: true,
  cardId: false,
  businessName: false,
  phone: false,
  expiryDateForCustomer: false,
  createdAt: false,
  imagePostStatus: false,
  cardLimit: false,
};
const TABLET_COLUMNS = { summary: false, phone: false, createdAt: false };
const DESKTOP_COLUMNS = { summary: false };

export function ProjectGrid({
  actions,
  size,
  imagePosts,
  ...list
}: ServerListProps<TCardListItem> & {
  actions: ProjectRowActions;
  size: 'phone' | 'tablet' | 'desktop';
  /** The agency sells greeting images (docs/product-rules.md#sell-only-what-works): the Image posts column shows. */
  imagePosts: boolean;
}) {
  return (
    <RowActionsContext.Provider value={actions}>
      <ListGrid<TCardListItem>
        {...list}
        columns={imagePosts ? COLUMNS : COLUMNS_WITHOUT_IMAGE_POSTS}
        getRowId={(row) => row.cardNo}
        columnVisibilityModel={size === 'phone' ? PHONE_COLUMNS : size === 'tablet' ? TABLET_COLUMNS : DESKTOP_COLUMNS}
        rowSlot={ProjectGridRow}
        ariaLabel={GLOSSARY.allProjects}
        testId="projects-table"
      />
    </RowActionsContext.Provider>
  );
}
