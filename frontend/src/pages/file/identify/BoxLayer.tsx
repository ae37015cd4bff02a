import { memo } from 'react';
import type { PidDetailRow } from '../../../api/pidDetails.ts';
import { type Layers, TYPE_COLOURS, TYPES } from './types.ts';

interface Props {
  rows: PidDetailRow[];
  layers: Layers;
  width: number;
  height: number;
}

/**
 * Every recognised box in one SVG, a group per type. It lives inside the transformed stage, so panning
 * and zooming never re-render it; it re-renders only when the rows or the layer switches change.
 * Strokes keep their screen width at any zoom (non-scaling-stroke).
 */
export const BoxLayer = memo(function BoxLayer({ rows, layers, width, height }: Props) {
  return (
    <svg
      aria-hidden="true"
      className="identify-boxes"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      data-testid="identify-boxes"
    >
      {TYPES.map((type) => (
        <TypeGroup key={type} type={type} rows={rows} visible={layers[type]} />
      ))}
    </svg>
  );
});

const TypeGroup = memo(function TypeGroup({
  type,
  rows,
  visible,
}: {
  type: (typeof TYPES)[number];
  rows: PidDetailRow[];
  visible: boolean;
}) {
  const colour = TYPE_COLOURS[type];
  return (
    <g
      data-type={type}
      stroke={colour}
      fill={colour}
      fillOpacity={0.06}
      display={visible ? undefined : 'none'}
      data-testid={`identify-layer-${type}`}
    >
      {rows
        .filter((r) => r.type === type)
        .map((r) => (
          <rect
            key={r.id}
            data-id={r.id}
            x={r.box.x}
            y={r.box.y}
            width={r.box.w}
            height={r.box.h}
            vectorEffect="non-scaling-stroke"
            strokeWidth={1.5}
          />
        ))}
    </g>
  );
});
