import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { CLIENT_IDS } from '@loopline/shared';
import { ClientSettingBody } from '@loopline/shared/contracts/clientSetting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ClientSettingView,
  clientSettingDetail,
  updateClientSetting,
} from '../../../api/consoleClients.ts';
import { shortTime } from '../../../components/crud/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { fieldErrors } from '../marketing/formErrors.ts';
import { clientsKeys } from './queries.ts';

type Field = 'latestVersion' | 'minVersion' | 'downloadUrl' | 'updateNotice' | 'updateNoticeEn';
const FIELDS: Field[] = ['latestVersion', 'minVersion', 'downloadUrl', 'updateNotice', 'updateNoticeEn'];

/** The form of one client app's release settings, started from what is saved. */
function SettingForm({ saved }: { saved: ClientSettingView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>(
    Object.fromEntries(FIELDS.map((f) => [f, saved[f]])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const body = { clientId: saved.clientId, ...values };
    const problems = fieldErrors(ClientSettingBody, body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const res = await updateClientSetting(body);
      notify.success(res.msg);
      await queryClient.invalidateQueries({ queryKey: clientsKeys.clientSetting(saved.clientId) });
    } finally {
      setBusy(false);
    }
  };
  const input = (field: Field, placeholder?: string) => (
    <FormField
      key={field}
      label={t(`clientSetting.${field}`)}
      description={t(`clientSetting.${field}Hint`)}
      errorText={errors[field]}
    >
      {field.startsWith('updateNotice') ? (
        <Textarea
          value={values[field]}
          rows={3}
          onChange={({ detail }) => setValues({ ...values, [field]: detail.value })}
        />
      ) : (
        <Input
          value={values[field]}
          placeholder={placeholder}
          data-testid={`client-setting-${field}`}
          onChange={({ detail }) => setValues({ ...values, [field]: detail.value })}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Form
        actions={
          <Button
            variant="primary"
            loading={busy}
            data-testid="client-setting-save"
            onClick={() => void save()}
          >
            {t('clientSetting.save')}
          </Button>
        }
      >
        <SpaceBetween size="m">
          {input('latestVersion', '1.4.0')}
          {input('minVersion', '1.0.0')}
          {input('downloadUrl', 'https://')}
          {input('updateNotice')}
          {input('updateNoticeEn')}
          {saved.updateTime && (
            <Box color="text-body-secondary" variant="small">
              {t('clientSetting.lastSaved', { user: saved.updateUser, time: shortTime(saved.updateTime) })}
            </Box>
          )}
        </SpaceBetween>
      </Form>
    </form>
  );
}

/**
 * /platform/system/client-setting: per client app, the release the platform offers (latest and
 * oldest supported version, download address, update notice in both languages). The sign-in page
 * reads it to offer the download and to tell an older client to update.
 */
export function PlatformClientSettingPage() {
  const { t } = useTranslation();
  const [clientId, setClientId] = useState<string>(CLIENT_IDS[0]);
  const detail = useQuery({
    queryKey: clientsKeys.clientSetting(clientId),
    queryFn: () => clientSettingDetail(clientId),
  });
  const option = (id: string) => ({ value: id, label: t(`apps.${id}.name`), description: id });
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('clientSetting.description')}>
          {t('clientSetting.title')}
        </Header>
      }
    >
      <Container header={<Header variant="h2">{t('clientSetting.release')}</Header>}>
        <SpaceBetween size="l">
          <FormField label={t('clientSetting.client')}>
            <Select
              data-testid="client-setting-client"
              selectedOption={option(clientId)}
              options={CLIENT_IDS.map(option)}
              onChange={({ detail: d }) => setClientId(d.selectedOption.value ?? CLIENT_IDS[0])}
            />
          </FormField>
          {detail.data && <SettingForm key={`${clientId}:${detail.data.updateTime}`} saved={detail.data} />}
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
