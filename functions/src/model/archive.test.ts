import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { centralDirectoryOf, extractModel, listCentralDirectory, mainModelOf } from './archive.ts';

/** The directory of a zip held in memory, read as the save reads it from storage. */
function directoryOf(zip: Uint8Array) {
  const where = centralDirectoryOf(zip.subarray(Math.max(0, zip.byteLength - 0x10015)));
  if (!where) return null;
  return listCentralDirectory(zip.subarray(where.offset, where.offset + where.size));
}

describe('model archives', () => {
  const zip = zipSync({
    'house/': {},
    'house/model.ifc': strToU8('ISO-10303-21;'),
    'house/textures/wall.png': new Uint8Array([1, 2, 3]),
  });

  it('lists the files of a zip from its central directory (folders left out)', () => {
    expect(directoryOf(zip)).toEqual([
      { name: 'house/model.ifc', size: 13 },
      { name: 'house/textures/wall.png', size: 3 },
    ]);
  });

  it('finds no directory in bytes that are not a zip', () => {
    expect(directoryOf(strToU8('ISO-10303-21; not a zip at all, long enough to be scanned'))).toBeNull();
  });

  it('takes the one parsable file as the main model', () => {
    expect(mainModelOf(directoryOf(zip) ?? [])).toEqual({ model: { name: 'house/model.ifc', size: 13 } });
    expect(mainModelOf([{ name: 'a.txt', size: 1 }])).toEqual({ problem: 'model.zipNoModel' });
    expect(mainModelOf([{ name: '.hidden/a.ifc', size: 1 }])).toEqual({ problem: 'model.zipNoModel' });
    expect(
      mainModelOf([
        { name: 'a.ifc', size: 1 },
        { name: 'b.stp', size: 1 },
      ]),
    ).toEqual({ problem: 'model.zipManyModels' });
  });

  it('extracts the main model alone, and fails a damaged archive readably', () => {
    expect(new TextDecoder().decode(extractModel(zip, 'house/model.ifc'))).toBe('ISO-10303-21;');
    expect(() => extractModel(zip, 'house/missing.ifc')).toThrow('model.corrupt');
    expect(() => extractModel(strToU8('not a zip'), 'a.ifc')).toThrow('model.corrupt');
  });
});
