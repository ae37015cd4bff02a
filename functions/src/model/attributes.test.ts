import type { ElementTree } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { mergeAttributes, parseCsv, readAttributeTable } from './attributes.ts';
import { ModelFailed } from './errors.ts';

const tree = (): ElementTree => ({
  version: 1,
  format: 'ifc',
  schema: 'IFC4',
  upAxis: 'Y',
  unit: 'm',
  elementCount: 2,
  root: {
    id: 'root',
    name: 'Project',
    type: 'IfcProject',
    hasGeometry: false,
    children: [
      {
        id: 'w1',
        name: 'Wall 1',
        type: 'IfcWall',
        hasGeometry: true,
        props: { Pset: { A: 1 } },
        children: [],
      },
      { id: 'w2', name: 'Wall 2', type: 'IfcWall', hasGeometry: true, children: [] },
    ],
  },
});
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('attribute tables', () => {
  it('parses RFC 4180 CSV (quotes, doubled quotes, CRLF, BOM)', () => {
    expect(parseCsv('\ufeffid,"a, b"\r\n"x""y",2\n')).toEqual([
      ['id', 'a, b'],
      ['x"y', '2'],
    ]);
  });

  it('merges a CSV by its element id column into the tree as an Attributes set', async () => {
    const table = await readAttributeTable(
      utf8('Element ID,Fire rating,Cost\nw1,EI60,12.5\nnope,1,2\n'),
      'csv',
    );
    const t = tree();
    expect(mergeAttributes(t, table)).toBe(1);
    expect(t.root.children[0]?.props).toEqual({
      Pset: { A: 1 },
      'Attribute file': { 'Fire rating': 'EI60', Cost: 12.5 },
    });
    expect(t.root.children[1]?.props).toBeUndefined();
  });

  it('reads XLSX (first sheet) with a GlobalId column', async () => {
    const bytes = await writeXlsxFile(
      [
        [{ value: 'GlobalId' }, { value: 'Material' }],
        [{ value: 'w2' }, { value: 'Concrete' }],
      ],
      {},
    ).toBuffer();
    const t = tree();
    expect(mergeAttributes(t, await readAttributeTable(new Uint8Array(bytes), 'xlsx'))).toBe(1);
    expect(t.root.children[1]?.props?.['Attribute file']).toEqual({ Material: 'Concrete' });
  });

  it('refuses tables without an id column, unreadable bytes and other suffixes', async () => {
    await expect(readAttributeTable(utf8('name,cost\nx,1\n'), 'csv')).rejects.toMatchObject({
      messageKey: 'model.attributeNoIdColumn',
    });
    await expect(readAttributeTable(new Uint8Array([0xff, 0xfe, 0x00]), 'csv')).rejects.toBeInstanceOf(
      ModelFailed,
    );
    await expect(readAttributeTable(utf8('PK-not-a-zip'), 'xlsx')).rejects.toMatchObject({
      messageKey: 'model.attributeUnreadable',
    });
    await expect(readAttributeTable(utf8('id\n1'), 'txt')).rejects.toMatchObject({
      messageKey: 'model.attributeUnreadable',
    });
  });
});
