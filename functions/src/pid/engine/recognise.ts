import type { TagMatcher } from './classify.ts';
import { grow } from './geometry.ts';
import { bridgeTextGaps, buildNetwork } from './graph/network.ts';
import { attachLabels, signalLinks, spreadLabels } from './graph/runs.ts';
import { clipOutOfBoxes, joinDashes } from './graph/segments.ts';
import { formLoops, indexRows } from './loops.ts';
import { withOcrCorrection } from './ocrCorrect.ts';
import { pageSvg } from './svg.ts';
import { findBubbles } from './symbols/bubbles.ts';
import type { FoundSymbol, SymbolContext } from './symbols/context.ts';
import { findFlapValves } from './symbols/flapValves.ts';
import { findSheetFurniture, furnitureTexts } from './symbols/furniture.ts';
import { findLineLabels, tagValves } from './symbols/labels.ts';
import { findEquipment, findOffPage } from './symbols/outlines.ts';
import { findValves } from './symbols/valves.ts';
import type { Box, Detail, PageGraphics, PageResult, Pipeline } from './types.ts';

export interface RecogniseOptions {
  matcher: TagMatcher;
  /** Groups an instrument tag into its loop (the circuit rules); defaults to variable + number. */
  circuitOf?: (item: { tag: string; fields: Record<string, string> }) => string | null;
  /** A raster page's image as a data URL, embedded in the page SVG. */
  imageHref?: string;
  /** A raster page is recognised straightened: this maps boxes back onto the image as given. */
  toImage?: (box: Box) => Box;
}

/**
 * Recognises one read page: symbols, their tags, the pipelines each line number joins, instrument
 * loops and index rows, and the page SVG. Pure: the page comes from a vector or raster reader.
 */
export function recognisePage(input: PageGraphics, opts: RecogniseOptions): PageResult {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round((now - mark) * 10) / 10;
    mark = now;
  };
  const mm = input.unitsPerMm;
  const page: PageGraphics = { ...input, segments: joinDashes(input.segments, mm) };
  const ctx: SymbolContext = {
    page,
    // OCR confuses O/0, I/1, S/5: a scan's words are read as the rules would accept them.
    matcher: input.kind === 'raster' ? withOcrCorrection(opts.matcher) : opts.matcher,
    mm,
    usedTokens: new Set(),
    usedSegments: new Set(),
    usedPolygons: new Set(),
    usedCircles: new Set(),
  };
  // The frame's margin and the title block name the sheet, not its symbols: no finder reads them.
  for (const t of furnitureTexts(page, findSheetFurniture(page))) ctx.usedTokens.add(t);
  const bubbles = findBubbles(ctx);
  const { valves, arrows } = findValves(ctx);
  // A scan's flaps are found by the raster reader and come here as bow-ties with a filled half.
  if (page.kind === 'vector') valves.push(...findFlapValves(ctx, valves));
  const offPage = findOffPage(ctx);
  const labels = findLineLabels(ctx);
  tagValves(ctx, valves);
  const equipment = findEquipment(ctx);
  lap('symbols');

  const symbols: FoundSymbol[] = [...bubbles, ...valves, ...equipment, ...offPage];
  const lines = page.segments.filter((s) => !ctx.usedSegments.has(s));
  // A valve's end bars (drawn as strokes, or found as strokes on a scan) belong to the valve: its box is
  // taken a little wide so they go, and the pipe ends stop just short of it, within attach reach.
  const clipped = clipOutOfBoxes(lines, [
    ...valves.map((s) => grow(s.box, 0.6 * mm)),
    ...[...bubbles, ...equipment, ...offPage].map((s) => grow(s.box, -0.2 * mm)),
  ]);
  const net = buildNetwork(
    clipped,
    symbols.map((s) => s.box),
    0.5 * mm,
    1.2 * mm,
  );
  bridgeTextGaps(
    net,
    page.texts.map((t) => t.box),
    8 * mm,
  );
  const sources = attachLabels(
    net,
    labels.map((l) => ({ box: l.token.box, angle: l.token.angle })),
    5 * mm,
  );
  const owner = spreadLabels(
    net,
    sources,
    (i) => symbols[i]?.type === 'valve',
    10 * (page.width + page.height),
  );
  lap('topology');

  const details: Detail[] = [];
  const idOf = new Map<FoundSymbol, string>();
  for (const s of [...symbols, ...arrows]) {
    const id = `d${details.length + 1}`;
    idOf.set(s, id);
    details.push({
      id,
      type: s.type,
      category: s.category,
      tag: s.tag,
      box: s.box,
      fields: s.fields,
      confidence: s.confidence,
    });
  }
  const labelIds = labels.map((l) => {
    const id = `d${details.length + 1}`;
    details.push({
      id,
      type: 'line',
      category: 'process',
      tag: l.tag,
      box: l.token.box,
      fields: l.fields,
      confidence: l.token.confidence,
    });
    return id;
  });

  const connected = new Map<string, Set<string>>();
  const lineOfTag = new Map<string, string>();
  net.nodes.forEach((node) => {
    for (const e of node.edges) {
      const label = owner[e] ?? -1;
      if (label < 0) continue;
      const lineNumber = (labels[label] as (typeof labels)[number]).tag;
      for (const si of node.symbols) {
        const s = symbols[si] as FoundSymbol;
        if (!s.tag) continue;
        connected.set(lineNumber, (connected.get(lineNumber) ?? new Set()).add(s.tag));
        if (!lineOfTag.has(s.tag)) lineOfTag.set(s.tag, lineNumber);
      }
    }
  });
  const pipelines: Pipeline[] = [];
  const seen = new Set<string>();
  labels.forEach((l, i) => {
    if (seen.has(l.tag)) return;
    seen.add(l.tag);
    pipelines.push({
      lineNumber: l.tag,
      detailId: labelIds[i] as string,
      connected: [...(connected.get(l.tag) ?? [])].sort(),
    });
  });
  const signals = signalLinks(net).map(
    ([a, b]) =>
      [idOf.get(symbols[a] as FoundSymbol) ?? '', idOf.get(symbols[b] as FoundSymbol) ?? ''] as [
        string,
        string,
      ],
  );
  const loops = formLoops(details, signals, opts.circuitOf);
  const index = indexRows(details, loops, lineOfTag);
  lap('loops');
  if (opts.toImage) for (const d of details) d.box = opts.toImage(d.box);
  const svg = pageSvg(page, details, opts.imageHref);
  lap('svg');
  return { details, pipelines, loops, index, svg, timings };
}
