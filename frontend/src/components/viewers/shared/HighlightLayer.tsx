import { memo } from 'react';
import { pageToViewMatrix, viewSize } from '../geometry/transform.ts';
import type { Point, Rotation } from '../types.ts';

/** Search hits over a page: quadrilaterals in page coordinates, the current one emphasised. */
export const HighlightLayer = memo(function HighlightLayer({
  quads,
  current,
  size,
  scale,
  rotation,
}: {
  quads: readonly { key: string; points: readonly Point[]; current: boolean }[];
  current?: boolean;
  size: { width: number; height: number };
  scale: number;
  rotation: Rotation;
}) {
  if (quads.length === 0) return null;
  const geometry = { ...size, scale, rotation };
  const view = viewSize(geometry);
  return (
    <svg
      className="ll-viewer__overlay"
      width={view.width}
      height={view.height}
      aria-hidden="true"
      style={{ pointerEvents: 'none' }}
      data-current={current ? 'true' : undefined}
    >
      <g transform={`matrix(${pageToViewMatrix(geometry).join(' ')})`}>
        {quads.map((q) => (
          <polygon
            key={q.key}
            className={
              q.current ? 'll-viewer__highlight ll-viewer__highlight--current' : 'll-viewer__highlight'
            }
            points={q.points.map((p) => `${p.x},${p.y}`).join(' ')}
            data-testid={q.current ? 'search-hit-current' : 'search-hit'}
          />
        ))}
      </g>
    </svg>
  );
});
