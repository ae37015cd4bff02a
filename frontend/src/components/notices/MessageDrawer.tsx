import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { noticeTarget } from '@loopline/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isShareLinkRemoved, markAllNoticesRead, markNoticeRead, type Notice } from '../../api/notice.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { openFeedback } from '../feedback/state.ts';
import { notify } from '../notifications/store.ts';
import { MessageSettingsPanel } from './MessageSettingsPanel.tsx';
import { NoticeList, type NoticeTab, useNoticeCache } from './NoticeList.tsx';
import { NoticePreviewDialog } from './NoticePreviewDialog.tsx';
import { getUnread, refreshUnread, setUnread } from './state.ts';
import './notices.css';

/**
 * The message drawer (spec 2 §2, width 400): tabs all and unread, mark all read, a list that loads
 * 20 more when scrolled near its end (throttled 600 ms), unread dots, category icons, "view now" for
 * categories 5, 11, 18 and 26, a preview for platform notices (19), and the message settings.
 */
export function MessageDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [tab, setTab] = useState<NoticeTab>('all');
  const [view, setView] = useState<'list' | 'settings'>('list');
  const [preview, setPreview] = useState<Notice | null>(null);
  const cache = useNoticeCache(tab);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !preview) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, onClose, preview]);

  const markRead = async (notice: Notice) => {
    if (notice.status === 1) return;
    await markNoticeRead(notice.id);
    cache.markRead(notice.id);
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
    cache.allRead();
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
              onChange={({ detail }) => setTab(detail.activeTabId as NoticeTab)}
              tabs={[
                { id: 'all', label: t('notices.tabAll') },
                { id: 'unread', label: t('notices.tabUnread') },
              ]}
            />
            <NoticeList
              key={tab}
              tab={tab}
              onOpen={(notice) => void markRead(notice).catch(() => {})}
              onViewNow={(notice) => void viewNow(notice)}
            />
          </>
        )}
      </aside>
      {preview && <NoticePreviewDialog notice={preview.notice} onClose={() => setPreview(null)} />}
    </>,
    document.body,
  );
}
