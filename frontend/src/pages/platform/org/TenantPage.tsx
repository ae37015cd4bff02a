import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPackages, listTenants, removeTenants, submitTenant, type TenantView } from '../../../api/org.ts';
import { ListPage } from './ListPage.tsx';
import { orgKeys } from './queries.ts';

/** /platform/system/tenant: the tenants (blade-system/tenant), kept from the platform tenant. */
export function PlatformTenantPage() {
  const { t } = useTranslation();
  const packages = useQuery({
    queryKey: orgKeys.packagesAll(),
    queryFn: () => listPackages({ current: 1, size: 1000 }),
  });
  const packageName = (id: string) => packages.data?.records.find((p) => p.id === id)?.packageName ?? '—';
  const [admin, setAdmin] = useState<{ tenantId: string; account: string; password: string } | null>(null);
  const status = (s: number) => t(s === 1 ? 'crud.statusNormal' : 'crud.statusDisabled');
  return (
    <ListPage<TenantView>
      title={t('org.tenantTitle')}
      description={t('org.tenantDescription')}
      testId="tenant-table"
      queryKey={orgKeys.tenants()}
      load={({ current, size, search }) =>
        listTenants({ current, size, ...(search ? { tenantName: search } : {}) })
      }
      trackBy="tenantId"
      searchLabel={t('org.tenantName')}
      columns={[
        { id: 'tenantId', header: t('org.tenantId'), cell: (r) => r.tenantId },
        { id: 'tenantName', header: t('org.tenantName'), cell: (r) => r.tenantName },
        { id: 'linkman', header: t('org.linkman'), cell: (r) => r.linkman },
        { id: 'contactNumber', header: t('org.contactNumber'), cell: (r) => r.contactNumber },
        {
          id: 'accountNumber',
          header: t('org.accountNumber'),
          cell: (r) => (r.accountNumber < 0 ? t('org.noLimit') : r.accountNumber),
        },
        {
          id: 'accountUsed',
          header: t('org.accountUsed'),
          cell: (r) => r.accountUsed ?? '—',
        },
        { id: 'expireTime', header: t('org.expireTime'), cell: (r) => r.expireTime || t('org.never') },
        {
          id: 'package',
          header: t('org.package'),
          cell: (r) => (r.packageId ? packageName(r.packageId) : '—'),
        },
        { id: 'status', header: t('crud.status'), cell: (r) => status(r.status) },
      ]}
      fields={(row) => [
        { key: 'tenantName', label: t('org.tenantName'), required: t('org.tenantNameRequired') },
        ...(row
          ? []
          : [
              { key: 'adminAccount', label: t('org.adminAccount'), required: t('org.tenantAdminRequired') },
              { key: 'adminPhone', label: t('org.adminPhone'), required: t('org.tenantAdminRequired') },
            ]),
        { key: 'linkman', label: t('org.linkman') },
        { key: 'contactNumber', label: t('org.contactNumber') },
        { key: 'address', label: t('org.address') },
        { key: 'domain', label: t('org.domain') },
        { key: 'accountNumber', label: t('org.accountNumberHint'), kind: 'number' },
        { key: 'expireTime', label: t('org.expireTimeHint'), disabled: row?.tenantId === '000000' },
        {
          key: 'packageId',
          label: t('org.package'),
          kind: 'select',
          options: [
            { value: '', label: t('org.noPackage') },
            ...(packages.data?.records ?? []).map((p) => ({ value: p.id, label: p.packageName })),
          ],
        },
        {
          key: 'status',
          label: t('crud.status'),
          kind: 'select',
          disabled: row?.tenantId === '000000',
          options: [
            { value: '1', label: status(1) },
            { value: '0', label: status(0) },
          ],
        },
      ]}
      initial={(row) => ({
        tenantName: row?.tenantName ?? '',
        adminAccount: '',
        adminPhone: '',
        linkman: row?.linkman ?? '',
        contactNumber: row?.contactNumber ?? '',
        address: row?.address ?? '',
        domain: row?.domain ?? '',
        accountNumber: String(row?.accountNumber ?? -1),
        expireTime: row?.expireTime ?? '',
        packageId: row?.packageId ?? '',
        status: String(row?.status ?? 1),
      })}
      submit={async (v, row) => {
        const saved = await submitTenant({
          tenantId: row?.tenantId,
          adminAccount: row ? undefined : v.adminAccount,
          adminPhone: row ? undefined : v.adminPhone,
          tenantName: v.tenantName ?? '',
          linkman: v.linkman ?? '',
          contactNumber: v.contactNumber ?? '',
          address: v.address ?? '',
          domain: v.domain ?? '',
          accountNumber: Number(v.accountNumber ?? -1),
          expireTime: v.expireTime ?? '',
          packageId: v.packageId || undefined,
          status: v.status === '0' ? 0 : 1,
        });
        if (saved.admin) setAdmin({ tenantId: saved.tenantId, ...saved.admin });
      }}
      remove={(rows) => removeTenants(rows.map((r) => r.tenantId))}
      extra={
        admin && (
          <Modal
            visible
            onDismiss={() => setAdmin(null)}
            header={t('org.tenantAdminTitle', { tenantId: admin.tenantId })}
            data-testid="tenant-admin"
            footer={
              <Box float="right">
                <Button variant="primary" onClick={() => setAdmin(null)}>
                  {t('crud.confirm')}
                </Button>
              </Box>
            }
          >
            <Alert type="warning">{t('org.secretOnce')}</Alert>
            <Box padding={{ top: 's' }}>
              {t('org.tenantId')}: <Box variant="code">{admin.tenantId}</Box>
              <br />
              {t('org.adminAccount')}: <Box variant="code">{admin.account}</Box>
              <br />
              {t('org.adminPassword')}:{' '}
              <Box variant="code" data-testid="tenant-admin-password">
                {admin.password}
              </Box>
            </Box>
          </Modal>
        )
      }
    />
  );
}
