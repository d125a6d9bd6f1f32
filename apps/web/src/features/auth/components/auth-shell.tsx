import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgency } from '#app/agency-context';
import { AgencyLogo } from '#components/agency-logo';
import { LanguageSwitch } from '#i18n/language-switch';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  /** The franchisee pages are visibly the partner sign-in. */
  variant?: 'customer' | 'partner';
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The language switch in the band's top corner, drawn light on the agency's colour: before
 * signing in is when a person first needs to read the page in their language.
 */
function AuthLanguageSwitch() {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        zIndex: 2,
        '& .MuiToggleButton-root': {
          color: alpha('#ffffff', 0.85),
          borderColor: alpha('#ffffff', 0.35),
          py: 0.25,
          px: 1,
          fontSize: 13,
          lineHeight: 1.6,
        },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          color: '#fff',
          bgcolor: alpha('#ffffff', 0.22),
        },
      }}
    >
      <LanguageSwitch />
    </Box>
  );
}

/** The frame of every sign-in screen: the agency's brand on a coloured band, the form on a card. */
export function AuthShell({ title, subtitle, variant = 'customer', children, footer }: AuthShellProps) {
  const agency = useAgency();
  const { t } = useTranslation(['auth', 'glossary']);
  const partner = variant === 'partner';
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={(theme) => ({
          position: 'relative',
          pt: { xs: 4, sm: 7 },
          pb: { xs: 9, sm: 12 },
          px: 2,
          color: '#fff',
          background: partner
            ? `linear-gradient(135deg, ${theme.palette.secondary.main} 0%, ${alpha(theme.palette.secondary.main, 0.92)} 55%, ${theme.palette.primary.dark} 140%)`
            : agency.theme.loginBackgroundUrl
              ? // The agency's sign-in background (UI customisation) under its colour, so the name stays readable.
                `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.88)} 0%, ${alpha(theme.palette.primary.dark, 0.94)} 100%), url("${encodeURI(agency.theme.loginBackgroundUrl)}") center / cover`
              : `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
          overflow: 'hidden',
          '&::after': {
            content: '""',
            position: 'absolute',
            width: 360,
            height: 360,
            borderRadius: '50%',
            right: -120,
            top: -180,
            background: alpha('#ffffff', 0.08),
          },
        })}
      >
        <AuthLanguageSwitch />
        <Stack spacing={1.5} sx={{ alignItems: 'center', position: 'relative', zIndex: 1 }}>
          <AgencyLogo name={agency.agencyName} logoUrl={agency.theme.logoUrl} size={56} onDark />
          <Typography variant="h3" component="p" sx={{ color: '#fff', textAlign: 'center' }} data-testid="agency-name">
            {agency.agencyName}
          </Typography>
          {partner ? (
            <Chip
              icon={<HandshakeRounded />}
              label={t('glossary:partnerSignIn')}
              size="small"
              data-testid="partner-badge"
              sx={{ bgcolor: alpha('#ffffff', 0.16), color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
            />
          ) : null}
        </Stack>
      </Box>
      <Box sx={{ flex: 1, px: 2, mt: { xs: -6, sm: -8 }, pb: 4, display: 'flex', justifyContent: 'center' }}>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Paper
            elevation={0}
            sx={{
              p: { xs: 2.5, sm: 4 },
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 12px 32px rgba(15, 27, 45, 0.08)',
              position: 'relative',
            }}
          >
            <Stack spacing={0.75} sx={{ mb: 3 }}>
              <Typography variant="h2" component="h1">
                {title}
              </Typography>
              {subtitle ? (
                <Typography color="textSecondary" component="div">
                  {subtitle}
                </Typography>
              ) : null}
            </Stack>
            {children}
          </Paper>
          {footer ? <Box sx={{ mt: 2.5, textAlign: 'center' }}>{footer}</Box> : null}
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ mt: 3, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}
          >
            <LockRounded sx={{ fontSize: 14 }} />
            <Typography variant="caption">{t('shell.secureSignIn', { name: agency.agencyName })}</Typography>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
