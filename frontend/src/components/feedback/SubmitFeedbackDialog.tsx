import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import {
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_URGENCY,
  feedbackTextRule,
  optionalEmailRule,
  pictureProblem,
} from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitFeedback } from '../../api/feedback.ts';
import { notify } from '../notifications/store.ts';

type Errors = Partial<Record<'feedback' | 'emerg' | 'email' | 'pictures', string>>;

/** The first problem of a rule, as the message key the rule carries. */
function problem(
  rule: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/**
 * Submit feedback (spec 2 §5): text 3–600 characters, urgency required, e-mail optional and
 * checked, up to 9 JPEG/PNG pictures each under 10 MB; type is always web.
 */
export function SubmitFeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emerg, setEmerg] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const fileErrors = pictures.map((file) => {
    const key = pictureProblem(file);
    return key ? t(key) : null;
  });
  const tooMany = pictures.length > FEEDBACK_PICTURES_MAX;

  const submit = async () => {
    const next: Errors = {};
    const textKey = problem(feedbackTextRule, text);
    if (textKey) next.feedback = t(textKey);
    if (emerg === null) next.emerg = t('feedback.urgencyRequired');
    const emailKey = problem(optionalEmailRule, email);
    if (emailKey) next.email = t(emailKey);
    if (tooMany) next.pictures = t('feedback.tooManyPictures');
    else if (fileErrors.some(Boolean)) next.pictures = t('feedbackForm.fixPictures');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSending(true);
    try {
      const res = await submitFeedback(
        { feedback: text.trim(), emerg: emerg!, email: email.trim() },
        pictures,
      );
      notify.success(res.msg);
      onClose();
    } catch {
      setSending(false);
    }
  };

  const urgencyOptions = FEEDBACK_URGENCY.map((n) => ({
    value: String(n),
    label: t(`feedback.urgency.${n}`),
  }));
  return (
    <Modal
      visible
      size="medium"
      onDismiss={onClose}
      header={t('feedbackForm.title')}
      data-testid="submit-feedback"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('feedbackForm.cancel')}</Button>
            <Button
              variant="primary"
              loading={sending}
              onClick={() => void submit()}
              data-testid="feedback-form-submit"
            >
              {t('feedbackForm.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <FormField
          label={t('feedbackForm.text')}
          errorText={errors.feedback}
          constraintText={t('feedbackForm.counter', { count: [...text].length, max: FEEDBACK_TEXT_MAX })}
          data-testid="feedback-text"
        >
          <Textarea
            value={text}
            rows={5}
            placeholder={t('feedbackForm.textPlaceholder')}
            onChange={({ detail }) => setText(detail.value.slice(0, FEEDBACK_TEXT_MAX + 50))}
          />
        </FormField>
        <FormField label={t('feedbackForm.urgency')} errorText={errors.emerg} data-testid="feedback-urgency">
          <Select
            selectedOption={urgencyOptions.find((o) => o.value === String(emerg)) ?? null}
            options={urgencyOptions}
            placeholder={t('feedbackForm.urgencyPlaceholder')}
            onChange={({ detail }) => setEmerg(Number(detail.selectedOption.value))}
          />
        </FormField>
        <FormField
          label={t('feedbackForm.email')}
          description={t('feedbackForm.emailHint')}
          errorText={errors.email}
          data-testid="feedback-email"
        >
          <Input type="email" value={email} onChange={({ detail }) => setEmail(detail.value)} />
        </FormField>
        <FormField
          label={t('feedbackForm.pictures')}
          errorText={errors.pictures}
          constraintText={t('feedbackForm.picturesHint')}
          data-testid="feedback-pictures"
        >
          <FileUpload
            multiple
            accept="image/jpeg,image/png"
            value={pictures}
            fileErrors={fileErrors}
            showFileThumbnail
            showFileSize
            tokenLimit={9}
            onChange={({ detail }) => {
              setPictures(detail.value);
              setErrors((e) => ({ ...e, pictures: undefined }));
            }}
            i18nStrings={{
              uploadButtonText: () => t('feedbackForm.addPictures'),
              dropzoneText: () => t('feedbackForm.dropPictures'),
              removeFileAriaLabel: (_index, name) => t('feedbackForm.removePicture', { name }),
              limitShowFewer: t('feedbackForm.showFewer'),
              limitShowMore: t('feedbackForm.showMore'),
              errorIconAriaLabel: t('feedbackForm.error'),
              warningIconAriaLabel: t('feedbackForm.warning'),
            }}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
