import { type AdminMenuContext, type TSessionState, visibleAdminMenu } from '@cardora/contract';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { useAgency } from '#app/agency-context';
import { DrawerHeader, DrawerItem } from '#app/layout/drawer-parts';
import { useLogout } from '#features/session';
import { adminMenuEntry } from '../admin-menu';

/** The admin drawer: visibility ONLY through the contract's visibleAdminMenu. */
export function AdminDrawer({ ctx }: { session: TSessionState; ctx: AdminMenuContext }) {
  const agency = useAgency();
  const { logout } = useLogout();
  const invitationLink = agency.configuration.dashboardConfig.invitationSiteLink;

  return (
    <>
      <DrawerHeader accountPath="/admin/account" />
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
