import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { codeRule } from '@loopline/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downLine, type OnlineClient, onlineClients, sendDownLineSms } from '../../../api/account.ts';
import { formatDateTime } from '../../../app/format.ts';
import { CodeField } from '../../../components/CodeField.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { check } from '../../../forms/rules.ts';

/** Sign-in devices: every online client, with remote sign-out (a code to the phone; the device gets LOGOUT). */
export function DevicesSection({ maskedPhone }: { maskedPhone: string }) {
  const { t } = useTranslation();
  const [devices, setDevices] = useState<OnlineClient[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [target, setTarget] = useState<OnlineClient | null>(null);
  const load = useCallback(() => {
    setFailed(false);
    setDevices(null);
    onlineClients()
      .then(setDevices)
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  return (
    <>
      <Table
        data-testid="devices-table"
        variant="container"
        header={
          <Header
            variant="h2"
            description={t('devices.description')}
            actions={<Button iconName="refresh" ariaLabel={t('action.refresh')} onClick={load} />}
          >
            {t('devices.title')}
          </Header>
        }
        loading={devices === null && !failed}
        loadingText={t('app.loading')}
        items={devices ?? []}
        empty={
          failed ? (
            <SpaceBetween size="xs" alignItems="center">
              <StatusIndicator type="error">{t('devices.loadFailed')}</StatusIndicator>
              <Button onClick={load}>{t('action.retry')}</Button>
            </SpaceBetween>
          ) : (
            <Box color="text-body-secondary">{t('devices.empty')}</Box>
          )
        }
        columnDefinitions={[
          {
            id: 'device',
            header: t('devices.device'),
            cell: (d) => (
              <span data-testid="device-row">
                {t('devices.agent', { browser: d.browser, os: d.os })}{' '}
                {d.current && <StatusIndicator type="success">{t('devices.thisDevice')}</StatusIndicator>}
              </span>
            ),
          },
          {
            id: 'client',
            header: t('devices.client'),
            cell: (d) => t(`apps.${d.clientId}.name`, { defaultValue: d.clientId }),
          },
          { id: 'ip', header: t('devices.ip'), cell: (d) => d.ip || '-' },
          { id: 'login', header: t('devices.loginTime'), cell: (d) => formatDateTime(d.loginTime) },
          { id: 'active', header: t('devices.lastActive'), cell: (d) => formatDateTime(d.lastActiveTime) },
          {
            id: 'action',
            header: t('devices.action'),
            cell: (d) =>
              d.current ? (
                '-'
              ) : (
                <Button variant="inline-link" onClick={() => setTarget(d)} data-testid="device-sign-out">
                  {t('devices.signOut')}
                </Button>
              ),
          },
        ]}
      />
      <DownLineDialog
        device={target}
        maskedPhone={maskedPhone}
        onClose={(done) => {
          setTarget(null);
          if (done) load();
        }}
      />
    </>
  );
}

function DownLineDialog({
  device,
  maskedPhone,
  onClose,
}: {
  device: OnlineClient | null;
  maskedPhone: string;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over for each device
  useEffect(() => {
    setCode('');
    setTried(false);
  }, [device]);
  const problem = check(codeRule, code);
  const submit = async () => {
    setTried(true);
    if (!device || problem) return;
    setBusy(true);
    try {
      const res = await downLine(device.id, code);
      notify.success(res.msg);
      onClose(true);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible={device !== null}
      onDismiss={() => onClose(false)}
      size="small"
      header={t('devices.signOutTitle')}
      data-testid="downline-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => onClose(false)}>
              {t('action.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={submit} data-testid="downline-submit">
              {t('devices.signOut')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{device && t('devices.signOutText', { browser: device.browser, os: device.os })}</Box>
        <CodeField
          label={t('identity.codeTo', { phone: maskedPhone })}
          errorText={tried && problem ? t(problem) : undefined}
          input={{ value: code, onChange: ({ detail }) => setCode(detail.value) }}
          testId="downline-code"
          sendTestId="downline-send"
          onSend={() =>
            sendDownLineSms().then(
              () => true,
              () => false,
            )
          }
        />
      </SpaceBetween>
    </Modal>
  );
}
