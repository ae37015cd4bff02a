import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createModule, type DwgDatabase, type DwgEntity, LibreDwg } from '@mlightcad/libredwg-web';
import { asConvertError, type Budget } from '../limits.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from '../types.ts';
import { cappedInstantiate, HeapCap } from '../wasmHeap.ts';
import { buildCadModel } from './cadModel.ts';
import type { CadBlock, CadDrawing, CadLayer } from './cadTypes.ts';
import { drawingUnit } from './cadTypes.ts';
import { dwgShape } from './dwgShapes.ts';

/**
 * DWG through @mlightcad/libredwg-web, LibreDWG compiled to wasm. LICENCE: GPL-3.0 — it runs only on
 * the server (nothing of it is shipped to browsers), but the lead must accept that dependency.
 *
 * Tried on the four sample DWGs (R12, R2000, R2007, R2018): all decode. What it gives is the same
 * drawing content as a DXF (lines, polylines, arcs, 3DFACE, blocks…), so it shares the DXF path.
 * ACIS solids (3DSOLID, REGION, BODY) are not tessellated by LibreDWG and polyface meshes are not
 * exported by the wrapper; a DWG that is mostly solids is refused (model.dwgSolidsNotSupported)
 * instead of being shown as an almost empty model, and one whose block references come out
 * unnamed (the R12 sample) is refused with model.dwgNotSupported rather than shown without blocks.
 *
 * Guards: each file gets a fresh wasm instance (its memory is released afterwards; wasm memory never
 * shrinks), the heap is capped (a cut-off R12 file made LibreDWG allocate 2.2 GB in tests), and R12
 * section offsets are checked against the file length before decoding.
 */
const require = createRequire(import.meta.url);
const ACIS = new Set([
  '3DSOLID',
  'REGION',
  'BODY',
  'SURFACE',
  'EXTRUDEDSURFACE',
  'LOFTEDSURFACE',
  'REVOLVEDSURFACE',
  'SWEPTSURFACE',
  'PLANESURFACE',
]);
/** LibreDWG error bits from CLASSESNOTFOUND (128) up are critical: the data cannot be trusted. */
const DWG_ERR_CRITICAL = 128;
const DWG_ERR_OUTOFMEM = 8192;

export async function convertDwg(input: ConvertInput, budget: Budget): Promise<ConvertOutput> {
  const version = checkDwgHeader(input.bytes);
  const database = await decode(input.bytes, budget.limits.wasmHeapBytes);
  budget.check();
  const drawing = toDrawing(database, version);
  // LibreDWG decodes a damaged file to an empty drawing rather than failing.
  if (drawing.entities.length === 0) throw new ConvertError('model.corrupt', 'no entities decoded');
  refuseSolidModels(drawing);
  refuseUnresolvedBlocks(drawing);
  return buildCadModel(drawing, input.fileName, budget);
}

function wasmPath(): string {
  // The package's `require` export is dist/libredwg-web.umd.cjs; the wasm sits in ../wasm.
  return join(dirname(require.resolve('@mlightcad/libredwg-web')), '..', 'wasm', 'libredwg-web.wasm');
}

async function decode(bytes: Uint8Array, heapBytes: number): Promise<DwgDatabase> {
  const wasm = wasmPath();
  const cap = new HeapCap(heapBytes);
  const module = await createModule({
    locateFile: () => wasm,
    instantiateWasm: cappedInstantiate(wasm, cap),
    print: () => {},
    printErr: () => {},
  });
  const fileName = '/input.dwg';
  module.FS.writeFile(fileName, bytes);
  let data: number | undefined;
  const libredwg = LibreDwg.createByWasmInstance(module);
  try {
    const result = module.dwg_read_file(fileName) as { error: number; data: number };
    data = result.data;
    if (result.error & DWG_ERR_OUTOFMEM || cap.refusals > 0) {
      throw new ConvertError('model.tooLarge', 'LibreDWG ran out of memory');
    }
    if (result.error >= DWG_ERR_CRITICAL || !data) {
      throw new ConvertError('model.corrupt', `LibreDWG error ${result.error}`);
    }
    return libredwg.convert(data);
  } catch (error) {
    throw asConvertError(error, 'model.corrupt');
  } finally {
    if (data) {
      try {
        libredwg.dwg_free(data);
      } catch {
        // The instance is dropped with this call anyway.
      }
    }
  }
}

/**
 * `AC10xx` version magic; for R12 and older, the entity, block and extras section offsets in the
 * header must lie inside the file (a cut-off R12 file otherwise sends LibreDWG into a runaway
 * allocation).
 */
function checkDwgHeader(bytes: Uint8Array): string {
  const version = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  if (!/^AC(10\d\d|[12]\.\d\d)$/.test(version)) throw new ConvertError('model.corrupt', 'not a DWG file');
  const preR13 = version < 'AC1012' || version.includes('.');
  if (preR13) {
    if (bytes.length < 0x28) throw new ConvertError('model.truncated', 'DWG header cut off');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const offsets = [0x14, 0x18, 0x1c, 0x24].map((at) => view.getUint32(at, true));
    if (offsets.some((offset) => offset > bytes.length)) {
      throw new ConvertError('model.truncated', 'R12 section beyond the end of the file');
    }
  }
  return version;
}

function toDrawing(database: DwgDatabase, version: string): CadDrawing {
  // $INSUNITS exists since AutoCAD 2000 (AC1015); LibreDWG fills a default for older files.
  const unit = drawingUnit(
    version >= 'AC1015' && !version.includes('.') ? database.header?.INSUNITS : undefined,
  );
  const blocks = new Map<string, CadBlock>();
  for (const record of database.tables?.BLOCK_RECORD?.entries ?? []) {
    const base = record.basePoint ?? { x: 0, y: 0, z: 0 };
    blocks.set(record.name, {
      name: record.name,
      base: [base.x, base.y, base.z],
      entities: (record.entities ?? []).map(toEntity),
    });
  }
  const layers = new Map<string, CadLayer>();
  for (const layer of database.tables?.LAYER?.entries ?? []) {
    // libredwg-web reports 0xFFFFFF as "no true colour" for layers.
    const trueColor = layer.color !== undefined && layer.color !== 0xffffff ? layer.color : undefined;
    layers.set(layer.name, {
      colorIndex: layer.colorIndex ?? 7,
      trueColor,
      visible: !layer.off && !layer.frozen,
    });
  }
  return {
    format: 'dwg',
    schema: version,
    unitScale: unit.scale,
    unitSource: unit.source,
    entities: (database.entities ?? []).filter((entity) => !entity.isInPaperSpace).map(toEntity),
    blocks,
    layers,
  };
}

function toEntity(entity: DwgEntity): CadDrawing['entities'][number] {
  const extrusion = (entity as DwgEntity & { extrusionDirection?: { x: number; y: number; z: number } })
    .extrusionDirection;
  return {
    handle: entity.handle,
    type: entity.type,
    layer: entity.layer ?? '0',
    colorIndex: entity.colorIndex,
    trueColor: entity.color,
    extrusion:
      extrusion && (extrusion.x || extrusion.y || extrusion.z)
        ? [extrusion.x, extrusion.y, extrusion.z]
        : undefined,
    shape: dwgShape(entity),
  };
}

/**
 * libredwg-web leaves the block name of INSERTs empty for some files (all inserts of the R12 sample):
 * the drawing would silently lose every block, so it is refused instead.
 */
function refuseUnresolvedBlocks(drawing: CadDrawing): void {
  const lost = drawing.entities.filter(
    (entity) =>
      entity.shape.kind === 'insert' && (!entity.shape.block || !drawing.blocks.has(entity.shape.block)),
  ).length;
  if (lost > 0)
    throw new ConvertError('model.dwgNotSupported', `${lost} block references could not be decoded`);
}

function refuseSolidModels(drawing: CadDrawing): void {
  const solids = drawing.entities.filter((entity) => ACIS.has(entity.type)).length;
  const drawable = drawing.entities.filter((entity) => entity.shape.kind !== 'skipped').length;
  if (solids > 0 && solids >= drawable) {
    throw new ConvertError(
      'model.dwgSolidsNotSupported',
      `${solids} ACIS solids, ${drawable} drawable entities`,
    );
  }
}
