import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { FEEDBACK_REPLY_MAX } from '@loopline/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Feedback, feedbackInfo, type ThreadItem, updateFeedbackReply } from '../../../api/feedback.ts';
import { shortTime as when } from '../../../components/crud/format.ts';
import { notify } from '../../../components/notifications/store.ts';

/** One feedback: text, pictures, and the thread, where replies can be changed. */
export function DetailDialog({
  feedbackId,
  onClose,
  onChanged,
}: {
  feedbackId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [editing, setEditing] = useState<ThreadItem | null>(null);
  const [text, setText] = useState('');

  const load = useCallback(() => {
    feedbackInfo(feedbackId)
      .then(setFeedback)
      .catch(() => onClose());
  }, [feedbackId, onClose]);
  useEffect(load, [load]);

  const save = async () => {
    if (!editing || !text.trim()) return;
    const res = await updateFeedbackReply(feedbackId, editing.id, text.trim());
    notify.success(res.msg);
    setEditing(null);
    load();
    onChanged();
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('feedbackAdmin.detailTitle')}
      data-testid="feedback-detail"
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('feedbackAdmin.close')}</Button>
        </Box>
      }
    >
      {!feedback ? (
        <Spinner />
      ) : (
        <SpaceBetween size="l">
          <ColumnLayout columns={4} variant="text-grid">
            <div>
              <Box variant="awsui-key-label">{t('feedbackAdmin.col.account')}</Box>
              <div>{feedback.account}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('feedbackAdmin.col.urgency')}</Box>
              <div>{t(`feedback.urgency.${feedback.emerg}`)}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('feedbackAdmin.col.email')}</Box>
              <div>{feedback.email || '—'}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('feedbackAdmin.col.createTime')}</Box>
              <div>{when(feedback.createTime)}</div>
            </div>
          </ColumnLayout>
          <div className="ll-admin-fb__text">{feedback.feedback}</div>
          {feedback.attachInfo.length > 0 && (
            <div className="ll-admin-fb__pictures">
              {feedback.attachInfo.map((p, i) => (
                <a key={p.key} href={p.proxyUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={p.proxyUrl}
                    alt={t('myFeedback.pictureAlt', { index: i + 1 })}
                    data-testid="detail-picture"
                  />
                </a>
              ))}
            </div>
          )}
          <div>
            <Box variant="h4" padding={{ bottom: 'xs' }}>
              {t('feedbackAdmin.thread')}
            </Box>
            {(feedback.replyFeedbackInfos ?? []).length === 0 && (
              <Box color="text-status-inactive">{t('feedbackAdmin.noThread')}</Box>
            )}
            <SpaceBetween size="xs">
              {(feedback.replyFeedbackInfos ?? []).map((item) => (
                <div
                  key={item.id}
                  className={`ll-fb__item ll-fb__item--${item.type}`}
                  data-testid={`detail-${item.type}`}
                >
                  <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                    <Badge color={item.type === 'reply' ? 'blue' : 'grey'}>
                      {t(`feedback.thread.${item.type}`)}
                    </Badge>
                    <Box variant="small">
                      {item.userName} · {when(item.createTime)}
                    </Box>
                    {item.type === 'reply' && editing?.id !== item.id && (
                      <Button
                        variant="inline-link"
                        onClick={() => {
                          setEditing(item);
                          setText(item.content);
                        }}
                      >
                        {t('feedbackAdmin.editReply')}
                      </Button>
                    )}
                  </SpaceBetween>
                  {editing?.id === item.id ? (
                    <SpaceBetween size="xs">
                      <Textarea
                        rows={3}
                        value={text}
                        onChange={({ detail }) => setText(detail.value.slice(0, FEEDBACK_REPLY_MAX))}
                      />
                      <SpaceBetween direction="horizontal" size="xs">
                        <Button onClick={() => setEditing(null)}>{t('feedbackAdmin.cancel')}</Button>
                        <Button variant="primary" onClick={() => void save().catch(() => {})}>
                          {t('feedbackAdmin.saveReply')}
                        </Button>
                      </SpaceBetween>
                    </SpaceBetween>
                  ) : (
                    <div className="ll-fb__content">{item.content}</div>
                  )}
                </div>
              ))}
            </SpaceBetween>
          </div>
        </SpaceBetween>
      )}
    </Modal>
  );
}
