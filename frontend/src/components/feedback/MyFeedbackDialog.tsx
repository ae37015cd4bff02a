import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { FEEDBACK_COMMENT_MAX } from '@loopline/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentFeedback, type Feedback, myFeedbacks, type ThreadItem } from '../../api/feedback.ts';
import { notify } from '../notifications/store.ts';
import './feedback.css';

const PAGE_SIZE = 10;

function when(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/**
 * My feedback (spec 1 §2, dialog 714 px): each feedback with its pictures, the received or
 * not-received tag, replies and comments in turn, and a comment box (2–4 rows) only after a reply.
 */
export function MyFeedbackDialog({ focusId, onClose }: { focusId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [records, setRecords] = useState<Feedback[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (next: number) => {
    setLoading(true);
    try {
      const result = await myFeedbacks(next, PAGE_SIZE);
      setRecords((current) => (next === 1 ? result.records : [...current, ...result.records]));
      setTotal(result.total);
      setPage(next);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(1).catch(() => {});
  }, [load]);

  const commented = (feedbackId: string, item: ThreadItem) =>
    setRecords((list) =>
      list.map((f) =>
        f.id === feedbackId
          ? {
              ...f,
              lastItem: 'comment',
              replyStatus: 0,
              replyFeedbackInfos: [...(f.replyFeedbackInfos ?? []), item],
            }
          : f,
      ),
    );

  return (
    <Modal
      visible
      size="large"
      className="ll-feedback-dialog"
      onDismiss={onClose}
      header={t('myFeedback.title')}
      data-testid="my-feedback"
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('myFeedback.close')}</Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {records.map((record) => (
          <FeedbackCard
            key={record.id}
            record={record}
            focused={record.id === focusId}
            onCommented={commented}
          />
        ))}
        {loading && (
          <Box textAlign="center">
            <Spinner />
          </Box>
        )}
        {!loading && records.length === 0 && (
          <Box textAlign="center" color="text-status-inactive" padding="l" data-testid="my-feedback-empty">
            {t('myFeedback.empty')}
          </Box>
        )}
        {!loading && records.length < total && (
          <Box textAlign="center">
            <Button onClick={() => void load(page + 1).catch(() => {})}>{t('myFeedback.loadMore')}</Button>
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}

function FeedbackCard({
  record,
  focused,
  onCommented,
}: {
  record: Feedback;
  focused: boolean;
  onCommented: (feedbackId: string, item: ThreadItem) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const thread = record.replyFeedbackInfos ?? [];
  const canComment = thread.length > 0 && thread[thread.length - 1]!.type === 'reply';
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  return (
    <div
      ref={ref}
      className={`ll-fb${focused ? ' ll-fb--focused' : ''}`}
      data-testid="my-feedback-item"
      data-feedback-id={record.id}
    >
      <div className="ll-fb__head">
        <Box variant="small" color="text-body-secondary">
          {t('myFeedback.submitted', { time: when(record.createTime) })} ·{' '}
          {t('myFeedback.urgency', { value: t(`feedback.urgency.${record.emerg}`) })}
        </Box>
        <span data-testid="my-feedback-status" data-status={record.replyStatus}>
          <Badge color={record.replyStatus === 1 ? 'green' : 'grey'}>
            {t(`feedback.replyStatus.${record.replyStatus}`)}
          </Badge>
        </span>
      </div>
      <div className="ll-fb__text">{record.feedback}</div>
      {record.attachInfo.length > 0 && (
        <div className="ll-fb__pictures">
          {record.attachInfo.map((picture, index) => (
            <a key={picture.key} href={picture.proxyUrl} target="_blank" rel="noopener noreferrer">
              <img
                src={picture.proxyUrl}
                alt={t('myFeedback.pictureAlt', { index: index + 1 })}
                data-testid="my-feedback-picture"
              />
            </a>
          ))}
        </div>
      )}
      {thread.length > 0 && (
        <div className="ll-fb__thread">
          {thread.map((item) => (
            <div
              key={item.id}
              className={`ll-fb__item ll-fb__item--${item.type}`}
              data-testid={`thread-${item.type}`}
            >
              <Box variant="small" color="text-body-secondary">
                {item.type === 'reply' ? t('myFeedback.reply') : t('myFeedback.comment')} ·{' '}
                {when(item.createTime)}
              </Box>
              <div className="ll-fb__content">{item.content}</div>
            </div>
          ))}
        </div>
      )}
      {canComment && <CommentBox feedbackId={record.id} onCommented={onCommented} />}
    </div>
  );
}

function CommentBox({
  feedbackId,
  onCommented,
}: {
  feedbackId: string;
  onCommented: (feedbackId: string, item: ThreadItem) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const placeholder = t('feedback.commentRequired');
  const rows = Math.min(4, Math.max(2, text.split('\n').length));
  const send = async () => {
    // An empty comment is refused with the placeholder as the warning (spec 1 §5).
    if (!text.trim()) {
      notify.warning(placeholder);
      return;
    }
    setSending(true);
    try {
      const res = await commentFeedback(feedbackId, text.trim());
      notify.success(res.msg);
      onCommented(feedbackId, res.data);
      setText('');
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="ll-fb__comment" data-testid="comment-box">
      <Textarea
        value={text}
        rows={rows}
        placeholder={placeholder}
        onChange={({ detail }) => setText(detail.value.slice(0, FEEDBACK_COMMENT_MAX))}
      />
      <Box float="right" padding={{ top: 'xs' }}>
        <Button
          variant="primary"
          loading={sending}
          onClick={() => void send().catch(() => {})}
          data-testid="comment-send"
        >
          {t('myFeedback.send')}
        </Button>
      </Box>
    </div>
  );
}
