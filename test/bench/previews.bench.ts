import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadApi } from '../../frontend/src/upload/api.ts';
import { runUpload } from '../../frontend/src/upload/engine.ts';
import { officeToPdf } from '../../functions/src/preview/office.ts';
import type { LocalCloud } from '../../localstack/src/cloud.ts';
import { samplePath } from '../support/samples.ts';
import { cadPreviewFigures } from './cadPreviews.bench.ts';
import { signInDemo } from './foundation.bench.ts';
import { median, round } from './stats.ts';

const SAMPLES = samplePath('office');
const OFFICE_SAMPLES = ['cm-H2O.docx', 'FMEA.xlsx'];
const RUNS = 3;
const log = (m: string) => process.stderr.write(`${new Date().toISOString()} previews bench: ${m}\n`);

async function post<T>(url: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

function apiAt(url: string, token: string) {
  const headers = {
    'blade-auth': `bearer ${token}`,
    'accept-language': 'en',
    'content-type': 'application/json',
  };
  return uploadApi(
    async (path, body) =>
      (await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as never,
    async (path, query) =>
      (
        await fetch(
          `${url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
          {
            headers,
          },
        )
      ).json() as never,
  );
}

/** Polls the preview state every 50 ms until the conversion settles; the time from the file's save. */
async function settle(url: string, token: string, projectId: string, fileId: string, since: number) {
  for (;;) {
    const state = await post<{ preview: number; message?: string }>(
      url,
      token,
      '/api/cloud/file/upload/list/queryPreviewState',
      { projectId, fileId },
    );
    if (state.preview === 2) return performance.now() - since;
    if (state.preview === -1) throw new Error(`preview of ${fileId} failed: ${state.message}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Issue 6: office → PDF conversion time for the samples, through the real pipeline (upload saved →
 * preview state machine → soffice → PDF and thumbnail stored → state 2, polled as the SPA does) and
 * bare officeToPdf on the same bytes (a fresh soffice each time, as the worker runs it).
 */
export async function previewFigures(cloud: LocalCloud) {
  const token = await signInDemo(cloud.url, cloud.credentials.demo.password);
  const api = apiAt(cloud.url, token);
  const { projectId } = await post<{ projectId: string }>(
    cloud.url,
    token,
    '/api/cloud/file/info/queryDefault',
    {},
  );
  const figures: Record<
    string,
    {
      bytes: number;
      bareMedianMs: number;
      pipelineMedianMs: number;
      ratio: number;
      runs: { bareMs: number[]; pipelineMs: number[] };
    }
  > = {};
  for (const name of OFFICE_SAMPLES) {
    const bytes = new Uint8Array(readFileSync(join(SAMPLES, name)));
    const suffix = name.split('.').pop() as string;
    const bareMs: number[] = [];
    const pipelineMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      log(`${name} bare officeToPdf ${run + 1}/${RUNS}`);
      let t = performance.now();
      await officeToPdf(bytes, suffix);
      bareMs.push(performance.now() - t);
      log(`${name} through the pipeline ${run + 1}/${RUNS}`);
      // The save starts the conversion: timing starts when the entry is saved (the upload's last call).
      let savedAt = 0;
      const outcome = await runUpload(
        {
          ...api,
          saveFile: async (body) => {
            savedAt = performance.now();
            return api.saveFile(body);
          },
        },
        {
          file: new Blob([bytes as BlobPart]),
          fileName: `bench-${run}-${name}`,
          projectId,
          dirId: projectId,
        },
        { signal: new AbortController().signal, confirm: async () => true },
      );
      t = savedAt || performance.now();
      pipelineMs.push(await settle(cloud.url, token, projectId, outcome.entryId, t));
    }
    const bare = median(bareMs);
    const pipeline = median(pipelineMs);
    figures[name] = {
      bytes: bytes.byteLength,
      bareMedianMs: round(bare, 0),
      pipelineMedianMs: round(pipeline, 0),
      ratio: round(pipeline / bare),
      runs: { bareMs: bareMs.map((v) => round(v, 0)), pipelineMs: pipelineMs.map((v) => round(v, 0)) },
    };
  }
  return { officeToPdf: figures, cad: await cadPreviewFigures() };
}

export function printPreviewFigures(result: Awaited<ReturnType<typeof previewFigures>>) {
  console.log(
    '\nOffice → PDF for preview (median of 3; pipeline = saved → preview state 2, thumbnail included)',
  );
  console.table(
    Object.fromEntries(
      Object.entries(result.officeToPdf).map(([name, f]) => [
        name,
        {
          bytes: f.bytes,
          'bare officeToPdf (ms)': f.bareMedianMs,
          'pipeline (ms)': f.pipelineMedianMs,
          ratio: f.ratio,
        },
      ]),
    ),
  );
  console.log('\nDWG/DXF → SVG and thumbnail (median of 3, bare functions)');
  console.table(result.cad);
}
