import ForumRounded from '@mui/icons-material/ForumRounded';
import Badge from '@mui/material/Badge';
import { DrawerItem } from '../../../app/layout/drawer-parts';
import { useEnquiryUnread } from '../hooks/use-enquiries';

export const ENQUIRIES_PATH = '/customer/enquiries';

/**
 * The customer's "Feedback & leads" menu entry, with the count of what arrived since they last
 * opened it (their panel notification: a badge, cleared when the page opens).
 */
export function EnquiriesMenuItem() {
  const unread = useEnquiryUnread(true).data?.total ?? 0;
  return (
    <DrawerItem
      nested
      testId="enquiries"
      icon={
        <Badge badgeContent={unread} color="error" max={99} data-testid="enquiries-unread">
          <ForumRounded />
        </Badge>
      }
      label="Feedback & leads"
      secondary={unread > 0 ? `${unread} new` : undefined}
      to={ENQUIRIES_PATH}
    />
  );
}
