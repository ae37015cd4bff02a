import Button from '@cloudscape-design/components/button';
import { OSS_CATEGORIES, SMS_CATEGORIES } from '@loopline/shared/contracts/resource';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  enableResourceConfig,
  listResourceConfigs,
  type ResourceConfigView,
  type ResourceKind,
  removeResourceConfigs,
  sendTestSms,
  submitOssConfig,
  submitSmsConfig,
} from '../../../api/resource.ts';
import { notify } from '../../../components/notifications/store.ts';
import type { FieldSpec } from './FormModal.tsx';
import { FormModal } from './FormModal.tsx';
import { ListPage } from './ListPage.tsx';
import { orgKeys } from './queries.ts';

/** The kind's own settings in the form (besides code, category, keys and remark). */
const SETTINGS: Record<ResourceKind, string[]> = {
  sms: ['templateId', 'content', 'signName', 'accessKey', 'region'],
  oss: ['endpoint', 'bucketName', 'accessKey', 'region'],
};

/**
 * /platform/resource/sms and /platform/resource/oss (blade-resource): configs with sealed secrets
 * (shown masked; left blank on an edit the stored one stays), one enabled per kind, and for SMS a
 * test message through the enabled config.
 */
export function ResourcePage({ kind }: { kind: ResourceKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [testing, setTesting] = useState(false);
  const categories = kind === 'sms' ? SMS_CATEGORIES : OSS_CATEGORIES;
  const status = (s: number) => t(s === 1 ? 'org.enabled' : 'org.notEnabled');
  const enable = async (row: ResourceConfigView) => {
    await enableResourceConfig(kind, row.id);
    notify.success(t('org.enabledNow'));
    await queryClient.invalidateQueries({ queryKey: orgKeys.resources(kind) });
  };
  const required: Record<string, string> = {
    templateId: t('resource.templateRequired'),
    content: t('resource.contentRequired'),
    signName: t('resource.signNameRequired'),
    endpoint: t('resource.endpointRequired'),
    bucketName: t('resource.bucketRequired'),
    ...(kind === 'oss' ? { accessKey: t('resource.accessKeyRequired') } : {}),
  };
  const fields = (row: ResourceConfigView | null): FieldSpec[] => [
    { key: 'code', label: t('org.resourceCode'), required: t('resource.codeRequired') },
    {
      key: 'category',
      label: t('org.category'),
      kind: 'select',
      required: t('resource.categoryRequired'),
      options: categories.map((c) => ({ value: c, label: t(`org.category.${c}`) })),
    },
    ...SETTINGS[kind].map((key) => ({ key, label: t(`org.setting.${key}`), required: required[key] })),
    {
      key: 'secretKey',
      label: row ? t('org.secretKeyKeep', { masked: row.secretKey || '—' }) : t('org.secretKey'),
    },
    { key: 'remark', label: t('org.remark') },
  ];
  const submit = async (v: Record<string, string>, row: ResourceConfigView | null) => {
    const common = { id: row?.id, code: v.code ?? '', secretKey: v.secretKey ?? '', remark: v.remark ?? '' };
    if (kind === 'sms') {
      return submitSmsConfig({
        ...common,
        category: v.category as (typeof SMS_CATEGORIES)[number],
        templateId: v.templateId ?? '',
        content: v.content ?? '',
        signName: v.signName ?? '',
        accessKey: v.accessKey ?? '',
        region: v.region ?? '',
      });
    }
    return submitOssConfig({
      ...common,
      category: v.category as (typeof OSS_CATEGORIES)[number],
      endpoint: v.endpoint ?? '',
      bucketName: v.bucketName ?? '',
      accessKey: v.accessKey ?? '',
      region: v.region ?? '',
    });
  };
  return (
    <ListPage<ResourceConfigView>
      title={t(`org.resourceTitle.${kind}`)}
      description={t(`org.resourceDescription.${kind}`)}
      testId={`${kind}-table`}
      queryKey={orgKeys.resources(kind)}
      load={({ current, size, search }) =>
        listResourceConfigs(kind, { current, size, ...(search ? { code: search } : {}) })
      }
      trackBy="id"
      searchLabel={t('org.resourceCode')}
      columns={[
        { id: 'code', header: t('org.resourceCode'), cell: (r) => r.code },
        { id: 'category', header: t('org.category'), cell: (r) => t(`org.category.${r.category}`) },
        ...(kind === 'sms'
          ? [
              {
                id: 'signName',
                header: t('org.setting.signName'),
                cell: (r: ResourceConfigView) => r.settings.signName,
              },
            ]
          : [
              {
                id: 'bucket',
                header: t('org.setting.bucketName'),
                cell: (r: ResourceConfigView) => r.settings.bucketName,
              },
            ]),
        { id: 'secret', header: t('org.secretKey'), cell: (r) => r.secretKey || '—' },
        { id: 'status', header: t('crud.status'), cell: (r) => status(r.status) },
      ]}
      fields={fields}
      initial={(row) => ({
        code: row?.code ?? '',
        category: row?.category ?? (kind === 'sms' ? 'platform' : 's3'),
        ...Object.fromEntries(SETTINGS[kind].map((key) => [key, row?.settings[key] ?? ''])),
        secretKey: '',
        remark: row?.remark ?? '',
      })}
      submit={submit}
      remove={(rows) =>
        removeResourceConfigs(
          kind,
          rows.map((r) => r.id),
        )
      }
      rowActions={(row) => (
        <>
          {row.status !== 1 && (
            <Button
              variant="inline-link"
              onClick={() => void enable(row)}
              data-testid={`${kind}-enable-${row.code}`}
            >
              {t('org.enable')}
            </Button>
          )}
          {kind === 'sms' && row.status === 1 && (
            <Button variant="inline-link" onClick={() => setTesting(true)} data-testid="sms-test">
              {t('org.sendTest')}
            </Button>
          )}
        </>
      )}
      extra={
        testing && (
          <FormModal
            title={t('org.sendTest')}
            testId="sms-test-form"
            isNew
            successText={t('org.testSent')}
            initial={{ phones: '', params: '{}' }}
            fields={[
              { key: 'phones', label: t('org.phones'), required: t('resource.phonesRequired') },
              { key: 'params', label: t('org.params') },
            ]}
            onSubmit={(v) => sendTestSms({ phones: v.phones ?? '', params: v.params ?? '{}' })}
            onClose={() => setTesting(false)}
            onSaved={() => setTesting(false)}
          />
        )
      }
    />
  );
}

export const PlatformSmsPage = () => <ResourcePage kind="sms" />;
export const PlatformOssPage = () => <ResourcePage kind="oss" />;
