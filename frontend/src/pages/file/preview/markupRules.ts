import type { MarkupShape } from '../../../components/viewers/types.ts';

/** Pure rules of the page's markup saving and export (tested without a browser). */

/** The shapes of one page, as markup/save wants them. */
export function pageShapes(shapes: readonly MarkupShape[], page: number): MarkupShape[] {
  return shapes.filter((shape) => shape.page === page);
}

/** The export's file name: the original's base name, marked, with the export's suffix. */
export function exportName(fileName: string, format: 'pdf' | 'png'): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName || 'preview';
  return `${base}-markup.${format}`;
}
