import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { GRANT_TYPES } from '@loopline/shared/contracts/org';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientView, listClients, removeClients, submitClient } from '../../../api/org.ts';
import { ListPage } from './ListPage.tsx';
import { orgKeys } from './queries.ts';

/**
 * /platform/system/client: OAuth clients. A secret is made by the server and shown once, when the
 * client is added or its secret is renewed; afterwards only its last characters are shown.
 */
export function PlatformClientPage() {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<{ clientId: string; secret: string } | null>(null);
  const status = (s: number) => t(s === 1 ? 'crud.statusNormal' : 'crud.statusDisabled');
  const save = async (v: Record<string, string>, row: ClientView | null) => {
    const saved = await submitClient({
      id: row?.id,
      clientId: v.clientId ?? '',
      clientName: v.clientName ?? '',
      scope: v.scope ?? 'all',
      grantTypes: (v.grantTypes ?? '').split(',').filter(Boolean) as (typeof GRANT_TYPES)[number][],
      redirectUri: v.redirectUri ?? '',
      accessTokenValidity: Number(v.accessTokenValidity) || 3000,
      refreshTokenValidity: Number(v.refreshTokenValidity) || 604_800,
      status: v.status === '0' ? 0 : 1,
      resetSecret: v.resetSecret === '1',
    });
    if (saved.newSecret) setSecret({ clientId: saved.clientId, secret: saved.newSecret });
  };
  return (
    <ListPage<ClientView>
      title={t('org.clientTitle')}
      description={t('org.clientDescription')}
      testId="client-table"
      queryKey={orgKeys.clients()}
      load={({ current, size, search }) =>
        listClients({ current, size, ...(search ? { clientId: search } : {}) })
      }
      trackBy="id"
      searchLabel={t('org.clientId')}
      columns={[
        { id: 'clientId', header: t('org.clientId'), cell: (r) => r.clientId },
        { id: 'clientName', header: t('org.clientName'), cell: (r) => r.clientName },
        { id: 'secret', header: t('org.clientSecret'), cell: (r) => r.clientSecret },
        { id: 'grantTypes', header: t('org.grantTypes'), cell: (r) => r.grantTypes.join(', ') },
        { id: 'access', header: t('org.accessTokenValidity'), cell: (r) => r.accessTokenValidity },
        { id: 'status', header: t('crud.status'), cell: (r) => status(r.status) },
      ]}
      fields={(row) => [
        { key: 'clientId', label: t('org.clientId'), required: t('org.clientIdRequired') },
        { key: 'clientName', label: t('org.clientName'), required: t('org.clientNameRequired') },
        { key: 'scope', label: t('org.scope') },
        { key: 'grantTypes', label: t('org.grantTypesHint'), required: t('org.grantTypeInvalid') },
        { key: 'redirectUri', label: t('org.redirectUri') },
        { key: 'accessTokenValidity', label: t('org.accessTokenValidity'), kind: 'number' },
        { key: 'refreshTokenValidity', label: t('org.refreshTokenValidity'), kind: 'number' },
        {
          key: 'status',
          label: t('crud.status'),
          kind: 'select',
          options: [
            { value: '1', label: status(1) },
            { value: '0', label: status(0) },
          ],
        },
        ...(row
          ? [
              {
                key: 'resetSecret',
                label: t('org.resetSecret'),
                kind: 'select' as const,
                options: [
                  { value: '0', label: t('org.keepSecret') },
                  { value: '1', label: t('org.renewSecret') },
                ],
              },
            ]
          : []),
      ]}
      initial={(row) => ({
        clientId: row?.clientId ?? '',
        clientName: row?.clientName ?? '',
        scope: row?.scope ?? 'all',
        grantTypes: (row?.grantTypes ?? ['password', 'refresh_token']).join(','),
        redirectUri: row?.redirectUri ?? '',
        accessTokenValidity: String(row?.accessTokenValidity ?? 3000),
        refreshTokenValidity: String(row?.refreshTokenValidity ?? 604_800),
        status: String(row?.status ?? 1),
        resetSecret: '0',
      })}
      submit={save}
      remove={(rows) => removeClients(rows.map((r) => r.id))}
      extra={
        secret && (
          <Modal
            visible
            onDismiss={() => setSecret(null)}
            header={t('org.secretTitle', { clientId: secret.clientId })}
            data-testid="client-secret"
            footer={
              <Box float="right">
                <Button variant="primary" onClick={() => setSecret(null)}>
                  {t('crud.confirm')}
                </Button>
              </Box>
            }
          >
            <Alert type="warning">{t('org.secretOnce')}</Alert>
            <Box variant="code" padding={{ top: 's' }} data-testid="client-secret-value">
              {secret.secret}
            </Box>
          </Modal>
        )
      }
    />
  );
}
