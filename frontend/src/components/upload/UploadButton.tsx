import Button from '@cloudscape-design/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './upload.css';
import { SidePanel } from '../SidePanel.tsx';
import { onUploaded, uploadQueue, useUploadItems } from './instance.ts';
import { UploadPanel } from './UploadPanel.tsx';

interface Props {
  projectId: string;
  dirId: string;
  projectName?: string;
  /** Called when an upload into this project finishes (refresh the list). */
  onUploaded: () => void;
}

/**
 * The file manager's upload button (spec 1 §2 "Upload lists", file-manager mode). Its lists open
 * in a side panel: their columns do not fit a popover, and a dialog the upload asks (a duplicate
 * name) must come on top of them.
 */
export function UploadButton({ projectId, dirId, projectName = '', onUploaded: refresh }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const items = useUploadItems();
  const active = items.filter((i) => ['cmd5', 'waiting', 'uploading'].includes(i.status)).length;
  useEffect(
    () => onUploaded((item) => item.target.projectId === projectId && refresh()),
    [projectId, refresh],
  );
  return (
    <>
      <Button
        iconName="upload"
        variant="primary"
        data-testid="upload-button"
        ariaExpanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {active ? t('uploads.buttonActive', { count: active }) : t('uploads.button')}
      </Button>
      <SidePanel open={open} onClose={() => setOpen(false)} header={t('uploads.title')} testId="upload-panel">
        <UploadPanel
          mode="fileManager"
          canPick
          onPick={(picked) => uploadQueue().add(picked, { projectId, dirId, projectName })}
        />
      </SidePanel>
    </>
  );
}
