import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LinkDetail } from '../../../api/share.ts';
import { loginPath } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { codeLooksValid, type LinkBlock } from './refusal.ts';

/** The code form (spec 1 §2): the creator's name, one 4-character field. */
export function CodeForm({
  detail,
  error,
  onSubmit,
}: {
  detail?: LinkDetail;
  error?: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!codeLooksValid(code)) return setProblem(t('share.code.required'));
    setProblem(null);
    setBusy(true);
    await onSubmit(code).finally(() => setBusy(false));
  };
  return (
    <div className="ll-share-narrow" data-testid="share-code-form">
      <Container header={<Header variant="h2">{t('share.code.title')}</Header>}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Form
            actions={
              <Button variant="primary" loading={busy} formAction="submit" data-testid="share-code-submit">
                {t('share.code.submit')}
              </Button>
            }
          >
            <SpaceBetween size="m">
              {detail?.creatorName && (
                <Box color="text-body-secondary">
                  {t('share.code.description', { name: detail.creatorName })}
                </Box>
              )}
              <FormField errorText={problem ?? error}>
                <Input
                  value={code}
                  onChange={({ detail: d }) => setCode(d.value.slice(0, 4))}
                  placeholder={t('share.code.placeholder')}
                  autoFocus
                  data-testid="share-code-input"
                />
              </FormField>
            </SpaceBetween>
          </Form>
        </form>
      </Container>
    </div>
  );
}

const TITLES = {
  cancelled: ['share.gone.cancelled', 'share.gone.cancelledText'],
  expired: ['share.gone.expired', 'share.gone.expiredText'],
  notFound: ['share.gone.notFound', 'share.gone.notFoundText'],
  signIn: ['share.gone.signIn', 'share.gone.signInText'],
  forbidden: ['share.gone.forbidden', ''],
  failed: ['share.gone.failed', ''],
} as const;

/** A link that opens nothing: cancelled, expired, unknown, for members only, or failed. */
export function GonePage({
  block,
  onRetry,
}: {
  block: Extract<LinkBlock, { kind: 'gone' }>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [title, text] = TITLES[block.reason];
  return (
    <div className="ll-share-narrow" data-testid={`share-gone-${block.reason}`}>
      <Container>
        <SpaceBetween size="m" alignItems="center">
          <Box variant="h2">{t(title)}</Box>
          <Box color="text-body-secondary">{block.message ?? (text ? t(text) : '')}</Box>
          {block.reason === 'signIn' && (
            <Button
              variant="primary"
              onClick={() => navigate(loginPath(location.pathname + location.search))}
            >
              {t('share.gone.signInButton')}
            </Button>
          )}
          {block.reason === 'failed' && <Button onClick={onRetry}>{t('share.gone.retry')}</Button>}
        </SpaceBetween>
      </Container>
    </div>
  );
}
