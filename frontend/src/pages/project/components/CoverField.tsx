import 'react-easy-crop/react-easy-crop.css';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
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
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
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
      setCrop({ x: 0, y: 0 });
      setZoom(1);
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
          <div className="ll-cropper" data-testid="cover-cropper">
            <Cropper
              image={cropping.src}
              crop={crop}
              zoom={zoom}
              aspect={16 / 9}
              minZoom={1}
              maxZoom={4}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              disableAutomaticStylesInjection
            />
          </div>
          <FormField label={t('projects.form.zoom')} stretch>
            <Slider
              value={zoom}
              min={1}
              max={4}
              step={0.1}
              onChange={({ detail }) => setZoom(detail.value)}
              ariaLabel={t('projects.form.zoom')}
              valueFormatter={(v) => `${v.toFixed(1)}×`}
            />
          </FormField>
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
