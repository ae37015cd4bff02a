import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matrixToCss, pageToViewMatrix } from './geometry/transform.ts';
import { MarkupLayer } from './markup/MarkupLayer.tsx';
import { MarkupToolbar } from './markup/MarkupToolbar.tsx';
import { useMarkupTools } from './markup/useMarkupTools.ts';
import { PanZoomStage } from './shared/PanZoomStage.tsx';
import { PanZoomTools, ViewerFrame, ViewerMessage } from './shared/Toolbar.tsx';
import { useFullscreen } from './shared/useFullscreen.ts';
import { usePanZoom } from './shared/usePanZoom.ts';
import type { MarkupProps } from './types.ts';

export interface ImageViewerProps {
  /** jpg, jpeg, png, bmp, gif (tiff arrives converted to PNG); an object URL of a blob works too. */
  url: string;
  markup?: MarkupProps;
  alt?: string;
}

/** Image preview: reset, rotate, zoom (wheel and buttons), drag to pan, full screen, optional markup. */
export default function ImageViewer({ url, markup, alt }: ImageViewerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const [loaded, setLoaded] = useState<{ url: string; width: number; height: number } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const natural = useMemo(
    () => (loaded && loaded.url === url ? { width: loaded.width, height: loaded.height } : null),
    [loaded, url],
  );
  const { view, reset, rotate, zoomTo, panHandlers, panning } = usePanZoom(stageRef, natural, 1);
  const tools = useMarkupTools(markup, t('viewers.markupConfirmDelete'));
  const scale = view?.scale ?? 1;

  const toolbar = (
    <>
      <PanZoomTools scale={scale} zoomTo={zoomTo} reset={reset} rotate={rotate} fullscreen={fullscreen} />
      {markup && <MarkupToolbar tools={tools} readOnly={markup.readOnly} />}
    </>
  );

  const geometry = natural && view ? { ...natural, scale: view.scale, rotation: view.rotation } : null;
  const failed = failedUrl === url;

  return (
    <ViewerFrame ref={frameRef} toolbar={toolbar} testId="image-viewer">
      <PanZoomStage
        stageRef={stageRef}
        panning={panning}
        panHandlers={panHandlers}
        view={view}
        geometry={geometry}
        page={
          <>
            <img
              key={url}
              className="ll-viewer__content"
              src={url}
              alt={alt ?? t('viewers.imageAlt')}
              draggable={false}
              style={
                geometry
                  ? {
                      width: geometry.width,
                      height: geometry.height,
                      transform: matrixToCss(pageToViewMatrix(geometry)),
                    }
                  : undefined
              }
              onLoad={(e) =>
                setLoaded({
                  url,
                  width: e.currentTarget.naturalWidth || 1,
                  height: e.currentTarget.naturalHeight || 1,
                })
              }
              onError={() => setFailedUrl(url)}
              data-testid="image-viewer-img"
            />
            {markup && geometry && (
              <MarkupLayer
                shapes={markup.shapes}
                onChange={markup.onChange}
                readOnly={markup.readOnly}
                page={1}
                size={natural ?? { width: 1, height: 1 }}
                scale={geometry.scale}
                rotation={geometry.rotation}
                tools={tools}
              />
            )}
          </>
        }
        after={
          <>
            {failed && <ViewerMessage tone="error">{t('viewers.imageFailed')}</ViewerMessage>}
            {!failed && !natural && <ViewerMessage>{t('viewers.loading')}</ViewerMessage>}
          </>
        }
      />
    </ViewerFrame>
  );
}
