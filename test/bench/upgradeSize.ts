import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { convertModel, upgradeModel } from '../../functions/src/convert/index.ts';
import { generateIfc } from '../../functions/src/convert/testing/bigIfc.ts';
import { type GlbBreakdown, glbBreakdown } from '../../functions/src/convert/upgradeBreakdown.ts';
import { SAMPLES } from '../support/samples.ts';
import { round } from './stats.ts';

/**
 * Issue 14 figure: the upgrade's size reduction per model, with where the bytes are before and after
 * (POSITION, NORMAL, indices, other attributes, other binary data, JSON), the property counts and
 * the goal (≥ 5× on every sample of more than 1 MB, input or parsed GLB). Bare converter and upgrade,
 * no cloud: the size does not depend on the pipeline. Models: every 3D sample whose file or parsed
 * GLB exceeds 1 MB, and the generated 50,000-element IFC (UPGRADE_SIZE_50K=0 leaves it out).
 *
 * `npx tsx test/bench/upgradeSize.ts` prints the table and writes results/upgradeSize.json.
 */
const MB = 1024 * 1024;
const KINDS = ['ifc', 'step', 'mesh', 'dxf', 'dwg'];
const log = (m: string) => process.stderr.write(`${new Date().toISOString()} upgrade size: ${m}\n`);

const kb = (bytes: number) => round(bytes / 1024, 1);

function describe(b: GlbBreakdown) {
  return {
    totalKB: kb(b.totalBytes),
    jsonKB: kb(b.jsonBytes),
    positionKB: kb(b.bytes.position),
    normalKB: kb(b.bytes.normal),
    indicesKB: kb(b.bytes.indices),
    otherAttributesKB: kb(b.bytes.otherAttributes),
    otherDataKB: kb(b.bytes.otherData),
    nodes: b.nodes,
    meshes: b.meshes,
    primitives: b.primitives,
    accessors: b.accessors,
    materials: b.materials,
  };
}

export interface UpgradeSizeFigure {
  inputMB: number;
  ratio: number;
  meetsGoal: boolean;
  upgradeMs: number;
  before: ReturnType<typeof describe>;
  after: ReturnType<typeof describe>;
}

async function measure(bytes: Uint8Array, suffix: string, fileName: string) {
  const { glb } = await convertModel({ bytes, suffix, fileName });
  const started = performance.now();
  const upgraded = await upgradeModel(glb);
  const upgradeMs = Math.round(performance.now() - started);
  return { glb, upgraded, upgradeMs };
}

export async function upgradeSizeFigures(): Promise<Record<string, UpgradeSizeFigure>> {
  const inputs: { name: string; suffix: string; read: () => Uint8Array; bytes: number }[] = [];
  for (const kind of KINDS) {
    for (const name of readdirSync(join(SAMPLES, kind)).sort()) {
      const path = join(SAMPLES, kind, name);
      inputs.push({
        name,
        suffix: name.split('.').pop()!.toLowerCase(),
        read: () => new Uint8Array(readFileSync(path)),
        bytes: statSync(path).size,
      });
    }
  }
  if (process.env.UPGRADE_SIZE_50K !== '0') {
    inputs.push({
      name: 'generated-50k.ifc',
      suffix: 'ifc',
      read: () => new TextEncoder().encode(generateIfc(50_000)),
      bytes: Number.NaN,
    });
  }
  const out: Record<string, UpgradeSizeFigure> = {};
  for (const input of inputs) {
    const bytes = input.read();
    let result: Awaited<ReturnType<typeof measure>>;
    try {
      result = await measure(bytes, input.suffix, input.name);
    } catch {
      continue; // samples the converters refuse (DWG with ACIS solids) have nothing to upgrade
    }
    const { glb, upgraded, upgradeMs } = result;
    if (bytes.length <= MB && glb.length <= MB) continue;
    const ratio = round(glb.length / upgraded.length, 2);
    out[input.name] = {
      inputMB: round(bytes.length / MB),
      ratio,
      meetsGoal: ratio >= 5,
      upgradeMs,
      before: describe(glbBreakdown(glb)),
      after: describe(glbBreakdown(upgraded)),
    };
    log(`${input.name}: ${JSON.stringify(out[input.name])}`);
  }
  return out;
}

/** One row per model for console.table: ratio and before → after KB per part. */
export function upgradeSizeTable(figures: Record<string, UpgradeSizeFigure>) {
  const arrow = (a: number, b: number) => `${Math.round(a)} → ${Math.round(b)}`;
  return Object.fromEntries(
    Object.entries(figures).map(([name, f]) => [
      name,
      {
        'ratio (×)': f.ratio,
        'total KB': arrow(f.before.totalKB, f.after.totalKB),
        'JSON KB': arrow(f.before.jsonKB, f.after.jsonKB),
        'POSITION KB': arrow(f.before.positionKB, f.after.positionKB),
        'NORMAL KB': arrow(f.before.normalKB, f.after.normalKB),
        'indices KB': arrow(f.before.indicesKB, f.after.indicesKB),
        'other KB': arrow(
          f.before.otherAttributesKB + f.before.otherDataKB,
          f.after.otherAttributesKB + f.after.otherDataKB,
        ),
        'nodes / meshes / accessors': `${f.after.nodes} / ${f.before.meshes}→${f.after.meshes} / ${f.before.accessors}→${f.after.accessors}`,
      },
    ]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const figures = await upgradeSizeFigures();
  writeFileSync(
    join(import.meta.dirname, 'results', 'upgradeSize.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), models: figures }, null, 2)}\n`,
  );
  console.table(upgradeSizeTable(figures));
  process.exit(0);
}
