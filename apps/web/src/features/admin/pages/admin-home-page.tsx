import { type AdminMenuContext, roleLabels, type TSessionState, visibleAdminMenu } from '@cardora/contract';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAgency } from '#app/agency-context';
import { IconTile } from '#components/icon-tile';
import { AdminDashboardTiles } from '#features/insights';
import { adminMenuEntry } from '../admin-menu';

function nameOf(session: TSessionState): string | null {
  if (session.kind === 'user') return session.details.user.name;
  if (session.kind === 'franchisee') return session.franchisee.name;
  return null;
}

function rolesOf(session: TSessionState): readonly string[] {
  if (session.kind === 'user') return session.details.user.roles;
  if (session.kind === 'franchisee') return session.franchisee.roles;
  return [];
}

/** /panel/admin: a welcome, the agency's figures (GET /dashboard) and a tile per visible menu item. */
export function AdminHomePage({ session, ctx }: { session: TSessionState; ctx: AdminMenuContext }) {
  const agency = useAgency();
  const name = nameOf(session);
  const invitationLink = agency.configuration.dashboardConfig.invitationSiteLink;
  const items = visibleAdminMenu(ctx).filter((item) => item !== 'home' && item !== 'logout');
  // The roles in the glossary's words, as the drawer header says them (one name per thing).
  const roles = roleLabels(rolesOf(session), { superadminAgency: ctx.isSuperadminAgency }).join(' · ');

  return (
    <Stack spacing={{ xs: 2.5, sm: 3.5 }} data-testid="admin-home">
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={agency.agencyName} size="small" color="primary" />
          {roles ? <Chip label={roles} size="small" variant="outlined" data-testid="admin-home-roles" /> : null}
        </Stack>
        <Typography variant="h1" component="h2" sx={{ mt: 1.5 }}>
          Welcome{name ? `, ${name.split(' ')[0]}` : ''}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          Everything you manage for {agency.agencyName}, in one place.
        </Typography>
      </Box>
      <AdminDashboardTiles />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
        data-testid="admin-tiles"
      >
        {items.map((item) => {
          const entry = adminMenuEntry(item, ctx);
          const external = item === 'digitalInvitationCard';
          if (external && !invitationLink) return null;
          const linkProps = external
            ? { component: 'a', href: invitationLink ?? undefined, target: '_blank', rel: 'noopener noreferrer' }
            : { component: RouterLink, to: entry.path ?? '/admin' };
          return (
            <Card key={item} data-testid={`tile-${item}`}>
              <CardActionArea
                {...linkProps}
                sx={{
                  p: 2,
                  height: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.75,
                  justifyContent: 'flex-start',
                }}
              >
                <IconTile>{entry.icon}</IconTile>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{entry.label}</Typography>
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {entry.description}
                  </Typography>
                </Box>
                {external ? (
                  <OpenInNewRounded sx={{ color: 'text.disabled', fontSize: 18 }} />
                ) : (
                  <ChevronRightRounded sx={{ color: 'text.disabled' }} />
                )}
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
