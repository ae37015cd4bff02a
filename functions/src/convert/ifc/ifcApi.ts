import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { IfcAPI, LogLevel } from 'web-ifc';
import { ConvertError } from '../types.ts';

/**
 * web-ifc (MPL-2.0) in Node: the wasm is located through the package directory, so it works from
 * node_modules in development and from the vendored copy beside a Lambda bundle alike.
 */
const require = createRequire(import.meta.url);

let apiPromise: Promise<IfcAPI> | undefined;

/** One initialised IfcAPI per process (Init compiles the wasm, ~20 ms, and is reused). */
export function ifcApi(): Promise<IfcAPI> {
  apiPromise ??= (async () => {
    const api = new IfcAPI();
    api.SetWasmPath(`${dirname(require.resolve('web-ifc/web-ifc-node.wasm'))}/`, true);
    // Single-threaded: a Lambda has no SharedArrayBuffer workers to offer and threads only add risk.
    await api.Init(undefined, true);
    api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
    return api;
  })();
  return apiPromise;
}

/**
 * After the wasm failed in an unexpected way (abort, out of memory) its state cannot be trusted:
 * the next conversion starts a fresh module.
 */
export function resetIfcApi(): void {
  apiPromise = undefined;
}

/** Bytes of the text both ends are checked in (ASCII only is needed). */
const PROBE = 4096;

/**
 * ISO 10303-21 files start with `ISO-10303-21;` and end with `END-ISO-10303-21;`. web-ifc happily
 * opens the first half of a file and converts what it finds, so a missing end marker is refused here
 * rather than shipping a model with silently missing storeys.
 */
export function checkStepText(bytes: Uint8Array): void {
  const head = Buffer.from(bytes.subarray(0, PROBE))
    .toString('latin1')
    // A UTF-8 byte order mark reads as these three latin1 characters.
    .replace(/^\u00EF\u00BB\u00BF/, '');
  if (!/^\s*ISO-10303-21\s*;/.test(head)) {
    throw new ConvertError('model.corrupt', 'missing ISO-10303-21 header');
  }
  const tail = withoutTrailingControl(
    Buffer.from(bytes.subarray(Math.max(0, bytes.length - PROBE))).toString('latin1'),
  );
  // Comments after the end marker are allowed.
  if (!/END-ISO-10303-21\s*;(\s*\/\*[\s\S]*?\*\/)*$/.test(tail)) {
    throw new ConvertError('model.truncated', 'missing END-ISO-10303-21 trailer');
  }
}

/** Drops trailing whitespace, NULs and a DOS end-of-file byte (all code points up to 32). */
function withoutTrailingControl(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) <= 32) end -= 1;
  return text.slice(0, end);
}

/** The schema web-ifc detected, e.g. IFC2X3, IFC4, IFC4X3. */
export function schemaOf(api: IfcAPI, modelID: number): string {
  try {
    return String(api.GetModelSchema(modelID) ?? '');
  } catch {
    return '';
  }
}

const STEP_SCHEMAS: [RegExp, string][] = [
  [/^AUTOMOTIVE_DESIGN/i, 'AP214'],
  [/^CONFIG_CONTROL_DESIGN/i, 'AP203'],
  [/^AP203/i, 'AP203e2'],
  [/^AP242/i, 'AP242'],
  [/^STRUCTURAL_ANALYSIS_DESIGN/i, 'AP209'],
];

/** The application protocol a STEP file declares in FILE_SCHEMA (e.g. AP214), or the raw name. */
export function stepSchema(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024)).toString('latin1');
  const name = /FILE_SCHEMA\s*\(\s*\(\s*'([^'{\s]+)/i.exec(head)?.[1] ?? '';
  return STEP_SCHEMAS.find(([pattern]) => pattern.test(name))?.[1] ?? name.toUpperCase();
}
