import { GLOSSARY, type TAdminNotification } from '@cardora/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '#api/api-error';
import { useAdminNotifications, useMarkAllNotificationsRead } from '../hooks/use-admin-notifications';
import { NotificationItem, NotificationSkeleton } from './notification-item';

/** A message in the middle of the panel: empty, or failed to load. */
function PanelMessage({
  icon,
  title,
  text,
  action,
  tone = 'primary',
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  tone?: 'primary' | 'error';
  testId: string;
}) {
  return (
    <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center', px: 4, py: 6 }} data-testid={testId}>
      <Box
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          bgcolor: alpha(theme.palette[tone].main, 0.1),
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h5" component="p">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 300 }}>
        {text}
      </Typography>
      {action}
    </Stack>
  );
}

/** "Now" for relative times, moving on every half minute while the panel is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The bell's content: a header with "Mark all read", then the notifications or their state. */
export function NotificationPanel({
  onOpen,
  onClose,
  showClose,
}: {
  onOpen: (notification: TAdminNotification) => void;
  onClose: () => void;
  /** Phones show a close button in the sheet's header; the desktop popover closes on the outside. */
  showClose: boolean;
}) {
  const notifications = useAdminNotifications();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const { unreadCount } = notifications;

  let body: ReactNode;
  if (notifications.isPending) {
    body = (
      <Box aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((key) => (
          <NotificationSkeleton key={key} />
        ))}
      </Box>
    );
  } else if (notifications.isError && notifications.notifications.length === 0) {
    body = (
      <PanelMessage
        testId="notifications-error"
        tone="error"
        icon={<ErrorOutlineRounded />}
        title="Notifications did not load"
        text={errorMessage(notifications.error)}
        action={
          <Button variant="outlined" onClick={() => void notifications.refetch()} data-testid="notifications-retry">
            {GLOSSARY.tryAgain}
          </Button>
        }
      />
    );
  } else if (notifications.notifications.length === 0) {
    body = (
      <PanelMessage
        testId="notifications-empty"
        icon={<NotificationsNoneRounded />}
        title="You're all caught up"
        text="New customers, payments and image requests will show up here."
      />
    );
  } else {
    body = (
      <>
        {unreadCount === 0 ? (
          <Stack
            direction="row"
            spacing={1}
            sx={(theme) => ({
              alignItems: 'center',
              px: 2,
              py: 1,
              color: 'success.dark',
              bgcolor: alpha(theme.palette.success.main, 0.08),
              borderBottom: 1,
              borderColor: 'divider',
            })}
            data-testid="notifications-caught-up"
          >
            <DoneAllRounded fontSize="small" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              You're all caught up
            </Typography>
          </Stack>
        ) : null}
        <List disablePadding data-testid="notification-list">
          {notifications.notifications.map((notification, index) => (
            <Box component="li" key={notification.id} sx={{ listStyle: 'none' }}>
              {index > 0 ? <Divider component="div" /> : null}
              <NotificationItem notification={notification} now={now} onOpen={onOpen} />
            </Box>
          ))}
        </List>
        {notifications.hasNextPage ? (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button
              onClick={() => void notifications.fetchNextPage()}
              disabled={notifications.isFetchingNextPage}
              startIcon={notifications.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
              data-testid="notifications-more"
            >
              Show older
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }} data-testid="notifications">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h2">
            Notifications
          </Typography>
          {notifications.isSuccess ? (
            <Typography variant="caption" color="textSecondary" data-testid="notifications-summary">
              {unreadCount === 0 ? 'Nothing unread' : `${unreadCount} unread`}
            </Typography>
          ) : null}
        </Box>
        <Button
          size="small"
          startIcon={markAll.isPending ? <CircularProgress size={14} /> : <DoneAllRounded />}
          onClick={() => markAll.mutate()}
          disabled={unreadCount === 0 || markAll.isPending}
          data-testid="notifications-mark-all"
        >
          Mark all read
        </Button>
        {showClose ? (
          <IconButton onClick={onClose} aria-label="Close notifications" edge="end" data-testid="notifications-close">
            <CloseRounded />
          </IconButton>
        ) : null}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>{body}</Box>
    </Box>
  );
}
