// What the chosen colours look like where they are used: the sign-in band (primary, with the logo
// and the app name), the panel's top bar (accent, with its fixed blue border) and a button.
import { darkenHex } from '@cardora/contract';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOP_BAR_BORDER_COLOR } from '#app/theme';
import { AgencyLogo } from '#components/agency-logo';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ThemePreview({
  appName,
  primaryColor,
  secondaryColor,
  logoUrl,
  loginBackgroundUrl,
}: {
  appName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  loginBackgroundUrl: string | null;
}) {
  const primary = HEX.test(primaryColor) ? primaryColor : '#1e63d6';
  const accent = HEX.test(secondaryColor) ? secondaryColor : '#0f1b2d';
  const name = appName.trim() || 'Your app';
  const band = `linear-gradient(135deg, ${primary}e0 0%, ${darkenHex(primary, 0.3)}f0 100%)`;
  return (
    <Box
      data-testid="theme-preview"
      aria-label="Preview of the sign-in page and the top bar"
      sx={{
        width: '100%',
        maxWidth: 320,
        mx: 'auto',
        borderRadius: 5,
        border: 8,
        borderColor: '#172033',
        overflow: 'hidden',
        bgcolor: '#f4f6fb',
        boxShadow: '0 18px 40px rgba(15, 27, 45, 0.18)',
      }}
    >
      <Box
        sx={{
          height: 44,
          px: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: accent,
          color: '#fff',
          borderBottom: `3px solid ${TOP_BAR_BORDER_COLOR}`,
        }}
      >
        <AgencyLogo name={name} logoUrl={logoUrl} size={24} onDark />
        <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 14, flex: 1 }} noWrap>
          {name}
        </Typography>
        <MenuRounded fontSize="small" />
      </Box>
      <Box
        sx={{
          position: 'relative',
          px: 2,
          pt: 3,
          pb: 6,
          textAlign: 'center',
          color: '#fff',
          background: loginBackgroundUrl ? `${band}, url("${encodeURI(loginBackgroundUrl)}") center / cover` : band,
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <AgencyLogo name={name} logoUrl={logoUrl} size={44} onDark />
          <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 17 }}>{name}</Typography>
        </Stack>
      </Box>
      <Box
        sx={{
          position: 'relative',
          mx: 1.5,
          mt: -4,
          mb: 2,
          p: 2,
          bgcolor: '#fff',
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 8px 20px rgba(15, 27, 45, 0.08)',
        }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: 15, mb: 1 }}>Sign in</Typography>
        <Box sx={{ height: 34, borderRadius: 1.5, border: 1, borderColor: 'divider', mb: 1.25 }} />
        <Box
          sx={{
            height: 36,
            borderRadius: 1.5,
            bgcolor: primary,
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 600,
            fontSize: 14,
          }}
        >
          Continue
        </Box>
      </Box>
    </Box>
  );
}
