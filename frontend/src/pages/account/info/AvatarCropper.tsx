import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import Modal from '@cloudscape-design/components/modal';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@loopline/shared';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const VIEW = 280;
const OUT = 256;

/** Checks a chosen picture against the avatar rules; answers the i18n key of the problem. */
function avatarProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatar.badType';
  if (file.size >= AVATAR_MAX_BYTES) return 'avatar.tooLarge';
  return undefined;
}

/** The avatar cropper dialog: pick a JPG/PNG under 500 KB, drag and zoom inside a square, save 256×256. */
export function AvatarCropper({
  visible,
  onClose,
  onCropped,
}: {
  visible: boolean;
  onClose: () => void;
  onCropped: (blob: Blob) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    if (!visible) {
      setFiles([]);
      setImage(null);
      setProblem(undefined);
    }
  }, [visible]);

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setImage(null);
    const file = chosen[0];
    if (!file) return;
    const issue = avatarProblem(file);
    setProblem(issue);
    if (issue) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setZoom(1);
      setOffset(null);
    };
    img.onerror = () => setProblem('avatar.badType');
    img.src = url;
  };

  // The picture covers the square at zoom 1; offset moves it, clamped so the square stays covered.
  const base = image ? VIEW / Math.min(image.naturalWidth, image.naturalHeight) : 1;
  const scale = base * zoom;
  const width = image ? image.naturalWidth * scale : 0;
  const height = image ? image.naturalHeight * scale : 0;
  const clamp = (x: number, y: number) => ({
    x: Math.min(0, Math.max(VIEW - width, x)),
    y: Math.min(0, Math.max(VIEW - height, y)),
  });
  const position = image
    ? clamp(offset?.x ?? (VIEW - width) / 2, offset?.y ?? (VIEW - height) / 2)
    : { x: 0, y: 0 };

  const onDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY, ox: position.x, oy: position.y };
    (event.target as Element).setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!drag.current) return;
    setOffset(
      clamp(
        drag.current.ox + event.clientX - drag.current.x,
        drag.current.oy + event.clientY - drag.current.y,
      ),
    );
  };

  const save = async () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    canvas.width = OUT;
    canvas.height = OUT;
    const context = canvas.getContext('2d');
    if (!context) return;
    const ratio = OUT / VIEW;
    context.drawImage(image, position.x * ratio, position.y * ratio, width * ratio, height * ratio);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return;
    setSaving(true);
    try {
      await onCropped(blob);
      onClose();
    } catch {
      // The page shows the server message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={t('avatarCrop.title')}
      data-testid="avatar-cropper"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={!image}
              loading={saving}
              onClick={save}
              data-testid="avatar-save"
            >
              {t('action.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FileInput
          data-testid="avatar-file"
          value={files}
          accept="image/png,image/jpeg"
          onChange={({ detail }) => choose(detail.value)}
        >
          {t('avatarCrop.choose')}
        </FileInput>
        <Box variant="small" color="text-body-secondary">
          {t('avatarCrop.tip')}
        </Box>
        {problem && <Alert type="error">{t(problem)}</Alert>}
        {image && (
          <>
            <div
              className="ll-cropper"
              style={{ width: VIEW, height: VIEW }}
              onPointerDown={onDown}
              onPointerMove={onMove}
              onPointerUp={() => {
                drag.current = null;
              }}
              data-testid="avatar-crop-area"
            >
              <img
                src={image.src}
                alt=""
                draggable={false}
                style={{ width, height, transform: `translate(${position.x}px, ${position.y}px)` }}
              />
            </div>
            <Slider
              value={zoom * 100}
              min={100}
              max={300}
              onChange={({ detail }) => setZoom(detail.value / 100)}
              ariaLabel={t('avatarCrop.zoom')}
            />
          </>
        )}
      </SpaceBetween>
    </Modal>
  );
}
