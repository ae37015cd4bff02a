import type { TagMatcher } from '../classify.ts';
import type { Box, Circle, PageGraphics, Polygon, Segment, TextToken } from '../types.ts';

/** What the symbol finders share: the page, the matcher, and which tokens a symbol already took. */
export interface SymbolContext {
  page: PageGraphics;
  matcher: TagMatcher;
  /** Page units per millimetre: every tolerance below is in millimetres times this. */
  mm: number;
  usedTokens: Set<TextToken>;
  /** Strokes that belong to a symbol's drawing and are not pipe or signal lines. */
  usedSegments: Set<Segment>;
  usedPolygons: Set<Polygon>;
  usedCircles: Set<Circle>;
}

/** A found symbol before tags are attached: its outline box and where lines may join it. */
export interface FoundSymbol {
  type: 'instrument' | 'valve' | 'equipment' | 'offPage' | 'flowArrow';
  category: string;
  tag: string;
  box: Box;
  confidence: number;
  fields: Record<string, string>;
  /** Valves only: the direction of the line through them. */
  axis?: 'h' | 'v';
}

export const tokenCentre = (t: TextToken) => ({ x: t.box.x + t.box.w / 2, y: t.box.y + t.box.h / 2 });
