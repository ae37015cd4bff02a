import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readUserTemplate, type TemplateReadOutcome, userTemplate } from '../../../api/marketing.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { ErrorLogLink } from './ErrorLogLink.tsx';

/** Download the user template, and read a filled one back into a list of phones (refused rows logged). */
export function UserTemplateImport({ onPhones }: { onPhones: (phones: string[]) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TemplateReadOutcome | null>(null);

  const download = async () => {
    const { blob, fileName } = await userTemplate();
    saveBlob(blob, fileName);
  };
  const read = async () => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    try {
      const result = await readUserTemplate(file);
      setOutcome(result);
      onPhones(result.phones);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button iconName="download" onClick={() => void download()} data-testid="template-download">
          {t('marketing.template.download')}
        </Button>
        <FileUpload
          data-testid="template-file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={files}
          onChange={({ detail }) => setFiles(detail.value.slice(-1))}
          i18nStrings={{
            uploadButtonText: () => t('marketing.template.choose'),
            dropzoneText: () => t('marketing.template.drop'),
            removeFileAriaLabel: () => t('crud.delete'),
            limitShowFewer: t('marketing.template.fewer'),
            limitShowMore: t('marketing.template.more'),
            errorIconAriaLabel: t('marketing.template.error'),
          }}
        />
        <Button
          disabled={!files.length}
          loading={busy}
          onClick={() => void read()}
          data-testid="template-read"
        >
          {t('marketing.template.read')}
        </Button>
      </SpaceBetween>
      {outcome && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <span data-testid="template-outcome">
            {t('marketing.template.outcome', {
              phones: outcome.phones.length,
              registered: outcome.registered,
              failed: outcome.failed,
            })}
          </span>
          {outcome.errorLogId && <ErrorLogLink id={outcome.errorLogId} />}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
