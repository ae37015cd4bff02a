import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../i18n/index.ts';

/** 中文 / English, remembered for the next visit. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      data-testid="language-switch"
      label={t('lang.label')}
      selectedId={currentLanguage()}
      options={[
        { id: 'zh', text: t('lang.zh') },
        { id: 'en', text: t('lang.en') },
      ]}
      onChange={({ detail }) => {
        if (isLanguage(detail.selectedId)) void setLanguage(detail.selectedId);
      }}
    />
  );
}
