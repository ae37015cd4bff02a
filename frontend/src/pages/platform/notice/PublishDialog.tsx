import Box from '@cloudscape-design/components/box';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlatformNotice, publishPlatformNotices } from '../../../api/notice.ts';
import { DialogFooter } from '../../../components/crud/DialogFooter.tsx';
import { notify } from '../../../components/notifications/store.ts';

function inAWeek(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Publish (spec 3 §4): the selected notices, an end time and a language. */
export function PublishDialog({
  notices,
  onClose,
  onPublished,
}: {
  notices: PlatformNotice[];
  onClose: () => void;
  onPublished: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(inAWeek());
  const [time, setTime] = useState('23:59');
  const [language, setLanguage] = useState('zh,en');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const options = [
    { value: 'zh,en', label: t('noticeAdmin.languageBoth') },
    { value: 'zh', label: t('lang.zh') },
    { value: 'en', label: t('lang.en') },
  ];
  const publish = async () => {
    const end = new Date(`${date}T${time.length === 5 ? time : '23:59'}:00`);
    if (!date || Number.isNaN(end.getTime())) return setError(t('platformNotice.endTimeRequired'));
    if (end.getTime() <= Date.now()) return setError(t('platformNotice.endTimePast'));
    setBusy(true);
    try {
      const res = await publishPlatformNotices(
        notices.map((n) => n.id),
        end.toISOString(),
        language,
      );
      notify.success(res.msg);
      onPublished();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('noticeAdmin.publishTitle')}
      data-testid="publish-dialog"
      footer={
        <DialogFooter
          onCancel={onClose}
          onConfirm={publish}
          busy={busy}
          testId="publish-confirm"
          confirmLabel={t('noticeAdmin.publish')}
        />
      }
    >
      <SpaceBetween size="l">
        <Box color="text-body-secondary">{t('noticeAdmin.publishHint')}</Box>
        <SpaceBetween direction="horizontal" size="l">
          <FormField label={t('noticeAdmin.endDate')} errorText={error}>
            <DatePicker
              value={date}
              onChange={({ detail }) => {
                setDate(detail.value);
                setError(undefined);
              }}
              placeholder={t('noticeAdmin.datePlaceholder')}
              openCalendarAriaLabel={() => t('noticeAdmin.chooseDate')}
              isDateEnabled={(d) => d.getTime() >= new Date(new Date().toDateString()).getTime()}
            />
          </FormField>
          <FormField label={t('noticeAdmin.endTime')}>
            <TimeInput
              value={time}
              format="hh:mm"
              placeholder="hh:mm"
              onChange={({ detail }) => setTime(detail.value)}
            />
          </FormField>
        </SpaceBetween>
        <FormField label={t('noticeAdmin.language')} data-testid="publish-language">
          <Select
            selectedOption={options.find((o) => o.value === language) ?? options[0]!}
            options={options}
            onChange={({ detail }) => setLanguage(detail.selectedOption.value ?? 'zh,en')}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
