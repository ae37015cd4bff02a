import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { PersonInfo } from '../../../api/account.ts';
import { formatDate } from '../../../app/format.ts';
import { currentLanguage } from '../../../i18n/index.ts';

/** The account facts: user name (with rename), phone and e-mail (changed under security), grade and dates. */
export function ProfileFacts({
  info,
  onRename,
  onSecurity,
}: {
  info: PersonInfo;
  onRename: () => void;
  onSecurity: () => void;
}) {
  const { t } = useTranslation();
  return (
    <KeyValuePairs
      columns={3}
      items={[
        {
          label: t('profile.userName'),
          value: (
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <span data-testid="profile-account">{info.account}</span>
              <Button variant="inline-link" onClick={onRename} data-testid="profile-rename">
                {t('action.change')}
              </Button>
            </SpaceBetween>
          ),
        },
        {
          label: t('home.phone'),
          value: (
            <SpaceBetween size="xs" direction="horizontal">
              <span>{info.maskedPhone}</span>
              <Button variant="inline-link" onClick={onSecurity}>
                {t('action.change')}
              </Button>
            </SpaceBetween>
          ),
        },
        {
          label: t('home.email'),
          value: (
            <SpaceBetween size="xs" direction="horizontal">
              <span data-testid="profile-email">{info.email || t('home.notSet')}</span>
              <Button variant="inline-link" onClick={onSecurity}>
                {info.email ? t('action.change') : t('action.bind')}
              </Button>
            </SpaceBetween>
          ),
        },
        {
          label: t('profile.grade'),
          value: currentLanguage() === 'en' ? info.memberNameEn : info.memberName,
        },
        { label: t('profile.registered'), value: formatDate(info.createTime) },
        { label: t('profile.lastLogin'), value: formatDate(info.lastLoginAt) || t('home.notSet') },
      ]}
    />
  );
}
