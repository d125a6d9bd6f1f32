import ForumRounded from '@mui/icons-material/ForumRounded';
import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import { DrawerItem } from '#app/layout/drawer-parts';
import { useEnquiryUnread } from '../hooks/use-enquiries';

/**
 * The customer's "Feedback & leads" menu entry, with the count of what arrived since they last
 * opened it (their panel notification: a badge, cleared when the page opens). Its name and page
 * are the drawer's (the glossary's, one name per thing).
 */
export function EnquiriesMenuItem({ label, to }: { label: string; to: string | undefined }) {
  const { t } = useTranslation('customer');
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
      label={label}
      secondary={unread > 0 ? t('enquiries.newCount', { count: unread }) : undefined}
      to={to}
    />
  );
}
