import { boxOfPoints, iou } from '../geometry.ts';
import type { Box, PageGraphics, Point, TextToken } from '../types.ts';
import { findSolidArrows } from './arrows.ts';
import { findBarValves } from './barValves.ts';
import { closedShapes } from './closedShapes.ts';
import { findFlapChecks } from './flapChecks.ts';
import { binarise, decodeGrey, estimateSkew, type GreyImage, unrotate } from './image.ts';
import { eraseLines, findStraightLines } from './lines.ts';
import type { Ocr } from './ocr.ts';
import { inkShare, insideRingsOnly } from './ringInsides.ts';
import { letteringScale } from './scale.ts';
import { components, findArrows, findBowTies, findRings, ringScore } from './shapes.ts';
import { insideSquaresOnly, instrumentSquares, squareInside } from './squareInsides.ts';
import { findTextRegions } from './textRegions.ts';
import { ringsAroundWords } from './textRings.ts';
import { restoreThinGlyphs } from './thinGlyphs.ts';
import { valveLabelStrips, withValveLabels } from './valveLabels.ts';

/**
 * Height (px) a bubble's inside is enlarged to before OCR: two or three lines of 25–30 px capitals, which
 * tesseract reads well; a small bubble of a coarse or reduced scan has lines of 10–12 px.
 */
const BUBBLE_READ_HEIGHT = 96;

/** Height (px) a valve's label strip is enlarged to before OCR: one line of lettering about 35 px high. */
const VALVE_LABEL_READ_HEIGHT = 56;

export interface RasterPage extends PageGraphics {
  /** Maps a box found on the straightened page back to the pixels of the image as given. */
  toImage: (box: Box) => Box;
  skewDeg: number;
  timings: Record<string, number>;
}

/**
 * Reads a scanned or raster page: grey → binary (Otsu) → straightened (projection-profile skew) →
 * words (tesseract, a horizontal and a turned pass, plus one mosaic pass over the insides of circles
 * and connectors) → straight strokes, rectangles and connectors, rings, bow-ties and arrows as the
 * same primitives a vector page has. `dpi` is the scan resolution (300 unless the file says).
 */
export async function readRasterPage(
  bytes: Uint8Array,
  ocr: Ocr,
  dpi = 300,
  maxPixels?: number,
): Promise<RasterPage> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const grey = await decodeGrey(bytes, maxPixels);
  const { width, height } = grey;
  const nominalMm = dpi / 25.4;
  const raw = binarise(grey);
  const skewDeg = estimateSkew(raw, width, height);
  const bin = unrotate(raw, width, height, skewDeg, 0);
  const straight: GreyImage = { width, height, data: unrotate(grey.data, width, height, skewDeg, 255) };
  lap('binarise');

  // OCR reads only the bands where the ink looks like lettering: a sheet is mostly paper and strokes.
  const bands = findTextRegions(bin, width, height, nominalMm);
  const words = await ocr.readBands(straight, bands, dpi);
  // From here on sizes are drawing millimetres as the lettering shows them (a reduced sheet's are smaller).
  const mm = letteringScale(words, nominalMm);
  lap('ocr');

  const textless = bin.slice();
  // Words are erased so their strokes are not read as lines, but only their core: a label written close
  // to a pipe must not cut it.
  for (const t of words) {
    const across = t.angle === 90 ? t.box.w : t.box.h;
    const core =
      t.angle === 90
        ? { ...t.box, x: t.box.x + 0.2 * across, w: 0.6 * across }
        : { ...t.box, y: t.box.y + 0.2 * across, h: 0.6 * across };
    eraseBox(textless, width, height, core, 0);
  }
  const strokes = findStraightLines(textless, width, height, Math.round(1.5 * mm), Math.round(0.8 * mm));
  const { polygons, used } = closedShapes(strokes, 1 * mm, 9 * mm);
  const rest = eraseLines(textless, width, height, strokes, 1);
  const parts = components(rest, width, height, 2);
  const circles = findRings(bin, width, height, parts, 2.5 * mm, 9 * mm);
  // A shared-display bubble is a circle in a square: erasing the square cuts the circle into short arcs
  // that propose no centre, so each square proposes its inscribed circle.
  for (const p of polygons) {
    const b = boxOfPoints(p.points);
    if (p.points.length !== 4 || Math.abs(b.w - b.h) > 0.15 * b.w || b.w < 5 * mm || b.w > 18 * mm) continue;
    const c = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
    if (circles.some((k) => Math.hypot(k.c.x - c.x, k.c.y - c.y) < 0.2 * b.w)) continue;
    if (ringScore(bin, width, height, c, b.w / 2 - 1, 3) > 0.85)
      circles.push({ c, r: b.w / 2, filled: false });
  }
  circles.push(...ringsAroundWords(bin, width, height, words, circles, 2.5 * mm, 9 * mm));
  // Valves checked edge by edge from their end bars come first; the component finder only adds valves
  // where none was found that way. (A finder that took any valve-sized gap in a pipe with ink at its
  // corners found valves in dashed signal lines and actuators, and nothing the bar check misses.)
  const barValves = findBarValves(bin, width, height, strokes, mm);
  polygons.push(...barValves.polygons);
  circles.push(...barValves.circles);
  // Shapes pieced together from components are also found in large lettering (a V, an N): not where
  // OCR read a word.
  const lettering = words.filter((w) => w.text.length >= 2).map((w) => w.box);
  const free = (p: { points: Point[] }) => {
    const b = boxOfPoints(p.points);
    const c = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
    return !barValves.boxes.some((v) => iou(v, b) > 0.1) && !lettering.some((w) => contains(w, c));
  };
  const bowTies = findBowTies(bin, width, height, parts, 3 * mm, 12 * mm).filter(free);
  polygons.push(...bowTies);
  const flaps = findFlapChecks(bin, width, height, strokes, mm, [
    ...barValves.boxes,
    ...bowTies.map((p) => boxOfPoints(p.points)),
  ]);
  const flapBoxes = flaps.boxes.filter(
    (b) => !lettering.some((w) => contains(w, { x: b.x + b.w / 2, y: b.y + b.h / 2 })),
  );
  polygons.push(...flaps.polygons.filter((p) => flapBoxes.some((b) => contains(b, p.points[1] as Point))));
  // An arrow sits on a line, across or down: the run through its middle continues on at least one side.
  const onLine = (p: { points: Point[] }) => {
    const b = boxOfPoints(p.points);
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    return strokes.some(
      (s) =>
        (Math.abs(s.a.y - s.b.y) < 1 &&
          Math.abs(s.a.y - cy) < 0.5 * mm &&
          Math.min(s.a.x, s.b.x) <= b.x + b.w + mm &&
          Math.max(s.a.x, s.b.x) >= b.x - mm) ||
        (Math.abs(s.a.x - s.b.x) < 1 &&
          Math.abs(s.a.x - cx) < 0.5 * mm &&
          Math.min(s.a.y, s.b.y) <= b.y + b.h + mm &&
          Math.max(s.a.y, s.b.y) >= b.y - mm),
    );
  };
  polygons.push(
    ...findArrows(bin, width, height, parts, 1.5 * mm, 4.5 * mm).filter((p) => onLine(p) && free(p)),
  );
  // Arrows the pipe runs through are one component with it: found from their solid core instead.
  const taken = polygons.map((p) => boxOfPoints(p.points));
  polygons.push(
    ...findSolidArrows(bin, width, height, mm).filter(
      (p) => free(p) && !taken.some((b) => iou(b, boxOfPoints(p.points)) > 0.1),
    ),
  );
  lap('shapes');

  // Words inside circles and connectors are too small and boxed-in for the page pass: read them again.
  // Rings and connector bodies are read in two mosaics: a long, flat connector cell widens every cell
  // of a shared grid, and tesseract's block reading of a ring's lines then varies with its neighbours.
  const bubbleRings = circles.filter((c) => !c.filled && c.r >= 2.5 * mm);
  // A ring's own arcs, enlarged in the crop, read as letters (C, T, S before the tag, a quote above it):
  // the rings are read on a copy of the page with everything outside their inner disc made paper.
  const ringPage: GreyImage = {
    width,
    height,
    data: insideRingsOnly(straight, bubbleRings, 255, (v) => v < 160),
  };
  // Thin letters are found on the binary page the same way, so a letter touching the bar stands alone.
  const ringBin = insideRingsOnly({ width, height, data: bin }, bubbleRings, 0, (v) => v === 1);
  const rings: Box[] = bubbleRings.map((c) => ({
    x: c.c.x - 0.7 * c.r,
    y: c.c.y - 0.75 * c.r,
    w: 1.4 * c.r,
    h: 1.5 * c.r,
  }));
  const bodies = polygons
    .filter((p) => p.points.length === 5)
    .map((p) => shrink(connectorBody(p.points), 0.6 * mm));
  // Instrument boxes (squares of bubble size) are read like rings, on their own copy and mosaic.
  const squareBoxes = instrumentSquares(polygons, circles, mm);
  const squarePage: GreyImage = {
    width,
    height,
    data: insideSquaresOnly(straight, squareBoxes, 255, (v) => v < 160, mm),
  };
  const squareBin = insideSquaresOnly({ width, height, data: bin }, squareBoxes, 0, (v) => v === 1, mm);
  const squareInsides = squareBoxes
    .map(squareInside)
    .filter((b) => inkShare(squareBin, width, height, b) > 0.01);
  const insides = [...rings, ...bodies, ...squareInsides];
  const drawingDpi = Math.round(mm * 25.4);
  // Thin letters are looked for in the inscribed square only, where no arc of the ring lies.
  const squares = [
    ...bubbleRings.map((c) => ({ x: c.c.x - 0.66 * c.r, y: c.c.y - 0.7 * c.r, w: 1.32 * c.r, h: 1.4 * c.r })),
    ...bodies,
  ];
  // A ring with no ink inside (a pump's body, an empty circle) holds no tag: not worth an OCR pass.
  const written = rings.filter((r) => inkShare(ringBin, width, height, r) > 0.01);
  const inner = restoreThinGlyphs(ringBin, width, height, squares, [
    ...(await ocr.readRegions(ringPage, written, drawingDpi, BUBBLE_READ_HEIGHT)),
    ...(await ocr.readRegions(straight, bodies, drawingDpi)),
  ]);
  inner.push(...(await ocr.readRegions(squarePage, squareInsides, drawingDpi, BUBBLE_READ_HEIGHT)));
  // A connector's point is two strokes meeting, which OCR reads as an N or a 7: no word lies there.
  const points = polygons
    .filter((p) => p.points.length === 5)
    .map((p) => ({ all: boxOfPoints(p.points), body: connectorBody(p.points) }));
  // A valve's tag is read again from the strips beside it, enlarged: the band finder can lose part of a
  // label set tight against its valve (062-V1061 read as V1061) or all of it.
  const strips = valveLabelStrips(
    [...barValves.boxes, ...bowTies.map((p) => boxOfPoints(p.points)), ...flapBoxes],
    mm,
    bin,
    width,
    height,
    words,
  );
  const labelled = withValveLabels(
    words,
    await ocr.readRegions(straight, strips, drawingDpi, VALVE_LABEL_READ_HEIGHT, false),
  );
  const texts: TextToken[] = [
    ...labelled.filter((w) => !insides.some((b) => contained(w.box, b))),
    ...inner,
  ].filter((w) => !points.some((p) => contained(w.box, p.all) && !contained(w.box, p.body)));
  lap('ocrInside');

  const r = (skewDeg * Math.PI) / 180;
  const turn = (p: Point): Point => {
    const dx = p.x - width / 2;
    const dy = p.y - height / 2;
    return {
      x: width / 2 + dx * Math.cos(r) - dy * Math.sin(r),
      y: height / 2 + dx * Math.sin(r) + dy * Math.cos(r),
    };
  };
  const toImage = (b: Box): Box =>
    boxOfPoints([
      turn({ x: b.x, y: b.y }),
      turn({ x: b.x + b.w, y: b.y }),
      turn({ x: b.x, y: b.y + b.h }),
      turn({ x: b.x + b.w, y: b.y + b.h }),
    ]);
  return {
    kind: 'raster',
    width,
    height,
    unitsPerMm: mm,
    texts,
    segments: strokes.filter((s) => !used.has(s)),
    circles,
    polygons,
    toImage,
    skewDeg,
    timings,
  };
}

function eraseBox(bin: Uint8Array, width: number, height: number, b: Box, pad: number) {
  const x0 = Math.max(0, Math.floor(b.x - pad));
  const x1 = Math.min(width - 1, Math.ceil(b.x + b.w + pad));
  for (
    let y = Math.max(0, Math.floor(b.y - pad));
    y <= Math.min(height - 1, Math.ceil(b.y + b.h + pad));
    y++
  ) {
    bin.fill(0, y * width + x0, y * width + x1 + 1);
  }
}

/** A connector's body without its point: the strokes of the point are read as letters otherwise. */
function connectorBody(points: Point[]): Box {
  // The point is the corner both of whose sides are slanted (the body's corners have a square side).
  // Distance from the centre cannot tell: a connector 18 long with a point 4 deep is as far to its
  // point as to its back corners.
  const slanted = (a: Point, b: Point) => Math.abs(a.x - b.x) > 1 && Math.abs(a.y - b.y) > 1;
  const n = points.length;
  const tip = points.find(
    (p, i) => slanted(p, points[(i + n - 1) % n] as Point) && slanted(p, points[(i + 1) % n] as Point),
  );
  return boxOfPoints(tip ? points.filter((p) => p !== tip) : points);
}

const shrink = (b: Box, d: number): Box => ({ x: b.x + d, y: b.y + d, w: b.w - 2 * d, h: b.h - 2 * d });

const contained = (inner: Box, outer: Box) => {
  const cx = inner.x + inner.w / 2;
  const cy = inner.y + inner.h / 2;
  return cx > outer.x && cx < outer.x + outer.w && cy > outer.y && cy < outer.y + outer.h;
};

const contains = (b: Box, p: Point) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
