import {
  endpoints,
  type TAdminNotification,
  type TAdminNotificationList,
  type TMarkAdminNotificationReadResponse,
} from '@cardora/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { nextPageParam } from '#api/list-query';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The bell asks again this often while the tab is visible (and whenever the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const adminNotificationKeys = {
  all: ['admin-notifications'] as const,
  list: () => [...adminNotificationKeys.all, 'list'] as const,
  markRead: () => [...adminNotificationKeys.all, 'markRead'] as const,
  markAllRead: () => [...adminNotificationKeys.all, 'markAllRead'] as const,
};

type Pages = InfiniteData<TAdminNotificationList, number>;

/**
 * GET /analytics/admin-notification, page by page (newest first). The first page also carries
 * the unread count the badge shows; it is polled every 30 s and refreshed on window focus.
 */
export function useAdminNotifications() {
  const query = useInfiniteQuery({
    queryKey: adminNotificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(endpoints.listAdminNotifications, {
        query: { page: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // Coming back to the tab shows the count now, however recent the last poll was.
    refetchOnWindowFocus: 'always',
  });
  const pages = query.data?.pages ?? [];
  const notifications: TAdminNotification[] = pages.flatMap((page) => page.list);
  // Every page answers the same count; the first page is the freshest after a poll.
  const unreadCount = pages[0]?.unreadCount ?? 0;
  return { ...query, notifications, unreadCount };
}

/** Writes a change into every loaded page: one notification (or all) read, and the new count. */
function patchPages(
  data: Pages | undefined,
  change: { id?: string; unreadCount: number; readAt: string },
): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount: change.unreadCount,
      list: page.list.map((n) =>
        (change.id === undefined || n.id === change.id) && !n.read ? { ...n, read: true, readAt: change.readAt } : n,
      ),
    })),
  };
}

/**
 * PUT /analytics/admin-notification/{id}/read. The row and the badge change at once (the person
 * is already on their way to the link); the server's answer then corrects the count.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminNotificationKeys.markRead(),
    mutationFn: (id: string) => callEndpoint(endpoints.markAdminNotificationRead, { params: { id } }),
    // A failed mark is not worth a dialog: the list refetches and shows it unread again.
    meta: { silent: true },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: adminNotificationKeys.list() });
      const before = queryClient.getQueryData<Pages>(adminNotificationKeys.list());
      const target = before?.pages.flatMap((p) => p.list).find((n) => n.id === id);
      const count = before?.pages[0]?.unreadCount ?? 0;
      if (target && !target.read) {
        queryClient.setQueryData<Pages>(adminNotificationKeys.list(), (data) =>
          patchPages(data, { id, unreadCount: Math.max(0, count - 1), readAt: new Date().toISOString() }),
        );
      }
    },
    onSuccess: (result: TMarkAdminNotificationReadResponse) => {
      queryClient.setQueryData<Pages>(adminNotificationKeys.list(), (data) =>
        patchPages(data, {
          id: result.notification.id,
          unreadCount: result.unreadCount,
          readAt: result.notification.readAt ?? new Date().toISOString(),
        }),
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminNotificationKeys.list() }),
  });
}

/** PUT /analytics/admin-notification/read-all: every notification this reader sees, read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminNotificationKeys.markAllRead(),
    mutationFn: () => callEndpoint(endpoints.markAllAdminNotificationsRead, {}),
    onSuccess: (result) =>
      queryClient.setQueryData<Pages>(adminNotificationKeys.list(), (data) =>
        patchPages(data, { unreadCount: result.unreadCount, readAt: new Date().toISOString() }),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminNotificationKeys.list() }),
  });
}
