import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dwgFacts, dxfFacts, type SourceFacts } from './cadSources.testing.ts';
import type { CadSvgResult } from './cadSvg.ts';
import { xmlText } from './cadSvgText.ts';
import { dwgToSvg } from './dwgSvg.ts';
import { dxfToSvg } from './dxfSvg.ts';

/**
 * Issue 15 item 4: for every DWG and DXF among the shared samples, the preview frames the drawing
 * the header describes, draws (nearly) every model-space entity, and shows every text string.
 * The file's contents are read independently of the preview's drawing model (raw DXF groups,
 * libredwg-web's database for DWG); "drawn" counts only entities that emitted an element.
 */

const SAMPLES = '/work/shared/samples';
const files = ['dwg', 'dxf'].flatMap((kind) =>
  readdirSync(join(SAMPLES, kind))
    .filter((name) => /\.(dwg|dxf)$/i.test(name))
    .map((name) => `${kind}/${name}`),
);

/** Every sample draws at least this share of its model-space entities. */
const MIN_DRAWN = 0.95;
/** A header whose area is this many times the view's was inflated by far-away outliers. */
const INFLATED = 100;

type Box = { minX: number; minY: number; maxX: number; maxY: number };
const area = (b: Box) => (b.maxX - b.minX) * (b.maxY - b.minY);

async function preview(file: string): Promise<{ result: CadSvgResult; facts: SourceFacts }> {
  const bytes = new Uint8Array(readFileSync(join(SAMPLES, file)));
  if (file.endsWith('.dwg')) return { result: await dwgToSvg(bytes), facts: await dwgFacts(bytes) };
  return { result: dxfToSvg(bytes), facts: dxfFacts(bytes) };
}

describe.each(files)('CAD preview fidelity: %s', (file) => {
  it('frames the header extents, draws the model-space entities and shows every text', {
    timeout: 60_000,
  }, async () => {
    const { result, facts } = await preview(file);
    const { x, y, width, height } = result.viewBox;
    // The SVG's y axis points down: world y is -svg y.
    const view: Box = { minX: x, maxX: x + width, minY: -(y + height), maxY: -y };

    if (facts.header) {
      const header = facts.header;
      const tolerance = 1e-6 * Math.max(header.maxX - header.minX, header.maxY - header.minY, 1);
      const covers =
        view.minX <= header.minX + tolerance &&
        view.maxX >= header.maxX - tolerance &&
        view.minY <= header.minY + tolerance &&
        view.maxY >= header.maxY - tolerance;
      // Either the whole header is in view, or it was inflated by outliers far away (the two
      // LibreDWG coverage drawings place a block at scale 3256 and a 180,000-unit text).
      if (!covers) expect(area(header)).toBeGreaterThan(INFLATED * area(view));
    }

    const total = facts.entities.length;
    expect(total).toBeGreaterThan(0);
    expect(result.drawnEntities).toBeLessThanOrEqual(total);
    expect(result.drawnEntities / total).toBeGreaterThanOrEqual(MIN_DRAWN);

    const missing = facts.texts.filter((t) => !result.svg.includes(xmlText(t)));
    expect(missing).toEqual([]);
    // MTEXT formatting codes never reach the drawing.
    const shown = [...result.svg.matchAll(/<(?:text|tspan)[^>]*>([^<]*)</g)].map((m) => m[1]!);
    expect(shown.filter((t) => /\\[PpfFHWCcQTALlOoKkS]|\{\\/.test(t))).toEqual([]);
  });
});
