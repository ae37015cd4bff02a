import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import { viewSize } from '../geometry/transform.ts';
import type { PanZoom } from '../geometry/zoom.ts';
import type { Rotation } from '../types.ts';

export interface PageGeometry {
  width: number;
  height: number;
  scale: number;
  rotation: Rotation;
}

/**
 * The stage of a freely panned and zoomed page (image and SVG viewers): the stage takes the pointer
 * handlers of usePanZoom, the page box sits at the view's offset with the rotated, scaled page size
 * (hidden until the page is measured). `page` holds the content and its layers; `after` what floats
 * over the stage (messages).
 */
export function PanZoomStage({
  stageRef,
  panning,
  panHandlers,
  view,
  geometry,
  page,
  after,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  panning: boolean;
  panHandlers: HTMLAttributes<HTMLDivElement>;
  view: PanZoom | null;
  geometry: PageGeometry | null;
  page: ReactNode;
  after?: ReactNode;
}) {
  const box = geometry ? viewSize(geometry) : null;
  return (
    <div
      ref={stageRef}
      className={`ll-viewer__stage${panning ? ' ll-viewer__stage--panning' : ''}`}
      {...panHandlers}
    >
      <div
        className="ll-viewer__pagebox"
        style={
          box && view
            ? { left: view.x, top: view.y, width: box.width, height: box.height }
            : { visibility: 'hidden' }
        }
      >
        {page}
      </div>
      {after}
    </div>
  );
}
