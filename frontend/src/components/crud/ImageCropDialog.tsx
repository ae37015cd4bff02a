import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { type CropOutput, cropToFile } from './cropImage.ts';
import { ZoomCropper } from './ZoomCropper.tsx';

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
        <ZoomCropper
          src={src}
          aspect={output.width / output.height}
          zoomLabel={t('crud.cropZoom')}
          onArea={setArea}
          height={360}
        />
        <Box color="text-body-secondary" fontSize="body-s">
          {failed ? t('crud.cropFailed') : t('crud.cropHint', { width: output.width, height: output.height })}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
