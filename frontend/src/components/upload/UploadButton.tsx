import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './upload.css';
import { onUploaded, uploadQueue, useUploadItems } from './instance.ts';
import { UploadPanel } from './UploadPanel.tsx';

interface Props {
  projectId: string;
  dirId: string;
  projectName?: string;
  /** Called when an upload into this project finishes (refresh the list). */
  onUploaded: () => void;
}

/** The file manager's upload button and its popover (spec 1 §2 "Upload lists", file-manager mode). */
export function UploadButton({ projectId, dirId, projectName = '', onUploaded: refresh }: Props) {
  const { t } = useTranslation();
  const items = useUploadItems();
  const active = items.filter((i) => ['cmd5', 'waiting', 'uploading'].includes(i.status)).length;
  useEffect(
    () => onUploaded((item) => item.target.projectId === projectId && refresh()),
    [projectId, refresh],
  );
  return (
    <Popover
      triggerType="custom"
      size="large"
      fixedWidth
      position="bottom"
      dismissButton
      header={t('uploads.title')}
      renderWithPortal
      content={
        <div className="ll-upload-popover">
          <UploadPanel
            mode="fileManager"
            canPick
            onPick={(picked) => uploadQueue().add(picked, { projectId, dirId, projectName })}
          />
        </div>
      }
    >
      <Button iconName="upload" variant="primary" data-testid="upload-button">
        {active ? t('uploads.buttonActive', { count: active }) : t('uploads.button')}
      </Button>
    </Popover>
  );
}
