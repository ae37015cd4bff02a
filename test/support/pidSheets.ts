import { generateSheet } from '../pid/sheet/generate.ts';
import type { Sheet } from '../pid/sheet/model.ts';

/**
 * A dense sheet of about 1,000 recognisable items: `tiles` dense A1 sheets of different seeds side by side
 * on one page (the generator's densest sheet holds ~215). Used by the identify-preview browser test and
 * bench to measure the page with 1,000 boxes.
 */
export function tiledDenseSheet(tiles = 5, seed = 31): Sheet {
  const sheets = Array.from({ length: tiles }, (_, i) =>
    generateSheet({ seed: seed + i, size: 'A1', density: 'dense' }),
  );
  const first = sheets[0]!;
  const out: Sheet = {
    name: `dense-${tiles}xA1`,
    widthMm: first.widthMm * tiles,
    heightMm: first.heightMm,
    prims: [],
    truth: { details: [], pipelines: [], loops: [], index: [] },
  };
  sheets.forEach((sheet, i) => {
    const dx = first.widthMm * i;
    for (const p of sheet.prims) {
      if (p.kind === 'line') out.prims.push({ ...p, x1: p.x1 + dx, x2: p.x2 + dx });
      else if (p.kind === 'polygon') out.prims.push({ ...p, points: p.points.map(([x, y]) => [x + dx, y]) });
      else out.prims.push({ ...p, x: p.x + dx });
    }
    for (const d of sheet.truth.details) out.truth.details.push({ ...d, box: { ...d.box, x: d.box.x + dx } });
  });
  return out;
}
