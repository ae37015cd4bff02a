import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import { noticeCategory, noticeTarget } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../api/notice.ts';
import { relativeTime } from './time.ts';

/** One message: category icon with the unread dot, the text, category and age, and "view now" where it leads somewhere. */
export function NoticeRow({
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
