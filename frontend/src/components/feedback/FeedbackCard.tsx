import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Textarea from '@cloudscape-design/components/textarea';
import { FEEDBACK_COMMENT_MAX } from '@loopline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentFeedback, type Feedback, type ThreadItem } from '../../api/feedback.ts';
import { notify } from '../notifications/store.ts';

function when(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** One feedback of mine: text, pictures, the received tag, the thread and (after a reply) a comment box. */
export function FeedbackCard({
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
