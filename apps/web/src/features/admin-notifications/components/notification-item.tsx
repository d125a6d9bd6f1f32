import type { AdminNotificationKind, TAdminNotification } from '@cardora/contract';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PhotoLibraryRounded from '@mui/icons-material/PhotoLibraryRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RuleRounded from '@mui/icons-material/RuleRounded';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { relativeTime } from '../relative-time';

/** Each kind's icon and colour (fixed, so a kind looks the same in every agency's theme). */
const KIND_LOOK: Record<AdminNotificationKind, { icon: ReactNode; color: string }> = {
  'new-customer': { icon: <PersonAddAlt1Rounded />, color: '#2f6fe4' },
  'payment-received': { icon: <CurrencyRupeeRounded />, color: '#1a8f4c' },
  'manual-payment': { icon: <ReceiptLongRounded />, color: '#b86e00' },
  'image-request': { icon: <PhotoLibraryRounded />, color: '#7a45e6' },
  'bill-move-out': { icon: <RuleRounded />, color: '#c2410c' },
  'festival-reminder': { icon: <EventRounded />, color: '#be185d' },
};

function KindIcon({ kind }: { kind: AdminNotificationKind }) {
  const look = KIND_LOOK[kind];
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: look.color,
        bgcolor: alpha(look.color, 0.12),
        '& svg': { fontSize: 22 },
      }}
    >
      {look.icon}
    </Box>
  );
}

/** One notification: kind icon, title, text, when; unread ones are tinted, bold and dotted. */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
}: {
  notification: TAdminNotification;
  now: Date;
  onOpen: (notification: TAdminNotification) => void;
}) {
  const unread = !n.read;
  return (
    <ListItemButton
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      data-kind={n.kind}
      data-read={n.read ? 'true' : 'false'}
      aria-label={`${unread ? 'Unread: ' : ''}${n.title}. ${n.body}`}
      sx={(theme) => ({
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        px: 2,
        borderRadius: 0,
        bgcolor: unread ? alpha(theme.palette.primary.main, 0.05) : 'transparent',
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, unread ? 0.09 : 0.04) },
      })}
    >
      <KindIcon kind={n.kind} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 600, color: 'text.primary' }} noWrap>
            {n.title}
          </Typography>
          <Typography
            component="time"
            dateTime={n.createdAt}
            variant="caption"
            sx={{ color: unread ? 'primary.main' : 'text.secondary', fontWeight: unread ? 600 : 400, flexShrink: 0 }}
          >
            {relativeTime(n.createdAt, now)}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          sx={{
            mt: 0.25,
            color: unread ? 'text.primary' : 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {n.body}
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          mt: 0.75,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
    </ListItemButton>
  );
}

/** A row's shape while the list loads. */
export function NotificationSkeleton() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ px: 2, py: 1.5 }} data-testid="notification-skeleton">
      <Skeleton variant="circular" width={40} height={40} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="45%" />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </Box>
    </Stack>
  );
}
