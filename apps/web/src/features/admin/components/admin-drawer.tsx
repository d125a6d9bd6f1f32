import { type AdminMenuContext, MESSAGES, type TSessionState, visibleAdminMenu } from '@cardora/contract';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useAgency } from '../../../app/agency-context';
import { DrawerHeader, DrawerItem } from '../../../app/layout/drawer-parts';
import { formatPhone } from '../../../lib/format';
import { useLogout } from '../../session/hooks/use-logout';
import { adminMenuEntry } from '../admin-menu';

function whoIs(session: TSessionState): { identity: string; name?: string; roles: readonly string[] } {
  if (session.kind === 'user') {
    const { user } = session.details;
    return { identity: user.isForeignUser ? (user.email ?? '') : formatPhone(user.phoneNumber), roles: user.roles };
  }
  if (session.kind === 'franchisee') {
    return {
      identity: formatPhone(session.franchisee.phoneNumber),
      name: session.franchisee.name,
      roles: session.franchisee.roles,
    };
  }
  return { identity: '', roles: [] };
}

/** Spec 2 "Admin drawer": visibility ONLY through the contract's visibleAdminMenu (spec 6). */
export function AdminDrawer({ session, ctx }: { session: TSessionState; ctx: AdminMenuContext }) {
  const agency = useAgency();
  const { logout } = useLogout();
  const { identity, name, roles } = whoIs(session);
  const invitationLink = agency.configuration.dashboardConfig.invitationSiteLink;

  return (
    <>
      <DrawerHeader caption={MESSAGES.loggedInAs} identity={identity}>
        {name ? (
          <Typography variant="body2" sx={{ opacity: 0.8 }} data-testid="franchisee-name">
            {name}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
          {[...(ctx.isSuperadminAgency ? ['superadmin'] : []), ...roles].map((role) => (
            <Chip key={role} label={role} size="small" sx={{ color: '#fff', bgcolor: alpha('#ffffff', 0.14) }} />
          ))}
        </Stack>
      </DrawerHeader>
      <List component="nav" aria-label="Admin menu" sx={{ px: 1, py: 1.5, display: 'grid', gap: 0.25 }}>
        {visibleAdminMenu(ctx).map((item) => {
          const entry = adminMenuEntry(item, ctx);
          if (item === 'logout') {
            return (
              <Stack key={item}>
                <Divider sx={{ my: 1 }} />
                <DrawerItem testId={item} icon={entry.icon} label={entry.label} onClick={logout} tone="danger" />
              </Stack>
            );
          }
          if (item === 'digitalInvitationCard') {
            // The invitation site is the agency's own: without a link there is nothing to open.
            if (!invitationLink) return null;
            return <DrawerItem key={item} testId={item} icon={entry.icon} label={entry.label} href={invitationLink} />;
          }
          return (
            <DrawerItem key={item} testId={item} icon={entry.icon} label={entry.label} to={entry.path ?? undefined} />
          );
        })}
      </List>
    </>
  );
}
