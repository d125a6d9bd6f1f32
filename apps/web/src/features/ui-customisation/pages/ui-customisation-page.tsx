// /panel/admin/ui-customisation (the superadmin agency's admins): an agency's
// theme and its banners and tiles. The super admin picks the agency (its own by default); the
// agency is kept in the address (?agencyId=) so a reload or a shared link opens the same one.
import { GLOSSARY } from '@cardora/contract';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import ViewCarouselRounded from '@mui/icons-material/ViewCarouselRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useAgency } from '#app/agency-context';
import { type AgencyOption, AgencyPicker } from '#components/agency-picker';
import { RetryAlert } from '#components/retry-alert';
import { ItemsList } from '../components/items-list';
import { ThemeForm } from '../components/theme-form';
import { useUiCustomisation } from '../hooks/use-ui-customisation';

const TABS = ['theme', 'banners'] as const;
type TabName = (typeof TABS)[number];

export function UiCustomisationPage() {
  const own = useAgency();
  const [params, setParams] = useSearchParams();
  const agencyId = params.get('agencyId');
  const tab: TabName = params.get('tab') === 'banners' ? 'banners' : 'theme';
  const customisation = useUiCustomisation(agencyId);
  const data = customisation.data;
  const picked: AgencyOption = data
    ? { agencyId: data.agencyId, agencyName: data.agencyName }
    : { agencyId: agencyId ?? own.agencyId, agencyName: agencyId ? '…' : own.agencyName };

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }} data-testid="ui-customisation-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          {/* The top bar's title is the page's h1 (as on every panel page). */}
          <Typography variant="h1" component="h2">
            {GLOSSARY.uiCustomisation}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            The look of {data?.agencyName ?? 'the agency'}'s panel, sign-in, messages and card footer, and what its
            customers see on their pages.
          </Typography>
        </Box>
        <AgencyPicker
          value={picked}
          onChange={(agency) => update({ agencyId: agency.agencyId === own.agencyId ? null : agency.agencyId })}
        />
      </Stack>

      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => update({ tab: value === 'theme' ? null : value })}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        <Tab value="theme" label="Theme" icon={<PaletteRounded />} iconPosition="start" data-testid="ui-tab-theme" />
        <Tab
          value="banners"
          label="Banners & tiles"
          icon={<ViewCarouselRounded />}
          iconPosition="start"
          data-testid="ui-tab-banners"
        />
      </Tabs>

      {customisation.error ? (
        <RetryAlert error={customisation.error} onRetry={() => void customisation.refetch()} />
      ) : !data ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading">
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : tab === 'theme' ? (
        // Keyed by agency: another agency's theme starts a fresh form.
        <ThemeForm key={data.agencyId} customisation={data} agencyId={agencyId} />
      ) : (
        <ItemsList customisation={data} agencyId={agencyId} />
      )}
    </Stack>
  );
}
