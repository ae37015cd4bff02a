import type { Box, InstrumentMounting, ValveKind } from '../../../functions/src/pid/engine/types.ts';
import { type Prim, type Truth, textBox, textWidthMm } from './model.ts';

export const TEXT = 2.5;
const BUBBLE_R = 5;

/** Collects primitives and the truth that goes with them; every draw call returns what it drew. */
export class SheetBuilder {
  readonly prims: Prim[] = [];
  readonly truth: Truth = { details: [], pipelines: [], loops: [], index: [] };

  line(x1: number, y1: number, x2: number, y2: number, dashed = false, width = 0.35) {
    this.prims.push({ kind: 'line', x1, y1, x2, y2, dashed, width });
  }

  polyline(points: [number, number][], dashed = false) {
    for (let i = 0; i + 1 < points.length; i++) {
      const [x1, y1] = points[i] as [number, number];
      const [x2, y2] = points[i + 1] as [number, number];
      this.line(x1, y1, x2, y2, dashed);
    }
  }

  rect(x: number, y: number, w: number, h: number) {
    this.prims.push({
      kind: 'polygon',
      points: [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
    });
  }

  text(text: string, x: number, y: number, size = TEXT, angle = 0): Box {
    this.prims.push({ kind: 'text', text, x, y, size, angle });
    return textBox(text, x, y, size, angle);
  }

  centredText(text: string, cx: number, baseline: number, size = TEXT): Box {
    return this.text(text, cx - textWidthMm(text, size) / 2, baseline, size);
  }

  /** An ISA bubble: function letters over the loop number. */
  bubble(cx: number, cy: number, letters: string, loop: string, mounting: InstrumentMounting) {
    const r = BUBBLE_R;
    this.prims.push({ kind: 'circle', x: cx, y: cy, r });
    let box: Box = { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
    if (mounting === 'panel') this.line(cx - r, cy, cx + r, cy);
    if (mounting === 'shared') {
      this.rect(cx - r, cy - r, 2 * r, 2 * r);
      box = { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
    }
    const size = 2.2;
    this.centredText(letters, cx, cy - 0.8, size);
    this.centredText(loop, cx, cy + 3.2, size);
    const tag = `${letters}-${loop}`;
    this.truth.details.push({ type: 'instrument', category: mounting, tag, box });
    return { tag, top: cy - r, bottom: cy + r, left: cx - r, right: cx + r };
  }

  /** A valve on a horizontal line centred at (cx, y); returns the x of its two ports. */
  valve(cx: number, y: number, kind: ValveKind, tag: string) {
    const w = 3;
    const h = 2;
    const check = kind === 'check';
    this.prims.push({
      kind: 'polygon',
      points: [
        [cx - w, y - h],
        [cx, y],
        [cx - w, y + h],
      ],
      filled: check,
    });
    this.prims.push({
      kind: 'polygon',
      points: [
        [cx + w, y - h],
        [cx, y],
        [cx + w, y + h],
      ],
    });
    if (kind === 'globe') this.prims.push({ kind: 'circle', x: cx, y, r: 0.9, filled: true });
    if (kind === 'ball') this.prims.push({ kind: 'circle', x: cx, y, r: 1.3 });
    let box: Box = { x: cx - w, y: y - h, w: 2 * w, h: 2 * h };
    if (kind === 'control') {
      this.line(cx, y, cx, y - 6);
      this.rect(cx - 3, y - 9, 6, 3);
      box = { x: cx - w, y: y - 9, w: 2 * w, h: 9 + h };
    }
    if (tag) this.centredText(tag, cx, y + h + 3.6, 2.2);
    this.truth.details.push({ type: 'valve', category: kind, tag, box });
    return { left: cx - w, right: cx + w, actuatorTop: y - 9 };
  }

  offPage(x: number, y: number, label: string) {
    const points: [number, number][] = [
      [x, y - 3],
      [x + 14, y - 3],
      [x + 18, y],
      [x + 14, y + 3],
      [x, y + 3],
    ];
    this.prims.push({ kind: 'polygon', points });
    this.text(label, x + 1.2, y + 0.9, 2);
    this.truth.details.push({
      type: 'offPage',
      category: 'connector',
      tag: label,
      box: { x, y: y - 3, w: 18, h: 6 },
    });
  }

  flowArrow(x: number, y: number) {
    this.prims.push({
      kind: 'polygon',
      points: [
        [x - 1.5, y - 1.2],
        [x + 1.5, y],
        [x - 1.5, y + 1.2],
      ],
      filled: true,
    });
    this.truth.details.push({
      type: 'flowArrow',
      category: 'arrow',
      tag: '',
      box: { x: x - 1.5, y: y - 1.2, w: 3, h: 2.4 },
    });
  }

  equipment(box: Box, tag: string, category: string, round = false) {
    if (round) this.prims.push({ kind: 'circle', x: box.x + box.w / 2, y: box.y + box.h / 2, r: box.w / 2 });
    else this.rect(box.x, box.y, box.w, box.h);
    this.truth.details.push({ type: 'equipment', category, tag, box });
  }

  lineNumber(text: string, x: number, y: number, angle = 0) {
    const box = this.text(text, x, y, TEXT, angle);
    this.truth.details.push({ type: 'line', category: 'process', tag: text, box });
  }
}
