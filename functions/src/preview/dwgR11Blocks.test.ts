import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type DwgBlockRecordTableEntry,
  type DwgDatabase,
  type DwgDimensionEntity,
  type DwgEntity,
  type DwgInsertEntity,
  type DwgTextEntity,
  LibreDwg,
  type LibreDwgEx,
} from '@mlightcad/libredwg-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingFromDwg } from './cadFromDwg.ts';
import { type BlockLinks, isPreR13, r11BlockLinks } from './dwgR11Blocks.ts';

const SAMPLE = '/work/shared/samples/dwg/ACEB10.dwg';

describe('isPreR13', () => {
  it('tells the drawings that name blocks by table index from those that use handles', () => {
    for (const version of ['AC1009', 'AC1006', 'AC1004', 'AC1002']) expect(isPreR13(version)).toBe(true);
    for (const version of ['AC1012', 'AC1014', 'AC1015', 'AC1032']) expect(isPreR13(version)).toBe(false);
  });
});

describe('r11BlockLinks on ACEB10.dwg (R11/R12)', () => {
  let lib: LibreDwgEx;
  let data: number;
  let links: BlockLinks;
  let db: DwgDatabase;
  let records: Map<string, DwgBlockRecordTableEntry>;

  beforeAll(async () => {
    const entry = createRequire(import.meta.url).resolve('@mlightcad/libredwg-web');
    lib = await LibreDwg.create(`${join(dirname(entry), '..', 'wasm')}/`);
    lib.FS.writeFile('/tmp/r11-links.dwg', new Uint8Array(readFileSync(SAMPLE)));
    data = (lib.dwg_read_file('/tmp/r11-links.dwg') as { data: number }).data;
    links = r11BlockLinks(lib, data);
    db = lib.convert(data);
    records = new Map(db.tables.BLOCK_RECORD.entries.map((b) => [b.handle, b]));
  });
  afterAll(() => {
    lib.dwg_free(data);
    lib.FS.unlink('/tmp/r11-links.dwg');
  });

  const model = (type: string) => db.entities.filter((e: DwgEntity) => e.type === type);
  const linked = (e: DwgEntity) => records.get(links.get(e.handle)?.block ?? '');

  it('links every INSERT and DIMENSION, each to its own block', () => {
    const placing = [...model('INSERT'), ...model('DIMENSION')];
    expect(placing).toHaveLength(34);
    // libredwg-web leaves these block names empty: the links are the only way to the blocks.
    expect(model('INSERT').every((e) => (e as DwgInsertEntity).name === '')).toBe(true);
    const blocks = placing.map((e) => linked(e)?.handle);
    expect(blocks.every(Boolean)).toBe(true);
    expect(new Set(blocks).size).toBe(34);
  });

  it('links inserts to the named view blocks and dimensions to their anonymous "*D" blocks', () => {
    const views = model('INSERT').map((e) => linked(e)!.name);
    expect(views).toEqual(
      expect.arrayContaining(['EB10-LEFT', 'EB10-FRONT', 'EB10-TOP', 'LABEL', 'EB10-RIGHT', 'EB10-REAR']),
    );
    expect(views.every((name) => !name.startsWith('*'))).toBe(true);
    expect(model('DIMENSION').every((e) => linked(e)!.name === '*D')).toBe(true);
  });

  it('finds for each dimension the block that draws its value where the dimension puts it', () => {
    const withValue = model('DIMENSION').filter((d) => linked(d)!.entities.some((b) => b.type === 'TEXT'));
    // One of the 15 is drawn without a value: the arrows of the sheet's scale bar.
    expect(withValue).toHaveLength(14);
    for (const e of withValue) {
      const d = e as DwgDimensionEntity;
      const text = linked(d)!.entities.find((b) => b.type === 'TEXT') as DwgTextEntity;
      expect(text.text).toMatch(/^[\d.]+(mm)?$/);
      // The value sits at the dimension's text point once the block is moved to its insertion point
      // (within a text's length: the point is the middle of the text, the TEXT's start its left end).
      const origin = links.get(d.handle)!.origin!;
      const x = text.startPoint.x + origin.x;
      const y = text.startPoint.y + origin.y;
      expect(Math.abs(x - d.textPoint.x)).toBeLessThan(0.5);
      expect(Math.abs(y - d.textPoint.y)).toBeLessThan(0.2);
    }
  });

  it('gives the drawing model a defined block for every insert, "*D" blocks kept apart', () => {
    const drawing = drawingFromDwg(db, () => null, 'AC1009', links);
    const inserts = drawing.entities.filter((e) => e.kind === 'insert');
    expect(inserts).toHaveLength(34);
    for (const e of inserts) expect(drawing.blocks.has(e.block)).toBe(true);
    expect(new Set(inserts.map((e) => e.block)).size).toBe(34);
    // A dimension's block goes to the dimension's insertion point.
    const dimInserts = inserts.filter((e) => e.block.startsWith('*D'));
    expect(dimInserts.map((e) => e.position)).toEqual(
      model('DIMENSION').map((d) => links.get(d.handle)!.origin),
    );
    // Without the links the same database leaves every insert without a block.
    const unlinked = drawingFromDwg(db, () => null, 'AC1009');
    const placed = unlinked.entities.filter((e) => e.kind === 'insert' && unlinked.blocks.has(e.block));
    expect(placed).toHaveLength(0);
  });
});
