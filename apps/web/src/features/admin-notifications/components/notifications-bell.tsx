import type { TAdminNotification } from '@cardora/contract';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminNotifications, useMarkNotificationRead } from '../hooks/use-admin-notifications';
import { unreadLabel } from '../relative-time';
import { NotificationPanel } from './notification-panel';

/**
 * The admin area's bell (top bar): the unread count as a badge, polled every 30 s and on window
 * focus; a popover on wider screens, a bottom sheet on phones. Opening a notification marks it
 * read (for this reader only) and goes to its link.
 */
export function NotificationsBell() {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width:767px)');
  const navigate = useNavigate();
  const panelId = useId();
  const notifications = useAdminNotifications();
  const markRead = useMarkNotificationRead();
  const { unreadCount } = notifications;

  const show = () => {
    setOpen(true);
    // Fresh when opened, whatever the poll last saw.
    void notifications.refetch();
  };
  const close = () => setOpen(false);
  const openNotification = (notification: TAdminNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    close();
    if (notification.link) void navigate(notification.link);
  };

  const panel = <NotificationPanel onOpen={openNotification} onClose={close} showClose={phone} />;

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          ref={anchor}
          color="inherit"
          onClick={show}
          aria-label={`Notifications: ${unreadLabel(unreadCount)}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-testid="notifications-bell"
          data-unread={unreadCount}
          data-loaded={notifications.isSuccess ? 'true' : 'false'}
        >
          <Badge
            badgeContent={unreadCount}
            max={99}
            color="error"
            overlap="circular"
            sx={{ '& .MuiBadge-badge': { fontWeight: 700, border: '2px solid', borderColor: 'secondary.main' } }}
          >
            {unreadCount > 0 ? <NotificationsRounded /> : <NotificationsNoneRounded />}
          </Badge>
        </IconButton>
      </Tooltip>
      {phone ? (
        <Drawer
          anchor="bottom"
          open={open}
          onClose={close}
          slotProps={{
            paper: {
              id: panelId,
              'aria-label': 'Notifications',
              sx: {
                maxHeight: '85dvh',
                display: 'flex',
                flexDirection: 'column',
                borderTopLeftRadius: 20,
                borderTopRightRadius: 20,
                overflow: 'hidden',
                pb: 'env(safe-area-inset-bottom)',
              },
            },
          }}
          data-testid="notifications-sheet"
        >
          {panel}
        </Drawer>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor.current}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              id: panelId,
              'aria-label': 'Notifications',
              sx: {
                // Clear of the top bar and its 3 px border.
                mt: 2,
                width: 400,
                maxWidth: 'calc(100vw - 32px)',
                maxHeight: 'min(560px, calc(100dvh - 96px))',
                display: 'flex',
                flexDirection: 'column',
                overflow: 'hidden',
                boxShadow: '0 12px 40px rgba(15, 27, 45, 0.18)',
              },
            },
          }}
          data-testid="notifications-popover"
        >
          {panel}
        </Popover>
      )}
    </>
  );
}
