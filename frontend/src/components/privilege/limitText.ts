import { UNLIMITED } from '@loopline/shared/contracts/privilege';
import { useTranslation } from 'react-i18next';

/** A privilege's limit as read: "Unlimited" for -1, else the number and its unit. */
export function useLimitText() {
  const { t, i18n } = useTranslation();
  return (limit: number, unit: string) =>
    limit === UNLIMITED
      ? t('privilegeAdmin.unlimited')
      : `${limit.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN')}${unit ? ` ${unit}` : ''}`;
}
