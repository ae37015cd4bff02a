import { describe, expect, it } from 'vitest';
import { convertModel } from './index.ts';
import { readSample } from './testing/samples.ts';
import { ConvertError } from './types.ts';
import { capHeapGrowth, HeapCap } from './wasmHeap.ts';

/** Deterministic junk (a linear congruential generator), so failures reproduce. */
function noise(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

const half = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));
const text = (value: string) => new TextEncoder().encode(value);

async function keyOf(bytes: Uint8Array, suffix: string, limits = {}): Promise<string> {
  const error = await convertModel({ bytes, suffix, fileName: `bad.${suffix}` }, limits).then(
    () => 'converted',
    (e: unknown) => e,
  );
  if (error === 'converted') return error;
  expect(error).toBeInstanceOf(ConvertError);
  return (error as ConvertError).messageKey;
}

describe('damaged input ends in a ConvertError with a readable key', () => {
  it.each([
    ['first half of an IFC', () => half(readSample('ifc', 'AC20-FZK-Haus.ifc')), 'ifc', 'model.truncated'],
    ['random bytes as IFC', () => noise(50_000), 'ifc', 'model.corrupt'],
    [
      'a STEP part named .ifc (no IfcProject)',
      () => readSample('step', 'io1-cm-214.stp'),
      'ifc',
      'model.corrupt',
    ],
    ['random bytes as STEP', () => noise(50_000), 'stp', 'model.corrupt'],
    ['first half of a STEP', () => half(readSample('step', 'as1-oc-214.stp')), 'stp', 'model.truncated'],
    [
      'a STEP frame around garbage',
      () => text('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=FOO(1,2;\nENDSEC;\nEND-ISO-10303-21;\n'),
      'step',
      'model.corrupt',
    ],
    ['random bytes as IGES', () => noise(8_000), 'igs', 'model.corrupt'],
    ['random bytes as BREP', () => noise(8_000), 'brep', 'model.corrupt'],
    ['random bytes as STL', () => noise(5_000), 'stl', 'model.corrupt'],
    ['first half of a binary STL', () => half(readSample('mesh', 'Wuson.stl')), 'stl', 'model.truncated'],
    ['first half of an ASCII STL', () => half(readSample('mesh', 'leak_test.stl')), 'stl', 'model.truncated'],
    ['first half of a PLY', () => half(readSample('mesh', 'Wuson.ply')), 'ply', 'model.truncated'],
    ['random bytes as PLY', () => noise(5_000), 'ply', 'model.corrupt'],
    ['random bytes as OBJ', () => noise(5_000), 'obj', 'model.corrupt'],
    ['first half of an FBX', () => half(readSample('mesh', 'spider.fbx')), 'fbx', 'model.corrupt'],
    ['random bytes as FBX', () => noise(5_000), 'fbx', 'model.corrupt'],
    ['first half of a GLB', () => half(readSample('mesh', '2CylinderEngine.glb')), 'glb', 'model.truncated'],
    ['random bytes as GLB', () => noise(5_000), 'glb', 'model.corrupt'],
    ['first half of a DXF', () => half(readSample('dxf', 'example_2018.dxf')), 'dxf', 'model.truncated'],
    ['random bytes as DXF', () => noise(5_000), 'dxf', 'model.corrupt'],
    ['random bytes as DWG', () => noise(5_000), 'dwg', 'model.corrupt'],
    ['first half of an R2018 DWG', () => half(readSample('dwg', 'example_2018.dwg')), 'dwg', 'model.corrupt'],
    // Decoding this one makes LibreDWG allocate 2.2 GB; the header check refuses it first.
    ['first half of an R12 DWG', () => half(readSample('dwg', 'ACEB10.dwg')), 'dwg', 'model.truncated'],
  ])(
    '%s',
    async (_label, bytes, suffix, key) => {
      expect(await keyOf(bytes(), suffix)).toBe(key);
    },
    30_000,
  );

  it('refuses an empty file, an unknown suffix and a file over the size limit', async () => {
    expect(await keyOf(new Uint8Array(0), 'ifc')).toBe('model.empty');
    expect(await keyOf(text('x'), 'skp')).toBe('model.unsupportedFormat');
    expect(await keyOf(readSample('mesh', 'Wuson.stl'), 'stl', { maxInputBytes: 1000 })).toBe(
      'model.tooLarge',
    );
  });
});

describe('limits', () => {
  it('stops at the element limit and at the deadline', async () => {
    const ifc = readSample('ifc', 'IfcOpenHouse_IFC4.ifc');
    expect(await keyOf(ifc, 'ifc', { maxElements: 5 })).toBe('model.tooLarge');
    expect(await keyOf(ifc, 'ifc', { timeoutMs: -1 })).toBe('model.timeout');
    expect(await keyOf(readSample('dxf', 'api-cw750-details.dxf'), 'dxf', { maxPrimitives: 1000 })).toBe(
      'model.tooLarge',
    );
  }, 30_000);

  it('a capped OCCT heap gives model.tooLarge, and the next file converts on a fresh module', async () => {
    const nist = readSample('step', 'nist_ctc_02_asme1_ap242-1.stp');
    expect(await keyOf(nist, 'stp', { wasmHeapBytes: 40 * 1024 * 1024 })).toBe('model.tooLarge');
    expect(await keyOf(readSample('step', 'io1-cm-214.stp'), 'stp')).toBe('converted');
  }, 60_000);

  it('a capped LibreDWG heap stops a runaway decode (R12 cut off, header offsets patched to pass)', async () => {
    const cut = readSample('dwg', 'ACEB10.dwg').slice(0, 84_000);
    const view = new DataView(cut.buffer);
    for (const at of [0x14, 0x18, 0x1c, 0x24]) {
      if (view.getUint32(at, true) > cut.length) view.setUint32(at, cut.length - 16, true);
    }
    expect(await keyOf(cut, 'dwg', { wasmHeapBytes: 1100 * 1024 * 1024 })).toBe('model.tooLarge');
  }, 60_000);

  it('finds the heap growth import by name and refuses growth past the cap', () => {
    const grown: number[] = [];
    const imports = {
      a: {
        y: function _emscripten_resize_heap(size: number) {
          grown.push(size);
          return true;
        },
      },
    };
    const cap = new HeapCap(1000);
    expect(capHeapGrowth(imports, cap)).toBe(true);
    const resize = imports.a.y as (size: number) => boolean;
    expect(resize(500)).toBe(true);
    expect(resize(2000)).toBe(false);
    expect(grown).toEqual([500]);
    expect(cap.refusals).toBe(1);
  });

  it('the process keeps converting after all of the above', async () => {
    const output = await convertModel({
      bytes: readSample('ifc', 'IfcOpenHouse_IFC4.ifc'),
      suffix: 'ifc',
      fileName: 'a.ifc',
    });
    expect(output.tree.elementCount).toBe(35);
  }, 30_000);
});
