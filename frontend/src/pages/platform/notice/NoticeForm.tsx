import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { LANGUAGES, type Language } from '@loopline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import {
  type PlatformNotice,
  type PlatformNoticeInput,
  savePlatformNotice,
  updatePlatformNotice,
} from '../../../api/notice.ts';
import { HtmlDraftPreview } from '../../../components/notices/NoticeHtml.tsx';
import '../../../components/notices/notices.css';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';

type Field = 'title' | 'titleEn' | 'content' | 'contentEn' | 'languages';

/** Add or edit a platform notice: both languages are required (spec 3 §1); content is HTML. */
export function NoticeForm({
  notice,
  onClose,
  onSaved,
}: {
  notice?: PlatformNotice;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<PlatformNoticeInput>({
    title: notice?.title ?? '',
    titleEn: notice?.titleEn ?? '',
    content: notice?.content ?? '',
    contentEn: notice?.contentEn ?? '',
    languages: notice?.languages ?? 'zh,en',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const languages = new Set(value.languages.split(',').filter(Boolean) as Language[]);

  const set = (field: Field, text: string) => {
    setValue((v) => ({ ...v, [field]: text }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!value.title.trim()) next.title = t('platformNotice.titleRequired');
    else if (value.title.trim().length > 100) next.title = t('platformNotice.titleLength');
    if (!value.titleEn.trim()) next.titleEn = t('platformNotice.titleEnRequired');
    else if (value.titleEn.trim().length > 100) next.titleEn = t('platformNotice.titleLength');
    if (!value.content.trim()) next.content = t('platformNotice.contentRequired');
    if (!value.contentEn.trim()) next.contentEn = t('platformNotice.contentEnRequired');
    if (languages.size === 0) next.languages = t('notice.languagesInvalid');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const save = async () => {
    if (!validate()) return;
    setSaving(true);
    try {
      const res = notice ? await updatePlatformNotice(notice.id, value) : await savePlatformNotice(value);
      notify.success(res.msg);
      onSaved();
    } catch (error) {
      // A field message from the server ("content: …") goes under its field.
      const match = isApiError(error) ? /^(\w+)[:：]\s*(.*)$/.exec(error.message) : null;
      if (match && ['title', 'titleEn', 'content', 'contentEn', 'languages'].includes(match[1]!))
        setErrors((e) => ({ ...e, [match[1]!]: match[2] }));
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={notice ? t('noticeAdmin.formEdit') : t('noticeAdmin.formAdd')}
      data-testid="notice-form"
      footer={
        <DialogFooter
          onCancel={onClose}
          onConfirm={save}
          busy={saving}
          testId="notice-form-save"
          confirmLabel={t('noticeAdmin.save')}
        />
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <FormField label={t('noticeAdmin.field.title')} errorText={errors.title} data-testid="notice-title">
            <Input value={value.title} onChange={({ detail }) => set('title', detail.value)} />
          </FormField>
          <FormField
            label={t('noticeAdmin.field.titleEn')}
            errorText={errors.titleEn}
            data-testid="notice-title-en"
          >
            <Input value={value.titleEn} onChange={({ detail }) => set('titleEn', detail.value)} />
          </FormField>
        </ColumnLayout>
        <Toggle checked={preview} onChange={({ detail }) => setPreview(detail.checked)}>
          {t('noticeAdmin.preview')}
        </Toggle>
        <ColumnLayout columns={2}>
          <FormField
            label={t('noticeAdmin.field.content')}
            constraintText={t('noticeAdmin.field.contentHint')}
            errorText={errors.content}
            data-testid="notice-content"
          >
            {preview ? (
              <HtmlDraftPreview html={value.content} title={t('noticeAdmin.field.content')} />
            ) : (
              <Textarea
                rows={8}
                value={value.content}
                onChange={({ detail }) => set('content', detail.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('noticeAdmin.field.contentEn')}
            constraintText={t('noticeAdmin.field.contentHint')}
            errorText={errors.contentEn}
            data-testid="notice-content-en"
          >
            {preview ? (
              <HtmlDraftPreview html={value.contentEn} title={t('noticeAdmin.field.contentEn')} />
            ) : (
              <Textarea
                rows={8}
                value={value.contentEn}
                onChange={({ detail }) => set('contentEn', detail.value)}
              />
            )}
          </FormField>
        </ColumnLayout>
        <FormField label={t('noticeAdmin.field.languages')} errorText={errors.languages}>
          <SpaceBetween direction="horizontal" size="l">
            {LANGUAGES.map((language) => (
              <Checkbox
                key={language}
                checked={languages.has(language)}
                onChange={({ detail }) => {
                  const next = new Set(languages);
                  if (detail.checked) next.add(language);
                  else next.delete(language);
                  set('languages', LANGUAGES.filter((l) => next.has(l)).join(','));
                }}
              >
                {t(`lang.${language}`)}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
