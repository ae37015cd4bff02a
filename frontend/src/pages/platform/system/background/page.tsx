import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { LOGIN_BG_MAX_BYTES, LOGIN_BG_TYPES } from '@loopline/shared/contracts/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import {
  activateBackground,
  cleanBackgrounds,
  type LoginBackground,
  listBackgrounds,
  uploadBackground,
} from '../../../../api/settings.ts';
import { readAsDataUrl } from '../../../../components/crud/cropImage.ts';
import { shortTime } from '../../../../components/crud/format.ts';
import { ImageCropDialog } from '../../../../components/crud/ImageCropDialog.tsx';
import { notify } from '../../../../components/notifications/store.ts';
import { currentLanguage } from '../../../../i18n/index.ts';
import { systemKeys } from '../queries.ts';

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** The recommended size (spec 3 §5): a crop is drawn at 1920×1080 as a JPEG, well under 1 MB. */
const BG_OUTPUT = { width: 1920, height: 1080, type: 'image/jpeg', quality: 0.85 } as const;

/** Login background (spec 3 §2 setting): upload JPG/PNG/GIF ≤ 1 MB, activate one, clean the rest. */
export function LoginBackgroundPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [cropping, setCropping] = useState<{ src: string; name: string } | null>(null);
  const list = useQuery({ queryKey: systemKeys.backgrounds(), queryFn: listBackgrounds });
  const reload = () => queryClient.invalidateQueries({ queryKey: systemKeys.backgrounds() });

  const run = async (action: () => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      notify.success((await action()).msg);
      await reload();
    } catch (error) {
      if (isApiError(error) && !error.notified) notify.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const upload = () => {
    const file = files[0];
    if (!file) return setProblem(t('system.bg.choose'));
    if (!(LOGIN_BG_TYPES as readonly string[]).includes(file.type)) return setProblem(t('system.bg.type'));
    if (file.size > LOGIN_BG_MAX_BYTES) return setProblem(t('system.bg.tooLarge'));
    setProblem('');
    void run(async () => {
      const res = await uploadBackground(file, currentLanguage());
      setFiles([]);
      return res;
    });
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('system.bg.description')}>
          {t('system.bg.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <FormField label={t('system.bg.upload')} description={t('system.bg.hint')} errorText={problem}>
          <SpaceBetween direction="horizontal" size="xs">
            <FileUpload
              value={files}
              accept={LOGIN_BG_TYPES.join(',')}
              onChange={({ detail }) => setFiles(detail.value)}
              showFileSize
              i18nStrings={{
                uploadButtonText: () => t('system.bg.choose'),
                dropzoneText: () => t('system.bg.choose'),
                removeFileAriaLabel: () => t('crud.delete'),
                limitShowFewer: '',
                limitShowMore: '',
                errorIconAriaLabel: '',
              }}
            />
            <Button
              data-testid="bg-crop"
              disabled={!files[0] || files[0].type === 'image/gif'}
              onClick={() => {
                const file = files[0];
                if (file) void readAsDataUrl(file).then((src) => setCropping({ src, name: file.name }));
              }}
            >
              {t('system.bg.crop')}
            </Button>
            <Button variant="primary" loading={busy} data-testid="bg-upload" onClick={upload}>
              {t('system.bg.uploadAction')}
            </Button>
          </SpaceBetween>
        </FormField>
        <Table<LoginBackground>
          data-testid="bg-table"
          items={list.data ?? []}
          loading={list.isFetching}
          loadingText={t('notices.loading')}
          trackBy="id"
          header={
            <Header
              counter={`(${list.data?.length ?? 0})`}
              actions={
                <Button
                  data-testid="bg-clean"
                  disabled={busy}
                  onClick={() => void run(() => cleanBackgrounds())}
                >
                  {t('system.bg.clean')}
                </Button>
              }
            >
              {t('system.bg.list')}
            </Header>
          }
          columnDefinitions={[
            { id: 'fileName', header: t('system.bg.fileName'), cell: (b) => b.fileName, isRowHeader: true },
            { id: 'size', header: t('system.bg.size'), cell: (b) => kb(b.size) },
            {
              id: 'active',
              header: t('system.bg.state'),
              cell: (b) =>
                b.active ? (
                  <StatusIndicator type="success">{t('system.bg.active')}</StatusIndicator>
                ) : (
                  <StatusIndicator type="stopped">{t('system.bg.inactive')}</StatusIndicator>
                ),
            },
            { id: 'createTime', header: t('system.bg.createTime'), cell: (b) => shortTime(b.createTime) },
            {
              id: 'actions',
              header: t('system.bg.actions'),
              cell: (b) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-link"
                    disabled={busy || b.active === 1}
                    data-testid={`bg-activate-${b.fileName}`}
                    onClick={() => void run(() => activateBackground(b.id))}
                  >
                    {t('system.bg.activate')}
                  </Button>
                  <Button
                    variant="inline-link"
                    disabled={busy}
                    onClick={() => void run(() => cleanBackgrounds(b.id))}
                  >
                    {t('crud.delete')}
                  </Button>
                </SpaceBetween>
              ),
            },
          ]}
        />
      </SpaceBetween>
      {cropping && (
        <ImageCropDialog
          src={cropping.src}
          name={cropping.name}
          output={BG_OUTPUT}
          title={t('system.bg.cropTitle')}
          onCancel={() => setCropping(null)}
          onCropped={(file) => {
            setFiles([file]);
            setCropping(null);
          }}
        />
      )}
    </ContentLayout>
  );
}
