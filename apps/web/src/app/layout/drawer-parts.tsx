import { roleLabels, type TSessionState } from '@cardora/contract/auth';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '#features/session';
import { useRoleLabel } from '#i18n/role-label';
import { formatPhone } from '#lib/format';
import { useAgency } from '../agency-context';
import { TOP_BAR_BORDER_COLOR } from '../theme';

interface DrawerItemProps {
  testId: string;
  icon: ReactNode;
  label: string;
  secondary?: string;
  /** An in-app route (relative to /panel). */
  to?: string;
  /** An external site, opened in a new tab. */
  href?: string;
  onClick?: () => void;
  nested?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

function isCurrent(to: string | undefined, pathname: string, search: string): boolean {
  if (!to) return false;
  const [path, query] = to.split('?');
  if (path !== pathname.replace(/\/+$/, '')) return false;
  return !query || search.replace(/^\?/, '') === query;
}

/** One drawer entry; every entry carries data-testid="menu-<key>" for the e2e journeys. */
export function DrawerItem({
  testId,
  icon,
  label,
  secondary,
  to,
  href,
  onClick,
  nested,
  disabled,
  tone,
}: DrawerItemProps) {
  const { pathname, search } = useLocation();
  const selected = isCurrent(to, pathname, search);
  const common = {
    'data-testid': `menu-${testId}`,
    selected,
    disabled,
    onClick,
    sx: {
      pl: nested ? 4.5 : 1.5,
      py: nested ? 0.75 : 1,
      color: tone === 'danger' ? 'error.main' : undefined,
    },
  };
  const content = (
    <>
      <ListItemIcon
        sx={{ minWidth: 36, color: tone === 'danger' ? 'error.main' : selected ? 'primary.main' : 'text.secondary' }}
      >
        {icon}
      </ListItemIcon>
      <ListItemText
        primary={label}
        secondary={secondary}
        slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 400, fontSize: nested ? 14 : 15 } } }}
      />
      {href ? <OpenInNewRounded sx={{ fontSize: 16, color: 'text.secondary' }} /> : null}
    </>
  );
  if (to) {
    return (
      <ListItemButton component={RouterLink} to={to} aria-current={selected ? 'page' : undefined} {...common}>
        {content}
      </ListItemButton>
    );
  }
  if (href) {
    return (
      <ListItemButton component="a" href={href} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </ListItemButton>
    );
  }
  return <ListItemButton {...common}>{content}</ListItemButton>;
}

interface DrawerGroupProps {
  testId: string;
  icon: ReactNode;
  label: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible drawer section ('My projects', 'Create'). */
export function DrawerGroup({ testId, icon, label, defaultOpen = false, children }: DrawerGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <ListItemButton
        data-testid={`menu-${testId}`}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{ pl: 1.5, py: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 15 } } }} />
        {open ? (
          <ExpandLessRounded sx={{ color: 'text.secondary' }} />
        ) : (
          <ExpandMoreRounded sx={{ color: 'text.secondary' }} />
        )}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
}

interface DrawerHeaderProps {
  /** The area's account page (/customer/account or /admin/account), linked from the header. */
  accountPath: string;
  children?: ReactNode;
}

/** Who is signed in, as the header says it: the 'Logged in as' line, name and roles. */
function signedIn(session: TSessionState): { identity: string; name: string | null; roles: readonly string[] } {
  if (session.kind === 'user') {
    const { user } = session.details;
    const identity = user.isForeignUser ? (user.email ?? '') : formatPhone(user.phoneNumber);
    return { identity, name: user.name, roles: user.roles };
  }
  if (session.kind === 'franchisee') {
    const { franchisee } = session;
    return { identity: formatPhone(franchisee.phoneNumber), name: franchisee.name, roles: franchisee.roles };
  }
  return { identity: '', name: null, roles: [] };
}

/**
 * The drawer's dark header: 'Logged in as' the e-mail (foreign users) or phone, the name,
 * the roles in words (never ids; a plain customer's one role goes unsaid), and a link to the
 * account page, for staff and franchisees as for customers.
 */
export function DrawerHeader({ accountPath, children }: DrawerHeaderProps) {
  const session = useSession();
  const agency = useAgency();
  const { t } = useTranslation(['common', 'glossary']);
  const roleLabel = useRoleLabel();
  const { identity, name, roles } = signedIn(session);
  const labels = roleLabels(roles, { superadminAgency: agency.roles.includes('superadmin') }).map(roleLabel);
  const showRoles = roles.some((role) => role !== 'customer');
  return (
    <Box
      sx={{
        bgcolor: 'secondary.main',
        color: '#fff',
        px: 2.5,
        pt: 3,
        pb: 2.5,
        borderBottom: `3px solid ${TOP_BAR_BORDER_COLOR}`,
      }}
      data-testid="drawer-header"
    >
      <Typography variant="caption" sx={{ opacity: 0.75, letterSpacing: '0.02em' }}>
        {t('loggedInAs')}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="logged-in-as">
        {identity}
      </Typography>
      {name ? (
        <Typography variant="body2" sx={{ opacity: 0.8, overflowWrap: 'anywhere' }} data-testid="drawer-name">
          {name}
        </Typography>
      ) : null}
      {showRoles ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }} data-testid="drawer-roles">
          {labels.map((label) => (
            <Chip key={label} label={label} size="small" sx={{ color: '#fff', bgcolor: alpha('#ffffff', 0.14) }} />
          ))}
        </Stack>
      ) : null}
      <Button
        component={RouterLink}
        to={accountPath}
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ManageAccountsRounded />}
        sx={{ mt: 1.5, borderColor: alpha('#ffffff', 0.4), color: '#fff' }}
        data-testid="drawer-account"
      >
        {t('glossary:account')}
      </Button>
      {children}
    </Box>
  );
}
