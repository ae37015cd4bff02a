import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createShareLink, type ExpireDays, type ShareSelection } from '../../../api/share.ts';
import { absoluteTime } from '../manager/rules.ts';
import { shareLinkUrl, shareText } from './linkUrl.ts';

const EXPIRY: ExpireDays[] = [1, 7, 30, 0];

/** The "share link" tab (spec 1 §2): expiry, code on/off, downloads on/off, then the link and code to copy. */
export function LinkTab({ selection, onClose }: { selection: ShareSelection; onClose: () => void }) {
  const { t } = useTranslation();
  const [expireDays, setExpireDays] = useState<ExpireDays>(7);
  const [withCode, setWithCode] = useState(true);
  const [download, setDownload] = useState(true);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ url: string; code: string; expireTime: string } | null>(null);

  const create = async () => {
    setBusy(true);
    try {
      const res = await createShareLink({ ...selection, expireDays, withCode, downState: download ? 1 : 0 });
      setCreated({
        url: shareLinkUrl(res.id, window.location.origin, window.location.pathname),
        code: res.code,
        expireTime: res.expireTime,
      });
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    const copyAll = shareText(created.url, created.code, (link, code) => t('share.copyText', { link, code }));
    return (
      <SpaceBetween size="m">
        <Alert type="success" header={t('share.created.title')}>
          {created.expireTime
            ? t('share.created.expires', { time: absoluteTime(created.expireTime) })
            : t('share.created.permanent')}
        </Alert>
        <FormField label={t('share.created.link')} stretch>
          <Input value={created.url} readOnly data-testid="share-link-url" />
        </FormField>
        {created.code && (
          <FormField label={t('share.created.code')}>
            <Input value={created.code} readOnly data-testid="share-link-code" />
          </FormField>
        )}
        <SpaceBetween direction="horizontal" size="xs">
          <CopyToClipboard
            variant="button"
            textToCopy={copyAll}
            copyButtonText={created.code ? t('share.copyLinkAndCode') : t('share.copy')}
            copySuccessText={t('share.copied')}
            copyErrorText={t('share.copyFailed')}
          />
          <Button onClick={onClose} data-testid="share-done">
            {t('share.dialog.close')}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    );
  }

  return (
    <SpaceBetween size="l">
      <FormField label={t('share.expiry.label')}>
        <RadioGroup
          value={String(expireDays)}
          onChange={({ detail }) => setExpireDays(Number(detail.value) as ExpireDays)}
          items={EXPIRY.map((d) => ({ value: String(d), label: t(`share.expiry.${d}`) }))}
          data-testid="share-expiry"
        />
      </FormField>
      <FormField label={t('share.code.label')}>
        <Toggle
          checked={withCode}
          onChange={({ detail }) => setWithCode(detail.checked)}
          data-testid="share-with-code"
        >
          {t('share.code.toggle')}
        </Toggle>
      </FormField>
      <FormField label={t('share.download.label')}>
        <Toggle
          checked={download}
          onChange={({ detail }) => setDownload(detail.checked)}
          data-testid="share-download"
        >
          {t('share.download.toggle')}
        </Toggle>
      </FormField>
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onClose} disabled={busy}>
            {t('share.cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void create()} data-testid="share-create">
            {t('share.create')}
          </Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}
