import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dwgToSvg } from '../../functions/src/preview/dwgSvg.ts';
import { dxfToSvg } from '../../functions/src/preview/dxfSvg.ts';
import { svgThumbnail } from '../../functions/src/preview/thumbnail.ts';
import { samplePath } from '../support/samples.ts';
import { median, round } from './stats.ts';

const RUNS = 3;

/**
 * Issue 15: DWG/DXF → SVG and its thumbnail for every CAD sample, as the preview worker runs them
 * (bare functions, no cloud): median of 3 runs after one warm-up (the wasm reader loads once).
 */
export async function cadPreviewFigures() {
  const files = ['dwg', 'dxf'].flatMap((kind) =>
    readdirSync(samplePath(kind))
      .filter((name) => /\.(dwg|dxf)$/i.test(name))
      .map((name) => join(kind, name)),
  );
  const figures: Record<string, { bytes: number; svgMs: number; thumbnailMs: number; svgKB: number }> = {};
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(samplePath(file)));
    const toSvg = async () => (file.endsWith('.dwg') ? (await dwgToSvg(bytes)).svg : dxfToSvg(bytes).svg);
    let svg = await toSvg();
    const svgMs: number[] = [];
    const thumbnailMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let t = performance.now();
      svg = await toSvg();
      svgMs.push(performance.now() - t);
      t = performance.now();
      await svgThumbnail(svg, { trusted: true });
      thumbnailMs.push(performance.now() - t);
    }
    figures[file] = {
      bytes: bytes.byteLength,
      svgMs: round(median(svgMs), 0),
      thumbnailMs: round(median(thumbnailMs), 0),
      svgKB: round(svg.length / 1024, 0),
    };
  }
  return figures;
}
