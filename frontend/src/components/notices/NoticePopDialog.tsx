import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markNoticeRead, type PopNotice, queryNoticePop } from '../../api/notice.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { NoticeHtml } from './NoticeHtml.tsx';
import { noticeKeys } from './queries.ts';
import { refreshUnread } from './state.ts';

/**
 * The notice dialog (spec 1 §2): shown after sign-in when platform notices wait unread; lists them
 * with unread dots, selects the first one, and selecting a notice marks it read.
 */
export function NoticePopDialog() {
  const [closed, setClosed] = useState(false);
  const query = useQuery({ queryKey: noticeKeys.pop(), queryFn: queryNoticePop, gcTime: 0 });
  const list = query.data;
  if (closed || !list?.some((n) => !n.isRead)) return null;
  return <PopDialog initial={list} onClose={() => setClosed(true)} />;
}

function PopDialog({ initial, onClose }: { initial: PopNotice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  const en = currentLanguage() === 'en';

  const select = (notice: PopNotice) => {
    setSelected(notice.id);
    if (notice.isRead) return;
    setNotices((list) => list.map((n) => (n.id === notice.id ? { ...n, isRead: true } : n)));
    void markNoticeRead(notice.id)
      .then(() => refreshUnread())
      .catch(() => {});
  };

  // The first notice is selected (and so read) as soon as the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the dialog opens.
  useEffect(() => {
    if (notices[0]) select(notices[0]);
  }, []);

  const current = notices.find((n) => n.id === selected) ?? notices[0];
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('notices.popTitle')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose} data-testid="notice-pop-close">
            {t('notices.close')}
          </Button>
        </Box>
      }
      data-testid="notice-pop"
    >
      <div className="ll-pop">
        <ul className="ll-pop__list" aria-label={t('notices.popTitle')}>
          {notices.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`ll-pop__item${n.id === current?.id ? ' ll-pop__item--selected' : ''}`}
                onClick={() => select(n)}
                data-testid="notice-pop-item"
                data-read={n.isRead}
              >
                {!n.isRead && <span className="ll-notice__dot ll-pop__dot" data-testid="notice-pop-dot" />}
                <span>{en ? n.titleEn : n.title}</span>
              </button>
            </li>
          ))}
        </ul>
        {current && (
          <div className="ll-pop__content">
            <Box variant="h3" padding={{ bottom: 's' }}>
              {en ? current.titleEn : current.title}
            </Box>
            <NoticeHtml html={en ? current.contentEn : current.content} />
          </div>
        )}
      </div>
    </Modal>
  );
}
