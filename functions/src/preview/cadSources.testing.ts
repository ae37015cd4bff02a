import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type DwgEntity, LibreDwg } from '@mlightcad/libredwg-web';
import { mtextLines, textLine } from './cadText.ts';
import { decodeDxf } from './dxfSvg.ts';

/**
 * What a drawing file holds, read without the preview's drawing model, for the fidelity tests:
 * its model-space entities (by type), the strings its texts show, and its header extents.
 */

export interface SourceFacts {
  /** Model-space entity types, one per entity (sub-entities and viewports left out). */
  entities: string[];
  /** Text lines of model-space TEXT, MTEXT and visible attribute values, formatting codes removed. */
  texts: string[];
  header?: { minX: number; minY: number; maxX: number; maxY: number };
}

/** Not entities of their own (VERTEX, SEQEND, ATTRIB belong to their parent) or not drawn in model space. */
const NOT_COUNTED = new Set(['VERTEX', 'SEQEND', 'ATTRIB', 'VIEWPORT']);

function extents(min: number[], max: number[]): SourceFacts['header'] {
  const [minX, minY, maxX, maxY] = [min[0], min[1], max[0], max[1]];
  if ([minX, minY, maxX, maxY].some((v) => v === undefined || !Number.isFinite(v) || Math.abs(v) > 1e15))
    return undefined;
  if (!(minX! <= maxX! && minY! <= maxY!)) return undefined;
  return { minX: minX!, minY: minY!, maxX: maxX!, maxY: maxY! };
}

/** A DXF read as group pairs: ENTITIES section entities with their groups, and the header's extents. */
export function dxfFacts(bytes: Uint8Array): SourceFacts {
  const lines = decodeDxf(bytes).split(/\r\n|\r|\n/);
  const groups: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) groups.push([Number(lines[i]!.trim()), lines[i + 1]!.trim()]);
  const facts: SourceFacts = { entities: [], texts: [] };
  const headerValue = (name: string) => {
    const at = groups.findIndex(([c, v]) => c === 9 && v === name);
    if (at === -1) return [Number.NaN, Number.NaN];
    return [Number(groups[at + 1]?.[1]), Number(groups[at + 2]?.[1])];
  };
  facts.header = extents(headerValue('$EXTMIN'), headerValue('$EXTMAX'));
  const start = groups.findIndex(
    ([c, v], i) => c === 2 && v === 'ENTITIES' && groups[i - 1]?.[1] === 'SECTION',
  );
  let entity: { type: string; groups: [number, string][] } | null = null;
  const finish = () => {
    if (!entity) return;
    const paper = entity.groups.some(([c, v]) => c === 67 && v === '1');
    if (!paper && !NOT_COUNTED.has(entity.type)) facts.entities.push(entity.type);
    const text = entity.groups.filter(([c]) => c === 1 || c === 3).map(([, v]) => v);
    const invisible = entity.groups.some(([c, v]) => c === 70 && (Number(v) & 1) === 1);
    if (!paper && (entity.type === 'TEXT' || (entity.type === 'ATTRIB' && !invisible)))
      facts.texts.push(textLine(text.join('')));
    if (!paper && entity.type === 'MTEXT') facts.texts.push(...mtextLines(text.join('')));
  };
  for (let i = start + 1; i < groups.length; i++) {
    const [code, value] = groups[i]!;
    if (code === 0) {
      finish();
      if (value === 'ENDSEC') break;
      entity = { type: value, groups: [] };
    } else entity?.groups.push([code, value]);
  }
  facts.texts = facts.texts.map((t) => t.trim()).filter(Boolean);
  return facts;
}

/** A DWG read by libredwg-web directly: its model-space entities, texts and header extents. */
export async function dwgFacts(bytes: Uint8Array): Promise<SourceFacts> {
  const entry = createRequire(import.meta.url).resolve('@mlightcad/libredwg-web');
  const lib = await LibreDwg.create(`${join(dirname(entry), '..', 'wasm')}/`);
  lib.FS.writeFile('/tmp/facts.dwg', bytes);
  const read = lib.dwg_read_file('/tmp/facts.dwg') as { data: number };
  try {
    const db = lib.convert(read.data);
    const header = db.header as { EXTMIN?: { x: number; y: number }; EXTMAX?: { x: number; y: number } };
    const facts: SourceFacts = { entities: [], texts: [] };
    facts.header = extents(
      [header.EXTMIN?.x ?? Number.NaN, header.EXTMIN?.y ?? Number.NaN],
      [header.EXTMAX?.x ?? Number.NaN, header.EXTMAX?.y ?? Number.NaN],
    );
    const model = db.entities.filter((e: DwgEntity) => !e.isInPaperSpace && !NOT_COUNTED.has(e.type));
    for (const e of model) {
      facts.entities.push(e.type);
      const t = e as DwgEntity & {
        text?: string | { text?: string };
        attribs?: { text: { text?: string }; flags: number }[];
      };
      if (e.type === 'TEXT' && typeof t.text === 'string') facts.texts.push(textLine(t.text));
      if (e.type === 'MTEXT' && typeof t.text === 'string') facts.texts.push(...mtextLines(t.text));
      for (const a of t.attribs ?? []) if ((a.flags & 1) === 0) facts.texts.push(textLine(a.text.text ?? ''));
    }
    facts.texts = facts.texts.map((x) => x.trim()).filter(Boolean);
    return facts;
  } finally {
    lib.dwg_free(read.data);
    lib.FS.unlink('/tmp/facts.dwg');
  }
}
