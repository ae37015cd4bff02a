import 'react-easy-crop/react-easy-crop.css';
import FormField from '@cloudscape-design/components/form-field';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

/**
 * Dragging and zooming (1–4×) a picture under a frame of fixed `aspect`, with the zoom slider below;
 * `onArea` hears the framed part in the picture's own pixels. Mount one per picture: it starts
 * centred at 1×. It keeps the small gap between frame and slider that its dialogs had.
 */
export function ZoomCropper({
  src,
  aspect,
  zoomLabel,
  onArea,
  height,
  testId,
}: {
  src: string;
  aspect: number;
  zoomLabel: string;
  onArea: (area: Area) => void;
  /** The frame's height in px, where the page's styles do not set one. */
  height?: number;
  testId?: string;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <SpaceBetween size="s">
      <div
        className="ll-cropper"
        data-testid={testId}
        style={height ? { position: 'relative', height } : undefined}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={1}
          maxZoom={4}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onArea(pixels)}
          disableAutomaticStylesInjection
        />
      </div>
      <FormField label={zoomLabel} stretch>
        <Slider
          value={zoom}
          min={1}
          max={4}
          step={0.1}
          onChange={({ detail }) => setZoom(detail.value)}
          ariaLabel={zoomLabel}
          valueFormatter={(v) => `${v.toFixed(1)}×`}
        />
      </FormField>
    </SpaceBetween>
  );
}
