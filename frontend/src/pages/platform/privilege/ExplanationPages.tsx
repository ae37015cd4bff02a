import { useTranslation } from 'react-i18next';
import { HelpContentPage } from '../content/help/page.tsx';

/** /platform/privilege-explanation: the help centre's membership area, shown under the membership comparison. */
export function PrivilegeExplanationPage() {
  const { t } = useTranslation();
  return (
    <HelpContentPage
      area="membership"
      title={t('explanationAdmin.title')}
      description={t('explanationAdmin.description')}
    />
  );
}

/** /platform/fee-rules: the help centre's fee-rules area, shown in the member centre. */
export function FeeRulesPage() {
  const { t } = useTranslation();
  return (
    <HelpContentPage
      area="fees"
      title={t('feeRulesAdmin.title')}
      description={t('feeRulesAdmin.description')}
    />
  );
}
