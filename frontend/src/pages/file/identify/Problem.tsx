import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissEarlyPaint } from './earlyPaint.ts';

/** A message in the middle of the page (loading, or why there is nothing to show). */
export function Centered({ loading, children }: { loading?: boolean; children: React.ReactNode }) {
  return (
    <div className="identify-center" data-testid="identify-state">
      {loading && <Spinner size="large" />}
      <span style={{ marginLeft: loading ? 12 : 0 }}>{children}</span>
    </div>
  );
}

export function Problem({
  message,
  type = 'error',
  onRetry,
}: {
  message: string;
  type?: 'error' | 'info' | 'warning';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  // The drawing painted before the app loaded must not hide why the page cannot show it.
  useEffect(dismissEarlyPaint, []);
  return (
    <div className="identify-center" data-testid="identify-state">
      <Alert
        type={type}
        action={onRetry ? <Button onClick={onRetry}>{t('identify.retry')}</Button> : undefined}
      >
        {message}
      </Alert>
    </div>
  );
}
