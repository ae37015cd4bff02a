import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LibreDwg, type LibreDwgEx } from '@mlightcad/libredwg-web';
import { drawingFromDwg } from './cadFromDwg.ts';
import { type CadSvgResult, drawingToSvg } from './cadSvg.ts';
import { PreviewRefusedError } from './errors.ts';

/**
 * DWG → SVG: libredwg-web (LibreDWG compiled to WebAssembly, GPL-3.0-or-later) reads the drawing;
 * its entities go through the same drawing model and SVG writer as DXF.
 */

/** LibreDWG error bits from CLASSESNOTFOUND (128) up mean the drawing was not read. */
const DWG_ERR_CRITICAL = 128;

let reader: Promise<LibreDwgEx> | undefined;

/** The wasm module is loaded once per process (about 60 ms). */
function libreDwg(): Promise<LibreDwgEx> {
  if (!reader) {
    const entry = createRequire(import.meta.url).resolve('@mlightcad/libredwg-web');
    const wasmDir = `${join(dirname(entry), '..', 'wasm')}/`;
    reader = LibreDwg.create(wasmDir).catch((error: unknown) => {
      reader = undefined;
      throw error;
    });
  }
  return reader;
}

/** A DWG that starts with a known version magic ('AC1009' … 'AC1032'). */
export function isDwg(bytes: Uint8Array): boolean {
  return /^AC10\d\d$/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 6)));
}

/** Reads the file in the module's in-memory file system; a critical LibreDWG error is a refusal. */
function readDwg(lib: LibreDwgEx, bytes: Uint8Array): number {
  const path = `/tmp/${randomUUID()}.dwg`;
  lib.FS.writeFile(path, bytes);
  try {
    const result = lib.dwg_read_file(path) as { error: number; data: number };
    if (result.error >= DWG_ERR_CRITICAL || !result.data) {
      if (result.data) lib.dwg_free(result.data);
      throw new PreviewRefusedError('preview.drawingUnreadable', `libredwg error ${result.error}`);
    }
    return result.data;
  } finally {
    lib.FS.unlink(path);
  }
}

function convert(lib: LibreDwgEx, data: number) {
  try {
    return drawingFromDwg(lib.convert(data));
  } catch (error) {
    throw new PreviewRefusedError('preview.drawingUnreadable', (error as Error).message);
  }
}

export async function dwgToSvg(bytes: Uint8Array): Promise<CadSvgResult> {
  if (!isDwg(bytes)) throw new PreviewRefusedError('preview.drawingUnreadable', 'not a DWG file');
  const lib = await libreDwg();
  const data = readDwg(lib, bytes);
  try {
    return drawingToSvg(convert(lib, data));
  } finally {
    lib.dwg_free(data);
  }
}
