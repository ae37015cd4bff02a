import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listProjects } from '../../api/projects.ts';
import './upload.css';
import { uploadQueue, useUploadItems } from './instance.ts';
import { UploadConfirm } from './UploadConfirm.tsx';
import { UploadPanel } from './UploadPanel.tsx';

/** The top bar's upload list (spec 2 §2): import into a project's root, and every list tab. */
export function UploadListButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [projects, setProjects] = useState<SelectProps.Option[]>([]);
  const [target, setTarget] = useState<SelectProps.Option | null>(null);
  const items = useUploadItems();
  const active = items.filter((i) => ['cmd5', 'waiting', 'uploading'].includes(i.status)).length;
  useEffect(() => {
    if (!open || projects.length) return;
    void listProjects('all', { current: 1, size: 100 }, { silent: true }).then((page) => {
      const options = page.records
        .filter((p) => p.isDefault !== 2)
        .map((p) => ({ value: p.id, label: p.projectName }));
      setProjects(options);
      setTarget((current) => current ?? options[0] ?? null);
    });
  }, [open, projects.length]);
  return (
    <>
      <Button
        variant="icon"
        iconName={active ? 'status-in-progress' : 'upload'}
        ariaLabel={t('uploads.listTitle')}
        data-testid="upload-list-button"
        onClick={() => setOpen(true)}
      />
      <UploadConfirm />
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        size="max"
        header={t('uploads.listTitle')}
        data-testid="upload-list"
      >
        <UploadPanel
          mode="shell"
          canPick={Boolean(target)}
          importTarget={
            <FormField label={t('uploads.targetProject')} description={t('uploads.targetHint')}>
              <Select
                selectedOption={target}
                options={projects}
                onChange={({ detail }) => setTarget(detail.selectedOption)}
                placeholder={t('uploads.chooseProject')}
                data-testid="upload-target-project"
              />
            </FormField>
          }
          onPick={(picked) =>
            target?.value &&
            uploadQueue().add(picked, {
              projectId: target.value,
              dirId: target.value,
              projectName: target.label ?? '',
            })
          }
        />
      </Modal>
    </>
  );
}
