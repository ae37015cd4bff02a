import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { NOTICE_PAGE_SIZE, NOTICE_SCROLL_THROTTLE_MS, noticeCategory, noticeTarget } from '@loopline/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  isShareLinkRemoved,
  markAllNoticesRead,
  markNoticeRead,
  type Notice,
  noticeList,
} from '../../api/notice.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { openFeedback } from '../feedback/state.ts';
import { notify } from '../notifications/store.ts';
import { MessageSettingsPanel } from './MessageSettingsPanel.tsx';
import { NoticePreviewDialog } from './NoticePreviewDialog.tsx';
import { getUnread, refreshUnread, setUnread } from './state.ts';
import { throttle } from './throttle.ts';
import { relativeTime } from './time.ts';
import './notices.css';

type Tab = 'all' | 'unread';

interface ListState {
  items: Notice[];
  cursor?: string;
  page: number;
  more: boolean;
  loading: boolean;
  failed: boolean;
}

const EMPTY: ListState = { items: [], page: 0, more: true, loading: false, failed: false };

/**
 * The message drawer (spec 2 §2, width 400): tabs all and unread, mark all read, a list that loads
 * 20 more when scrolled near its end (throttled 600 ms), unread dots, category icons, "view now" for
 * categories 5, 11, 18 and 26, a preview for platform notices (19), and the message settings.
 */
export function MessageDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const [view, setView] = useState<'list' | 'settings'>('list');
  const [state, setState] = useState<ListState>(EMPTY);
  const [preview, setPreview] = useState<Notice | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const generation = useRef(0);
  const listRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    async (reset: boolean) => {
      const current = reset ? EMPTY : stateRef.current;
      if (!reset && (current.loading || !current.more)) return;
      const run = ++generation.current;
      setState({ ...current, loading: true, failed: false });
      try {
        const page = await noticeList({
          ...(tab === 'unread' ? { status: 0 as const } : {}),
          current: current.page + 1,
          size: NOTICE_PAGE_SIZE,
          ...(current.cursor ? { cursor: current.cursor } : {}),
        });
        if (run !== generation.current) return;
        const known = new Set(current.items.map((n) => n.id));
        setState({
          items: [...current.items, ...page.records.filter((n) => !known.has(n.id))],
          cursor: page.cursor,
          page: current.page + 1,
          more: Boolean(page.cursor),
          loading: false,
          failed: false,
        });
      } catch {
        if (run !== generation.current) return;
        setState({ ...current, loading: false, failed: true });
      }
    },
    [tab],
  );

  useEffect(() => {
    if (!visible || view !== 'list') return;
    void load(true);
    void refreshUnread();
  }, [visible, view, load]);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !preview) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, onClose, preview]);

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const list = listRef.current;
        if (list && list.scrollTop + list.clientHeight >= list.scrollHeight - 80) void load(false);
      }, NOTICE_SCROLL_THROTTLE_MS),
    [load],
  );
  useEffect(() => () => onScroll.cancel(), [onScroll]);

  const markRead = async (notice: Notice) => {
    if (notice.status === 1) return;
    await markNoticeRead(notice.id);
    setState((s) => ({
      ...s,
      items: s.items.map((n) => (n.id === notice.id ? { ...n, status: 1 } : n)),
    }));
    setUnread(getUnread() - 1);
    void refreshUnread();
  };

  const viewNow = async (notice: Notice) => {
    const target = noticeTarget(notice.category, notice.relContent);
    await markRead(notice).catch(() => {});
    if (!target) return;
    if (target.kind === 'preview') {
      setPreview({ ...notice, status: 1 });
      return;
    }
    if (notice.category === 5 && (await isShareLinkRemoved(notice.relContent).catch(() => false))) {
      notify.warning(t('notices.shareRemoved'));
      return;
    }
    onClose();
    if (target.kind === 'route') navigate(target.path);
    else openFeedback('mine', target.feedbackId);
  };

  const readAll = async () => {
    const res = await markAllNoticesRead();
    notify.success(res.msg);
    setUnread(0);
    if (tab === 'unread') setState({ ...EMPTY, more: false });
    else setState((s) => ({ ...s, items: s.items.map((n) => ({ ...n, status: 1 })) }));
  };

  if (!visible) return null;
  // In a portal: the top bar around the bell must not become the drawer's containing block.
  return createPortal(
    <>
      <div className="ll-msg-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <aside
        className="ll-msg-drawer"
        role="dialog"
        aria-label={t('notices.title')}
        data-testid="message-drawer"
      >
        <div className="ll-msg-drawer__header">
          <Box variant="h2" padding="n">
            {view === 'settings' ? t('notices.settings') : t('notices.title')}
          </Box>
          <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
            {view === 'list' && (
              <>
                <Button variant="inline-link" onClick={() => void readAll()} data-testid="notices-read-all">
                  {t('notices.markAllRead')}
                </Button>
                <Button
                  variant="icon"
                  iconName="settings"
                  ariaLabel={t('notices.settings')}
                  onClick={() => setView('settings')}
                  data-testid="notices-settings"
                />
              </>
            )}
            <Button variant="icon" iconName="close" ariaLabel={t('notices.close')} onClick={onClose} />
          </SpaceBetween>
        </div>
        {view === 'settings' ? (
          <MessageSettingsPanel onDone={() => setView('list')} />
        ) : (
          <>
            <Tabs
              activeTabId={tab}
              onChange={({ detail }) => setTab(detail.activeTabId as Tab)}
              tabs={[
                { id: 'all', label: t('notices.tabAll') },
                { id: 'unread', label: t('notices.tabUnread') },
              ]}
            />
            <div className="ll-msg-drawer__list" ref={listRef} onScroll={onScroll} data-testid="notice-list">
              {state.items.map((notice) => (
                <NoticeRow
                  key={notice.id}
                  notice={notice}
                  onOpen={() => void markRead(notice).catch(() => {})}
                  onViewNow={() => void viewNow(notice)}
                />
              ))}
              {state.failed && (
                <Box padding="m">
                  <Alert
                    type="error"
                    action={
                      <Button onClick={() => void load(state.items.length === 0)}>
                        {t('notices.retry')}
                      </Button>
                    }
                  >
                    {t('notice.listFailed')}
                  </Alert>
                </Box>
              )}
              {state.loading && (
                <Box textAlign="center" padding="m">
                  <Spinner /> {t('notices.loading')}
                </Box>
              )}
              {!state.loading && !state.failed && state.items.length === 0 && (
                <div className="ll-msg-drawer__empty" data-testid="notices-empty">
                  <Icon name="notification" size="big" variant="subtle" />
                  <Box color="text-status-inactive">
                    {tab === 'unread' ? t('notices.emptyUnread') : t('notices.empty')}
                  </Box>
                </div>
              )}
              {!state.loading && !state.more && state.items.length > 0 && (
                <Box textAlign="center" color="text-status-inactive" padding="s" fontSize="body-s">
                  {t('notices.noMore')}
                </Box>
              )}
            </div>
          </>
        )}
      </aside>
      {preview && <NoticePreviewDialog notice={preview.notice} onClose={() => setPreview(null)} />}
    </>,
    document.body,
  );
}

function NoticeRow({
  notice,
  onOpen,
  onViewNow,
}: {
  notice: Notice;
  onOpen: () => void;
  onViewNow: () => void;
}) {
  const { t } = useTranslation();
  const category = noticeCategory(notice.category);
  const target = noticeTarget(notice.category, notice.relContent);
  const when = relativeTime(notice.createTime);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row holds its own buttons, so it cannot be a button itself.
    <div
      className={`ll-notice${notice.status === 0 ? ' ll-notice--unread' : ''}`}
      data-testid="notice-item"
      data-category={notice.category}
      data-status={notice.status}
      role="button"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
    >
      <span className="ll-notice__icon" data-testid="notice-icon">
        <Icon name={(category?.icon ?? 'notification') as IconProps.Name} />
        {notice.status === 0 && (
          <span className="ll-notice__dot" data-testid="notice-unread-dot" title={t('notices.unread')} />
        )}
      </span>
      <div className="ll-notice__body">
        <div className="ll-notice__text">{notice.content}</div>
        <div className="ll-notice__meta">
          <span>{notice.categoryName}</span>
          <span>· {t(when.key, { count: when.count ?? 0, date: when.date ?? '' })}</span>
          {target && (
            // biome-ignore lint/a11y/noStaticElementInteractions: keeps the row's click from also firing.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the link inside handles the keyboard.
            <span className="ll-notice__action" onClick={(event) => event.stopPropagation()}>
              <Link
                variant="primary"
                fontSize="body-s"
                data-testid="notice-view-now"
                onFollow={(event) => {
                  event.preventDefault();
                  onViewNow();
                }}
              >
                {target.kind === 'preview' ? t('notices.view') : t('notices.viewNow')}
              </Link>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
