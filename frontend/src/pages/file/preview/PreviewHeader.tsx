import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { MarkupStatus } from './useMarkup.ts';

export interface PreviewHeaderProps {
  fileName: string;
  /** Back to the folder (members) or to the shared link's page (visitors). */
  onBack: () => void;
  backLabel: string;
  /** Null when downloading is not offered. */
  onDownload: (() => void) | null;
  /** Null when the view has no export. */
  exportFormat: 'pdf' | 'png' | null;
  onExport: () => void;
  exporting: boolean;
  markupStatus: MarkupStatus;
}

function SaveState({ status }: { status: MarkupStatus }) {
  const { t } = useTranslation();
  if (status === 'saving')
    return (
      <span data-testid="markup-save-state" data-state="saving">
        <StatusIndicator type="in-progress">{t('filePreview.markupSaving')}</StatusIndicator>
      </span>
    );
  if (status === 'saved')
    return (
      <span data-testid="markup-save-state" data-state="saved">
        <StatusIndicator type="success">{t('filePreview.markupSaved')}</StatusIndicator>
      </span>
    );
  if (status === 'failed')
    return (
      <span data-testid="markup-save-state" data-state="failed">
        <StatusIndicator type="error">{t('filePreview.markupSaveFailed')}</StatusIndicator>
      </span>
    );
  return null;
}

/** The preview page's header: the file name, back, download, export with markup, save state. */
export function PreviewHeader(props: PreviewHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="ll-preview__header">
      <Header
        variant="h2"
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <SaveState status={props.markupStatus} />
            {props.onDownload && (
              <Button iconName="download" onClick={props.onDownload} data-testid="preview-download">
                {t('filePreview.download')}
              </Button>
            )}
            {props.exportFormat && (
              <Button
                iconName="upload-download"
                loading={props.exporting}
                onClick={props.onExport}
                data-testid="preview-export"
              >
                {t(props.exportFormat === 'pdf' ? 'filePreview.exportPdf' : 'filePreview.exportPng')}
              </Button>
            )}
          </SpaceBetween>
        }
      >
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button
            variant="icon"
            iconName="arrow-left"
            ariaLabel={props.backLabel}
            onClick={props.onBack}
            data-testid="preview-back"
          />
          <span className="ll-preview__name" title={props.fileName} data-testid="preview-file-name">
            {props.fileName}
          </span>
        </SpaceBetween>
      </Header>
    </div>
  );
}
