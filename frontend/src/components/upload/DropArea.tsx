import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedFile } from '../../upload/queue.ts';
import { pickedFromDrop, pickedFromInput } from './picking.ts';

/** The drag-and-drop area with file and folder pick buttons (spec 1 §2 "Upload lists"). */
export function DropArea({
  onPick,
  disabled,
}: {
  onPick: (picked: PickedFile[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (picked: PickedFile[]) => picked.length && onPick(picked);
  return (
    // A drop target only: the buttons inside are the keyboard-accessible way to pick.
    <section
      aria-label={t('uploads.dropHint')}
      className={`ll-upload-drop${over ? ' ll-upload-drop--over' : ''}`}
      data-testid="upload-drop-area"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) void pickedFromDrop(event.dataTransfer).then(take);
      }}
    >
      <SpaceBetween size="xs" alignItems="center">
        <Box color="text-body-secondary">{t('uploads.dropHint')}</Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="file"
            disabled={disabled}
            onClick={() => files.current?.click()}
            data-testid="upload-pick-files"
          >
            {t('uploads.pickFiles')}
          </Button>
          <Button
            iconName="folder"
            disabled={disabled}
            onClick={() => folder.current?.click()}
            data-testid="upload-pick-folder"
          >
            {t('uploads.pickFolder')}
          </Button>
        </SpaceBetween>
        <Box variant="small" color="text-status-inactive">
          {t('uploads.limitHint')}
        </Box>
      </SpaceBetween>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        data-testid="upload-input-files"
        onChange={(event) => {
          take(pickedFromInput(event.currentTarget.files));
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={folder}
        type="file"
        hidden
        data-testid="upload-input-folder"
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(event) => {
          take(pickedFromInput(event.currentTarget.files));
          event.currentTarget.value = '';
        }}
      />
    </section>
  );
}
