import { acisWireframe, readAcis } from './cadAcis.ts';
import type { Point } from './cadModel.ts';

/**
 * ACIS entities of a DXF (3DSOLID, REGION, BODY): up to R2010 the SAT text is in the entity itself
 * (groups 1 and 3, each character c written as 159 - c); from R2013 the SAB bytes are in the
 * ACDSDATA section (hex groups 310 of an ACDSRECORD whose group 320 names the entity's handle).
 */

interface Group {
  code: number;
  value: number | string | boolean;
}

interface Scanner {
  next(): Group;
  isEOF(): boolean;
}

export interface DxfAcisEntity {
  type: string;
  handle?: string;
  layer?: string;
  colorIndex?: number;
  color?: number;
  lineweight?: number;
  inPaperSpace?: boolean;
  visible?: boolean;
  /** Encoded SAT lines (R2010 and older). */
  sat: string[];
}

export const ACIS_TYPES = ['3DSOLID', 'REGION', 'BODY'] as const;

export function acisHandler(name: string) {
  return class {
    readonly ForEntityName = name;
    parseEntity(scanner: Scanner, _current: Group): DxfAcisEntity {
      const e: DxfAcisEntity = { type: name, sat: [] };
      let group = scanner.next();
      while (!scanner.isEOF() && group.code !== 0) {
        const v = group.value;
        if (group.code === 5) e.handle = String(v);
        else if (group.code === 8) e.layer = String(v);
        else if (group.code === 62) e.colorIndex = Number(v);
        else if (group.code === 420) e.color = Number(v);
        else if (group.code === 370) e.lineweight = Number(v);
        else if (group.code === 67) e.inPaperSpace = Number(v) !== 0;
        else if (group.code === 60) e.visible = Number(v) === 0;
        else if (group.code === 1) e.sat.push(String(v));
        // Group 3 continues the previous line when it was longer than 255 characters.
        else if (group.code === 3 && e.sat.length > 0) e.sat[e.sat.length - 1] += String(v);
        group = scanner.next();
      }
      return e;
    }
  };
}

/** DXF's SAT encoding: every character but the space is written as 159 - c. */
function decodeSat(lines: string[]): string {
  return lines
    .map((line) =>
      [...line].map((c) => (c === ' ' ? ' ' : String.fromCharCode(159 - c.charCodeAt(0)))).join(''),
    )
    .join('\n');
}

/** SAB bytes by entity handle, from the ACDSDATA section of the DXF text. */
export function acdsData(text: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const start = text.search(/\n\s*2\r?\nACDSDATA\r?\n/);
  if (start === -1) return out;
  const lines = text.slice(start).split(/\r?\n/);
  let handle: string | undefined;
  let hex: string[] = [];
  const flush = () => {
    if (handle && hex.length > 0) out.set(handle, Uint8Array.from(Buffer.from(hex.join(''), 'hex')));
    handle = undefined;
    hex = [];
  };
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const code = Number(lines[i]!.trim());
    const value = lines[i + 1]!.trim();
    if (code === 0) {
      flush();
      if (value === 'ENDSEC') break;
    } else if (code === 320) handle = value;
    else if (code === 310) hex.push(value);
  }
  flush();
  return out;
}

/** The top-view wireframe of a DXF ACIS entity, from its own SAT or the section's SAB; null if unreadable. */
export function dxfAcisWireframe(e: DxfAcisEntity, sab: Map<string, Uint8Array>): Point[][] | null {
  try {
    const data =
      e.sat.length > 0
        ? new TextEncoder().encode(decodeSat(e.sat))
        : e.handle
          ? sab.get(e.handle)
          : undefined;
    const records = data ? readAcis(data) : null;
    return records ? acisWireframe(records) : null;
  } catch {
    return null;
  }
}
