import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Feedback } from '../../../api/feedback.ts';
import { shortTime as when } from '../../../components/crud/format.ts';

/** The feedback table's columns, with reply (not while waiting for the user) and view at the end. */
export function feedbackColumns(
  t: TFunction,
  { onReply, onView }: { onReply: (f: Feedback) => void; onView: (f: Feedback) => void },
): TableProps.ColumnDefinition<Feedback>[] {
  return [
    { id: 'account', header: t('feedbackAdmin.col.account'), cell: (f) => f.account, isRowHeader: true },
    {
      id: 'feedback',
      header: t('feedbackAdmin.col.feedback'),
      cell: (f) => <span className="ll-admin-fb__cell">{f.feedback}</span>,
      minWidth: 200,
      maxWidth: 380,
    },
    { id: 'urgency', header: t('feedbackAdmin.col.urgency'), cell: (f) => t(`feedback.urgency.${f.emerg}`) },
    { id: 'email', header: t('feedbackAdmin.col.email'), cell: (f) => f.email || '—' },
    { id: 'pictures', header: t('feedbackAdmin.col.pictures'), cell: (f) => f.attachInfo.length },
    { id: 'createTime', header: t('feedbackAdmin.col.createTime'), cell: (f) => when(f.createTime) },
    {
      id: 'replyStatus',
      header: t('feedbackAdmin.col.replyStatus'),
      cell: (f) => (
        <StatusIndicator type={f.replyStatus === 1 ? 'success' : 'pending'}>
          {t(`feedback.replyStatus.${f.replyStatus}`)}
        </StatusIndicator>
      ),
    },
    {
      id: 'actions',
      header: '',
      minWidth: 120,
      cell: (f) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            disabled={f.lastItem === 'reply'}
            disabledReason={t('feedbackAdmin.waiting')}
            onClick={() => onReply(f)}
            data-testid="feedback-reply"
          >
            {t('feedbackAdmin.reply')}
          </Button>
          <Button variant="inline-link" onClick={() => onView(f)} data-testid="feedback-view">
            {t('feedbackAdmin.view')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];
}
