import type {
  DwgEntity,
  DwgLeaderEntity,
  DwgMLineEntity,
  DwgMultiLeaderEntity,
  DwgTableEntity,
  DwgToleranceEntity,
  DwgWipeoutEntity,
  DwgXlineEntity,
} from '@mlightcad/libredwg-web';
import {
  annotationText,
  leaderShape,
  mlineShape,
  toleranceText,
  wipeoutShape,
  xlineShape,
} from './cadAnnotations.ts';
import type { CadShape, Point } from './cadModel.ts';

/**
 * libredwg-web's annotation and construction entities as preview shapes; `undefined` for any other
 * type. Tables are drawn by their anonymous block, found by its handle.
 */

/** Text height for a feature control frame whose dimension style is not read (AutoCAD's metric DIMTXT). */
const TOLERANCE_TEXT_HEIGHT = 2.5;
/** MLINE flag: closed. */
const MLINE_CLOSED = 2;

const pt = (p: Partial<Point> | undefined): Point => ({ x: p?.x ?? 0, y: p?.y ?? 0 });

export interface AnnotationContext {
  /** Block names by block record handle. */
  blockNames: Map<string, string>;
  /** MULTILEADER text of a pre-2007 file, which libredwg-web hands over read as UTF-16 code units. */
  fixText(text: string): string;
}

function multileader(e: DwgMultiLeaderEntity, ctx: AnnotationContext): CadShape | null {
  const branches = (e.leaderSections ?? []).flatMap((section) =>
    (section.leaderLines ?? []).map((line) => ({
      vertices: (line.vertices ?? []).map(pt),
      ...(section.lastLeaderLinePoint ? { landing: pt(section.lastLeaderLinePoint) } : {}),
      ...(section.doglegVector && e.doglegEnabled !== false
        ? { dogleg: pt(section.doglegVector), doglegLength: section.doglegLength ?? 0 }
        : {}),
    })),
  );
  const direction = e.textDirection;
  const rotation = direction ? Math.atan2(direction.y, direction.x) : (e.textRotation ?? 0);
  const text =
    e.hasMText !== false && e.textContent && e.textAnchor
      ? annotationText(
          ctx.fixText(e.textContent),
          pt(e.textAnchor),
          e.textHeight ?? TOLERANCE_TEXT_HEIGHT,
          rotation,
          e.textAttachmentPoint || 1,
        )
      : null;
  return leaderShape(branches, text);
}

export function annotationFromDwg(e: DwgEntity, ctx: AnnotationContext): CadShape | null | undefined {
  switch (e.type) {
    case 'XLINE':
    case 'RAY': {
      const x = e as DwgXlineEntity;
      return xlineShape(pt(x.firstPoint), pt(x.unitDirection), e.type === 'RAY');
    }
    case 'WIPEOUT': {
      const w = e as DwgWipeoutEntity;
      return wipeoutShape(
        pt(w.position),
        pt(w.uPixel),
        pt(w.vPixel),
        w.imageSize?.y ?? 1,
        (w.clippingBoundaryPath ?? []).map(pt),
        w.clippingBoundaryType === 1,
      );
    }
    case 'MLINE': {
      const m = e as DwgMLineEntity;
      const vertices = (m.vertices ?? []).map((v) => ({
        position: pt(v.vertex),
        miter: pt(v.miterDirection),
        offsets: (v.lines ?? []).map((l) => l.segmentParams?.[0] ?? 0),
      }));
      return mlineShape(vertices, (m.flags & MLINE_CLOSED) !== 0);
    }
    case 'LEADER': {
      const l = e as DwgLeaderEntity;
      return leaderShape([{ vertices: (l.vertices ?? []).map(pt) }], null);
    }
    case 'MULTILEADER':
      return multileader(e as DwgMultiLeaderEntity, ctx);
    case 'TOLERANCE': {
      const t = e as DwgToleranceEntity;
      const direction = pt(t.xAxisDirection);
      const rotation = direction.x || direction.y ? Math.atan2(direction.y, direction.x) : 0;
      const text = annotationText(
        toleranceText(t.text ?? ''),
        pt(t.insertionPoint),
        TOLERANCE_TEXT_HEIGHT,
        rotation,
        4,
      );
      return text ? leaderShape([], text) : null;
    }
    case 'ACAD_TABLE': {
      const t = e as DwgTableEntity;
      const block = (t.blockRecordHandle && ctx.blockNames.get(t.blockRecordHandle)) || t.name;
      if (!block) return null;
      return {
        kind: 'insert',
        block,
        position: pt(t.startPoint),
        scale: { x: 1, y: 1 },
        rotation: 0,
        columns: 1,
        rows: 1,
        columnSpacing: 0,
        rowSpacing: 0,
        mirrored: false,
      };
    }
    default:
      return undefined;
  }
}
