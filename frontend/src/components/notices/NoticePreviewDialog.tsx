import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';
import type { PlatformNoticeText } from '../../api/notice.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { NoticeHtml } from './NoticeHtml.tsx';

/** A platform notice (category 19) opened from the drawer, in the interface language. */
export function NoticePreviewDialog({
  notice,
  onClose,
}: {
  notice?: PlatformNoticeText;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const en = currentLanguage() === 'en';
  return (
    <Modal
      visible
      onDismiss={onClose}
      size="medium"
      header={notice ? (en ? notice.titleEn : notice.title) : t('notices.previewTitle')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('notices.close')}
          </Button>
        </Box>
      }
      data-testid="notice-preview"
    >
      {notice ? (
        <NoticeHtml html={en ? notice.contentEn : notice.content} />
      ) : (
        <Box color="text-status-inactive">{t('notices.previewGone')}</Box>
      )}
    </Modal>
  );
}
