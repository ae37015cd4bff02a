import type { DxfParser } from 'dxf-parser';
import { ACIS_TYPES, acisHandler } from './dxfAcis.ts';
import { ANNOTATION_TYPES, annotationHandler } from './dxfAnnotations.ts';
import { HatchHandler } from './dxfHatch.ts';

/**
 * Extra entity handlers for dxf-parser: ATTRIB (the values of block attributes, drawn like TEXT),
 * HATCH (dxfHatch.ts), annotations (dxfAnnotations.ts) and a counting handler for the entity types the preview does not draw, so they are reported
 * instead of silently dropped.
 */

interface Group {
  code: number;
  value: number | string | boolean;
}

interface Scanner {
  next(): Group;
  isEOF(): boolean;
}

/** Entity types met in real drawings that the preview does not draw. */
export const UNDRAWN_TYPES = [
  'VIEWPORT',
  'IMAGE',
  'OLE2FRAME',
  'OLEFRAME',
  'TRACE',
  'SHAPE',
  'SURFACE',
  'MESH',
  'LIGHT',
  'HELIX',
  'SECTION',
  'PDFUNDERLAY',
  'DWFUNDERLAY',
  'DGNUNDERLAY',
] as const;

export interface DxfAttrib {
  type: 'ATTRIB';
  text?: string;
  layer?: string;
  colorIndex?: number;
  color?: number;
  inPaperSpace?: boolean;
  invisible?: boolean;
  startPoint?: { x: number; y: number };
  endPoint?: { x: number; y: number };
  textHeight?: number;
  xScale?: number;
  rotation?: number;
  halign?: number;
  valign?: number;
}

const num = (g: Group) => Number(g.value);

/** Reads the next group as the y of a point whose x was just read (DXF writes x, y, then z). */
function readPoint(scanner: Scanner, x: Group): { x: number; y: number } {
  const y = scanner.next();
  return { x: num(x), y: num(y) };
}

function applyAttribGroup(entity: DxfAttrib, group: Group, scanner: Scanner): void {
  switch (group.code) {
    case 1:
      entity.text = String(group.value);
      break;
    case 8:
      entity.layer = String(group.value);
      break;
    case 62:
      entity.colorIndex = num(group);
      break;
    case 420:
      entity.color = num(group);
      break;
    case 67:
      entity.inPaperSpace = num(group) !== 0;
      break;
    case 70:
      entity.invisible = (num(group) & 1) !== 0;
      break;
    case 10:
      entity.startPoint = readPoint(scanner, group);
      break;
    case 11:
      entity.endPoint = readPoint(scanner, group);
      break;
    case 40:
      entity.textHeight = num(group);
      break;
    case 41:
      entity.xScale = num(group);
      break;
    case 50:
      entity.rotation = num(group);
      break;
    case 72:
      entity.halign = num(group);
      break;
    case 74:
      entity.valign = num(group);
      break;
  }
}

class AttribHandler {
  readonly ForEntityName = 'ATTRIB';
  parseEntity(scanner: Scanner, _current: Group): DxfAttrib {
    const entity: DxfAttrib = { type: 'ATTRIB' };
    let group = scanner.next();
    while (!scanner.isEOF() && group.code !== 0) {
      applyAttribGroup(entity, group, scanner);
      group = scanner.next();
    }
    return entity;
  }
}

function undrawnHandler(name: string) {
  return class {
    readonly ForEntityName = name;
    parseEntity(scanner: Scanner, current: Group): { type: string } {
      let group = scanner.next();
      while (!scanner.isEOF() && group.code !== 0) group = scanner.next();
      return { type: String(current.value) };
    }
  };
}

type HandlerClass = Parameters<DxfParser['registerEntityHandler']>[0];

/** Registers the ATTRIB and HATCH readers and the counting handlers on a parser. */
export function registerPreviewHandlers(parser: DxfParser): void {
  parser.registerEntityHandler(AttribHandler as unknown as HandlerClass);
  parser.registerEntityHandler(HatchHandler as unknown as HandlerClass);
  for (const name of ANNOTATION_TYPES)
    parser.registerEntityHandler(annotationHandler(name) as unknown as HandlerClass);
  for (const name of ACIS_TYPES) parser.registerEntityHandler(acisHandler(name) as unknown as HandlerClass);
  for (const name of UNDRAWN_TYPES)
    parser.registerEntityHandler(undrawnHandler(name) as unknown as HandlerClass);
}
