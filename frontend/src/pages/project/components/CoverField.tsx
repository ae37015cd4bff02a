import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { ZoomCropper } from '../../../components/crud/ZoomCropper.tsx';
import { type CoverState, coverFileProblem, coverOutputType } from '../rules.ts';
import { CoverImage } from './CoverImage.tsx';
import { cropCover, readAsDataUrl } from './cropCover.ts';

interface Cropping {
  src: string;
  type: 'image/png' | 'image/jpeg';
}

export interface CoverFieldProps {
  /** The cover the project has now ('' for none). */
  current: string;
  name: string;
  value: CoverState;
  onChange: (value: CoverState) => void;
  /** True while a picture is being cropped (the dialog waits for it). */
  onCroppingChange: (cropping: boolean) => void;
  disabled?: boolean;
}

/**
 * The project cover (spec 2 §2 "avatar cropper"): pick a JPG or PNG up to 10 MB, crop it 16:9, and
 * keep the 640×360 result; or remove the cover.
 */
export function CoverField({ current, name, value, onChange, onCroppingChange, disabled }: CoverFieldProps) {
  const { t } = useTranslation();
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const startCropping = (next: Cropping | null) => {
    setCropping(next);
    onCroppingChange(next !== null);
  };

  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = coverFileProblem(file);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    try {
      const src = await readAsDataUrl(file);
      setArea(null);
      startCropping({ src, type: coverOutputType(file.type) });
    } catch {
      setError(t('project.coverType'));
    }
  };

  const apply = async () => {
    if (!cropping || !area) return;
    setBusy(true);
    try {
      onChange({ kind: 'new', dataUrl: await cropCover(cropping.src, area, cropping.type) });
      startCropping(null);
    } catch {
      setError(t('project.coverType'));
    } finally {
      setBusy(false);
    }
  };

  const shown = value.kind === 'new' ? value.dataUrl : value.kind === 'cleared' ? '' : current;

  return (
    <FormField
      label={t('projects.form.cover')}
      description={t('projects.form.coverHint')}
      errorText={error}
      stretch
    >
      {cropping ? (
        <SpaceBetween size="s">
          <ZoomCropper
            key={cropping.src}
            src={cropping.src}
            aspect={16 / 9}
            zoomLabel={t('projects.form.zoom')}
            onArea={setArea}
            testId="cover-cropper"
          />
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              variant="primary"
              onClick={() => void apply()}
              loading={busy}
              disabled={!area}
              data-testid="cover-crop-apply"
            >
              {t('projects.form.applyCrop')}
            </Button>
            <Button onClick={() => startCropping(null)} data-testid="cover-crop-cancel">
              {t('projects.form.cancelCrop')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      ) : (
        <SpaceBetween size="s">
          <div className="ll-cover-preview">
            <CoverImage src={shown} name={name} testId="cover-preview" />
          </div>
          {!shown && (
            <Box color="text-body-secondary" fontSize="body-s">
              {t('projects.form.noCover')}
            </Box>
          )}
          <SpaceBetween size="xs" direction="horizontal">
            <FileInput
              value={[]}
              accept="image/png,image/jpeg,image/jpg"
              onChange={({ detail }) => void pick(detail.value)}
              data-testid="cover-file"
            >
              {shown ? t('projects.form.changeCover') : t('projects.form.chooseCover')}
            </FileInput>
            {shown && (
              <Button
                onClick={() => onChange({ kind: 'cleared' })}
                disabled={disabled}
                data-testid="cover-remove"
              >
                {t('projects.form.removeCover')}
              </Button>
            )}
          </SpaceBetween>
        </SpaceBetween>
      )}
    </FormField>
  );
}
