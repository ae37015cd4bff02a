import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { FEEDBACK_REPLY_MAX } from '@loopline/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Feedback,
  type ReplyTemplate,
  removeReplyTemplates,
  replyFeedback,
  replyTemplates,
  saveReplyTemplate,
} from '../../../api/feedback.ts';
import { notify } from '../../../components/notifications/store.ts';

/** Reply to one feedback; reply templates can be picked, saved and removed (spec 3 §1, §7). */
export function ReplyDialog({
  feedback,
  onClose,
  onReplied,
}: {
  feedback: Feedback;
  onClose: () => void;
  onReplied: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  const [busy, setBusy] = useState(false);

  const loadTemplates = useCallback(() => {
    replyTemplates()
      .then(setTemplates)
      .catch(() => {});
  }, []);
  useEffect(loadTemplates, [loadTemplates]);

  const send = async () => {
    if (!text.trim()) return setError(t('feedback.replyRequired'));
    setBusy(true);
    try {
      const res = await replyFeedback(feedback.id, text.trim());
      notify.success(res.msg);
      onReplied();
    } catch {
      setBusy(false);
    }
  };

  const saveTemplate = async () => {
    if (!text.trim()) return setError(t('feedback.replyRequired'));
    const res = await saveReplyTemplate(text.trim());
    notify.success(res.msg);
    loadTemplates();
  };

  const removeTemplate = async (template: ReplyTemplate) => {
    const res = await removeReplyTemplates([template.id]);
    notify.success(res.msg);
    loadTemplates();
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('feedbackAdmin.replyTitle')}
      data-testid="reply-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('feedbackAdmin.cancel')}</Button>
            <Button onClick={() => void saveTemplate().catch(() => {})} data-testid="reply-save-template">
              {t('feedbackAdmin.saveTemplate')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void send()} data-testid="reply-send">
              {t('feedbackAdmin.send')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <Box>
          <Box variant="awsui-key-label">{feedback.account}</Box>
          <div className="ll-admin-fb__text">{feedback.feedback}</div>
        </Box>
        <div>
          <Box variant="h4" padding={{ bottom: 'xs' }}>
            {t('feedbackAdmin.templates')}
          </Box>
          {templates.length === 0 ? (
            <Box color="text-status-inactive">{t('feedbackAdmin.noTemplates')}</Box>
          ) : (
            <ul className="ll-templates" data-testid="reply-templates">
              {templates.map((template) => (
                <li key={template.id} data-testid="reply-template">
                  <span className="ll-templates__text">{template.content}</span>
                  <SpaceBetween direction="horizontal" size="xxs">
                    <Button
                      variant="inline-link"
                      data-testid="reply-use-template"
                      onClick={() => {
                        setText(template.content);
                        setError(undefined);
                      }}
                    >
                      {t('feedbackAdmin.useTemplate')}
                    </Button>
                    <Button
                      variant="inline-icon"
                      iconName="remove"
                      ariaLabel={t('feedbackAdmin.removeTemplate')}
                      onClick={() => void removeTemplate(template).catch(() => {})}
                    />
                  </SpaceBetween>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormField
          label={t('feedbackAdmin.replyLabel')}
          errorText={error}
          constraintText={`${[...text].length}/${FEEDBACK_REPLY_MAX}`}
          data-testid="reply-text"
        >
          <Textarea
            rows={4}
            value={text}
            placeholder={t('feedbackAdmin.replyPlaceholder')}
            onChange={({ detail }) => {
              setText(detail.value.slice(0, FEEDBACK_REPLY_MAX));
              setError(undefined);
            }}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
