import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type DwgEntity, LibreDwg, type LibreDwgEx } from '@mlightcad/libredwg-web';
import { acisWireframe, readAcis } from './cadAcis.ts';
import { type AcisSource, drawingFromDwg } from './cadFromDwg.ts';
import { type CadSvgResult, drawingToSvg } from './cadSvg.ts';
import { type BlockLinks, isPreR13, r11BlockLinks } from './dwgR11Blocks.ts';
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

/** The Emscripten module's memory, which libredwg-web's typings leave out. */
interface WasmMemory {
  HEAPU8: Uint8Array;
  UTF8ToString(pointer: number): string;
}

/** SAB data ends with this record name ("End-of-ACIS-data" / "End-of-ASM-data"), in SAB's own tags. */
const SAB_END = new TextEncoder().encode('End\x0e\x02of\x0e');
/** The end marker's tail after SAB_END: the length byte, "ACIS"/"ASM", 0x0d 0x04 "data". */
const SAB_END_TAIL = 12;
/** ACIS data larger than this is not drawn (a preview of a solid needs its edges, not megabytes). */
const MAX_ACIS_BYTES = 32 * 1024 * 1024;

/** SAB bytes from `start` to the end marker, copied out of the wasm heap; null if none is found. */
function sabBytes(heap: Uint8Array, start: number): Uint8Array | null {
  const limit = Math.min(heap.length - SAB_END.length, start + MAX_ACIS_BYTES);
  for (
    let i = heap.indexOf(SAB_END[0]!, start);
    i !== -1 && i < limit;
    i = heap.indexOf(SAB_END[0]!, i + 1)
  ) {
    let match = true;
    for (let j = 1; j < SAB_END.length && match; j++) match = heap[i + j] === SAB_END[j];
    if (match) return heap.slice(start, Math.min(heap.length, i + SAB_END.length + SAB_END_TAIL));
  }
  return null;
}

/**
 * The ACIS wireframe of a 3DSOLID: libredwg-web hands over only a pointer to its data, SAT text
 * (version 1, already decrypted) or SAB bytes (version 2). An unreadable body is not drawn.
 */
function acisReader(lib: LibreDwgEx): AcisSource {
  const memory = lib as unknown as WasmMemory;
  return (entity: DwgEntity) => {
    const { data, version } = entity as DwgEntity & { data?: number; version?: number };
    if (!data) return null;
    try {
      const bytes =
        version === 2 ? sabBytes(memory.HEAPU8, data) : new TextEncoder().encode(memory.UTF8ToString(data));
      const records = bytes ? readAcis(bytes) : null;
      return records ? acisWireframe(records) : null;
    } catch {
      return null;
    }
  };
}

/**
 * The blocks of a pre-R13 drawing's inserts and dimensions. Should the lookup fail on an odd file,
 * the drawing is still shown, its inserts counted as missing blocks, as before the lookup existed.
 */
function preR13Links(lib: LibreDwgEx, data: number, version: string): BlockLinks | undefined {
  if (!isPreR13(version)) return undefined;
  try {
    return r11BlockLinks(lib, data);
  } catch {
    return undefined;
  }
}

function convert(lib: LibreDwgEx, data: number, version: string) {
  try {
    const links = preR13Links(lib, data, version);
    return drawingFromDwg(lib.convert(data), acisReader(lib), version, links);
  } catch (error) {
    throw new PreviewRefusedError('preview.drawingUnreadable', (error as Error).message);
  }
}

export async function dwgToSvg(bytes: Uint8Array): Promise<CadSvgResult> {
  if (!isDwg(bytes)) throw new PreviewRefusedError('preview.drawingUnreadable', 'not a DWG file');
  const lib = await libreDwg();
  const data = readDwg(lib, bytes);
  try {
    return drawingToSvg(convert(lib, data, new TextDecoder('latin1').decode(bytes.subarray(0, 6))));
  } finally {
    lib.dwg_free(data);
  }
}
