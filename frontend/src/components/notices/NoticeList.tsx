import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import Spinner from '@cloudscape-design/components/spinner';
import type { Page } from '@loopline/shared';
import { NOTICE_PAGE_SIZE, NOTICE_SCROLL_THROTTLE_MS } from '@loopline/shared';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, noticeList } from '../../api/notice.ts';
import { NoticeRow } from './NoticeRow.tsx';
import { noticeKeys } from './queries.ts';
import { refreshUnread } from './state.ts';
import { throttle } from './throttle.ts';

export type NoticeTab = 'all' | 'unread';
type PageParam = { current: number; cursor?: string };
type Pages = InfiniteData<Page<Notice>, PageParam>;

/** The cached pages of one tab's list: edited in place when messages are read. */
export function useNoticeCache(tab: NoticeTab) {
  const queryClient = useQueryClient();
  const edit = (change: (notices: Notice[]) => Notice[]) =>
    queryClient.setQueryData<Pages>(
      noticeKeys.list(tab),
      (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, records: change(page.records) })) },
    );
  return {
    markRead: (id: string) => edit((list) => list.map((n) => (n.id === id ? { ...n, status: 1 } : n))),
    /** Everything read: the unread tab is left empty with nothing more to load. */
    allRead: () =>
      tab === 'unread'
        ? queryClient.setQueryData<Pages>(
            noticeKeys.list(tab),
            (data) =>
              data && {
                pages: [{ ...data.pages[0]!, records: [], cursor: undefined }],
                pageParams: [{ current: 1 }],
              },
          )
        : edit((list) => list.map((n) => ({ ...n, status: 1 }))),
  };
}

/**
 * One tab's messages, read afresh each time the drawer shows them (the cache is dropped when the
 * list closes): 20 more when scrolled near the end (throttled 600 ms), a failure with retry, the
 * empty state and the end of the list.
 */
export function NoticeList({
  tab,
  onOpen,
  onViewNow,
}: {
  tab: NoticeTab;
  onOpen: (notice: Notice) => void;
  onViewNow: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery({
    queryKey: noticeKeys.list(tab),
    queryFn: ({ pageParam }) => {
      // Opening the list reads the bell's count again too.
      if (pageParam.current === 1) void refreshUnread();
      return noticeList({
        ...(tab === 'unread' ? { status: 0 as const } : {}),
        current: pageParam.current,
        size: NOTICE_PAGE_SIZE,
        ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
      });
    },
    initialPageParam: { current: 1 } as PageParam,
    getNextPageParam: (last, all): PageParam | undefined =>
      last.cursor ? { current: all.length + 1, cursor: last.cursor } : undefined,
    gcTime: 0,
  });
  const data = query.data as Pages | undefined;
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) =>
      page.records.filter((n) => !seen.has(n.id) && seen.add(n.id)),
    );
  }, [data]);
  const loading = query.isFetching;
  const failed = Boolean(query.error);
  const more = query.hasNextPage || !data;
  const { fetchNextPage, hasNextPage, isFetching, refetch } = query;

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const list = listRef.current;
        if (
          list &&
          list.scrollTop + list.clientHeight >= list.scrollHeight - 80 &&
          hasNextPage &&
          !isFetching
        )
          void fetchNextPage();
      }, NOTICE_SCROLL_THROTTLE_MS),
    [fetchNextPage, hasNextPage, isFetching],
  );
  useEffect(() => () => onScroll.cancel(), [onScroll]);

  return (
    <div className="ll-msg-drawer__list" ref={listRef} onScroll={onScroll} data-testid="notice-list">
      {items.map((notice) => (
        <NoticeRow
          key={notice.id}
          notice={notice}
          onOpen={() => onOpen(notice)}
          onViewNow={() => onViewNow(notice)}
        />
      ))}
      {failed && !loading && (
        <Box padding="m">
          <Alert
            type="error"
            action={
              <Button onClick={() => void (items.length === 0 ? refetch() : fetchNextPage())}>
                {t('notices.retry')}
              </Button>
            }
          >
            {t('notice.listFailed')}
          </Alert>
        </Box>
      )}
      {loading && (
        <Box textAlign="center" padding="m">
          <Spinner /> {t('notices.loading')}
        </Box>
      )}
      {!loading && !failed && items.length === 0 && (
        <div className="ll-msg-drawer__empty" data-testid="notices-empty">
          <Icon name="notification" size="big" variant="subtle" />
          <Box color="text-status-inactive">
            {tab === 'unread' ? t('notices.emptyUnread') : t('notices.empty')}
          </Box>
        </div>
      )}
      {!loading && !more && items.length > 0 && (
        <Box textAlign="center" color="text-status-inactive" padding="s" fontSize="body-s">
          {t('notices.noMore')}
        </Box>
      )}
    </div>
  );
}
