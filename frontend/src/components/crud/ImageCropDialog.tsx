import 'react-easy-crop/react-easy-crop.css';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { type CropOutput, cropToFile } from './cropImage.ts';

/**
 * The cropper dialog of the back office (spec 3 §2 "cropper dialog for images"): drag and zoom over a
 * fixed aspect, then the crop is drawn at the output size and handed back as a file. `onSkip`, when
 * given, offers keeping the picture as it is (an animated GIF, say).
 */
export function ImageCropDialog({
  src,
  name,
  output,
  title,
  onCancel,
  onCropped,
  onSkip,
}: {
  /** The picture, as a data: or object URL. */
  src: string;
  name: string;
  output: CropOutput;
  title: string;
  onCancel: () => void;
  onCropped: (file: File) => void;
  onSkip?: () => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const apply = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onCropped(await cropToFile(src, area, output, name));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onCancel}
      header={title}
      data-testid="image-crop-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onCancel}>{t('crud.cancel')}</Button>
            {onSkip && (
              <Button onClick={onSkip} data-testid="image-crop-skip">
                {t('crud.cropSkip')}
              </Button>
            )}
            <Button
              variant="primary"
              loading={busy}
              disabled={!area}
              onClick={() => void apply()}
              data-testid="image-crop-apply"
            >
              {t('crud.cropApply')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <div className="ll-cropper" style={{ position: 'relative', height: 360 }}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={output.width / output.height}
            minZoom={1}
            maxZoom={4}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            disableAutomaticStylesInjection
          />
        </div>
        <FormField label={t('crud.cropZoom')} stretch>
          <Slider
            value={zoom}
            min={1}
            max={4}
            step={0.1}
            onChange={({ detail }) => setZoom(detail.value)}
            ariaLabel={t('crud.cropZoom')}
            valueFormatter={(v) => `${v.toFixed(1)}×`}
          />
        </FormField>
        <Box color="text-body-secondary" fontSize="body-s">
          {failed ? t('crud.cropFailed') : t('crud.cropHint', { width: output.width, height: output.height })}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
