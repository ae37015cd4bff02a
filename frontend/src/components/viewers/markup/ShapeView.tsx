import { memo } from 'react';
import { toSvgPath } from '../geometry/path.ts';
import { fontSize, shapePath, strokeWidth } from '../geometry/shapes.ts';
import type { MarkupShape } from '../types.ts';
import { MARKUP_FONT } from './canvasDraw.ts';

/** One markup shape as SVG, in page coordinates (the same outline the exports draw). */
export const ShapeView = memo(function ShapeView({ shape, unit }: { shape: MarkupShape; unit: number }) {
  if (shape.annoType === 'text') {
    const size = fontSize(shape, unit);
    const anchor = shape.points[0];
    return (
      <text
        x={anchor.x}
        y={anchor.y + size}
        fontSize={size}
        fontFamily={MARKUP_FONT}
        fill={shape.stroke}
        data-anno-type="text"
        data-shape-id={shape.id}
      >
        {shape.text}
      </text>
    );
  }
  return (
    <path
      d={toSvgPath(shapePath(shape, unit))}
      fill="none"
      stroke={shape.stroke}
      strokeWidth={strokeWidth(shape, unit)}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-anno-type={shape.annoType}
      data-shape-id={shape.id}
    />
  );
});
