import Icon from '@cloudscape-design/components/icon';
import Input from '@cloudscape-design/components/input';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { CaptchaData } from '../../../api/types.ts';

interface CaptchaFieldProps {
  captcha: CaptchaData | null;
  loading: boolean;
  onRefresh: () => void;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The answer box with the picture beside it; clicking the picture gets a new one. */
export function CaptchaField({
  captcha,
  loading,
  onRefresh,
  value,
  invalid,
  onChange,
  onBlur,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="ll-inline">
      <div className="ll-inline__grow">
        <Input
          data-testid="login-captcha"
          value={value}
          invalid={invalid}
          placeholder={t('signIn.captchaPlaceholder')}
          autoComplete={false}
          spellcheck={false}
          onChange={({ detail }) => onChange(detail.value)}
          onBlur={onBlur}
        />
      </div>
      <button
        type="button"
        className="ll-captcha"
        title={t('signIn.captchaRefresh')}
        aria-label={t('signIn.captchaRefresh')}
        data-testid="captcha-refresh"
        disabled={loading}
        onClick={onRefresh}
      >
        {loading && <Spinner />}
        {!loading && captcha && (
          <img
            src={captcha.image}
            alt={t('signIn.captchaAlt')}
            data-captcha-key={captcha.key}
            data-testid="captcha-image"
          />
        )}
        {!loading && !captcha && <Icon name="refresh" />}
      </button>
    </div>
  );
}
