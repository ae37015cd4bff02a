import Button from '@cloudscape-design/components/button';
import { badgeText } from '@loopline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialogs } from '../feedback/FeedbackDialogs.tsx';
import { MessageDrawer } from './MessageDrawer.tsx';
import { NoticePopDialog } from './NoticePopDialog.tsx';
import { refreshUnread, useUnreadCount, watchUnread } from './state.ts';
import './notices.css';

/**
 * The bell of the top bar (spec 2 §2): the unread count (badge max 99, "99+"), live through the
 * socket; a click opens the message drawer. It also brings the notice dialog shown after sign-in
 * and the feedback dialogs that "view now" on a feedback reply opens.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void refreshUnread();
    return watchUnread();
  }, []);
  const text = badgeText(count);
  return (
    <>
      <span className="ll-notice-bell" data-testid="notice-bell">
        <Button
          variant="icon"
          iconName="notification"
          ariaLabel={text ? t('notices.bellUnread', { count: text }) : t('notices.bell')}
          onClick={() => setOpen(true)}
        />
        {text && (
          <span className="ll-notice-bell__badge" data-testid="notice-badge">
            {text}
          </span>
        )}
      </span>
      <MessageDrawer visible={open} onClose={() => setOpen(false)} />
      <NoticePopDialog />
      <FeedbackDialogs />
    </>
  );
}
