import type { DetailBox, PidDetailRow } from '../../../api/pidDetails.ts';
import { TYPE_COLOURS } from './types.ts';

interface Props {
  width: number;
  height: number;
  selected: PidDetailRow | null;
  /** The selected box, or where a move/resize currently puts it. */
  box: DetailBox | null;
  related: PidDetailRow[];
  /** A box being drawn. */
  drawn: DetailBox | null;
  /** A place on the page pointed at (a missed tag's word). */
  marker: DetailBox | null;
  editable: boolean;
}

const GRIPS = ['nw', 'ne', 'sw', 'se'] as const;
/** Grip size in screen pixels, whatever the zoom (drawn with a non-scaling marker stroke). */
const GRIP_PX = 9;

/** The selected box (with grips when editable), the items of its pipe run or loop, and a box being drawn. */
export function SelectionLayer({ width, height, selected, box, related, drawn, marker, editable }: Props) {
  return (
    <svg
      aria-hidden="true"
      className="identify-selection"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
    >
      {related.map((r) => (
        <rect
          key={r.id}
          className="identify-related"
          data-testid="identify-related"
          x={r.box.x}
          y={r.box.y}
          width={r.box.w}
          height={r.box.h}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {selected && box && (
        <g data-testid="identify-selected" data-id={selected.id}>
          <rect
            className={editable ? 'identify-selected identify-movable' : 'identify-selected'}
            data-grip={editable ? 'body' : undefined}
            data-id={editable ? undefined : selected.id}
            x={box.x}
            y={box.y}
            width={box.w}
            height={box.h}
            stroke={TYPE_COLOURS[selected.type]}
            vectorEffect="non-scaling-stroke"
          />
          {editable &&
            GRIPS.map((grip) => (
              <line
                key={grip}
                className={`identify-grip identify-grip-${grip}`}
                data-grip={grip}
                data-testid={`identify-grip-${grip}`}
                x1={grip.endsWith('w') ? box.x : box.x + box.w}
                y1={grip.startsWith('n') ? box.y : box.y + box.h}
                x2={grip.endsWith('w') ? box.x : box.x + box.w}
                y2={grip.startsWith('n') ? box.y : box.y + box.h}
                strokeWidth={GRIP_PX}
                vectorEffect="non-scaling-stroke"
              />
            ))}
        </g>
      )}
      {marker && (
        <rect
          className="identify-marker"
          data-testid="identify-marker"
          x={marker.x}
          y={marker.y}
          width={marker.w}
          height={marker.h}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {drawn && (
        <rect
          className="identify-drawn"
          x={drawn.x}
          y={drawn.y}
          width={drawn.w}
          height={drawn.h}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
}
