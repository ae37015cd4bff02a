import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer } from 'vite';
import { launch } from '../../frontend/src/components/viewer3d/harness/browser.ts';
import { HARNESS_DIR, PUBLIC_DIR } from '../../frontend/src/components/viewer3d/harness/paths.ts';
import { bigModel } from '../../frontend/src/components/viewer3d/harness/scenarios.ts';

/**
 * The 3D viewer on the 50 000-element building (issue 7): time to first frame and frames per second
 * while orbiting, in headless Chromium with SwiftShader (software GL, as on CI machines), for the
 * parsed GLB and its meshopt upgrade. Uses the viewer harness (the viewer mounted as the route
 * mounts it: lazy chunk, StrictMode); the models are built once by harness/makeSamples.ts.
 */
export interface ViewerFigure {
  state: string;
  /** Navigation start → viewer ready (download, parse, batching, first frame). */
  openMs: number;
  /** The viewer's own first-frame mark (from its mount). */
  firstFrameMs: number;
  downloadMs: number;
  parseMs: number;
  prepareMs: number;
  drawCalls: number;
  triangles: number;
  orbitFps: number;
  orbitSeconds: number;
  pickMs: number;
  searchMs: number;
  hideMs: number;
}

function ensureModels() {
  if (existsSync(join(PUBLIC_DIR, 'big.glb')) && existsSync(join(PUBLIC_DIR, 'big-meshopt.glb'))) return;
  const made = spawnSync('npx', ['tsx', join(HARNESS_DIR, 'makeSamples.ts')], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error('harness/makeSamples.ts failed');
}

export async function viewerFigures(): Promise<Record<'parsed' | 'upgraded', ViewerFigure>> {
  ensureModels();
  const server = await createServer({ configFile: join(HARNESS_DIR, 'vite.config.ts'), server: { port: 0 } });
  await server.listen();
  const base = server.resolvedUrls?.local[0] ?? '';
  let browser: Browser | null = null;
  try {
    browser = await launch();
    const figure = async (model: string): Promise<ViewerFigure> => {
      const r = await bigModel(browser as Browser, base, model);
      return {
        state: r.state,
        openMs: r.elapsed,
        firstFrameMs: r.measures['viewer3d:first-frame'] ?? Number.NaN,
        downloadMs: r.measures['viewer3d:download'] ?? Number.NaN,
        parseMs: r.measures['viewer3d:parse'] ?? Number.NaN,
        prepareMs: r.measures['viewer3d:prepare'] ?? Number.NaN,
        drawCalls: r.drawCalls,
        triangles: r.triangles,
        orbitFps: r.orbit.fps,
        orbitSeconds: r.orbit.seconds,
        pickMs: r.pickMs,
        searchMs: r.searchMs,
        hideMs: r.hideMs,
      };
    };
    return { parsed: await figure('big'), upgraded: await figure('big-meshopt') };
  } finally {
    await browser?.close();
    await server.close();
  }
}

// `npx tsx test/bench/viewer.bench.ts` runs it alone.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const figures = await viewerFigures();
  console.table(figures);
  process.exit(0);
}
