import type { IndexRow, InstrumentMounting, ValveKind } from '../../../functions/src/pid/engine/types.ts';
import { SheetBuilder, TEXT } from './builder.ts';
import { SHEET_SIZES, type Sheet } from './model.ts';

export interface SheetOptions {
  seed: number;
  size: keyof typeof SHEET_SIZES;
  density: 'sparse' | 'dense';
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CELL_W = 195;
const CELL_H = 108;
const FLUIDS = ['P', 'HC', 'CW', 'ST', 'PW', 'N'];
const VARIABLES = ['F', 'L', 'P', 'T'];

interface UnitTags {
  lines: Map<string, Set<string>>;
  loops: Map<string, string[]>;
  lineOf: Map<string, string>;
  index: Omit<IndexRow, 'confidence' | 'lineNumber'>[];
}

/**
 * A synthetic P&ID sheet with its ground truth: a grid of process units, each an equipment item
 * (vessel, exchanger or a duty/standby pump pair) feeding a line through hand valves, a flow/level/
 * pressure/temperature control loop (transmitter, controller, control valve on dashed signal lines)
 * and a local gauge, ending at an off-page connector or turning down into a tank; dense sheets add a
 * branch with its own vertical line number. A notes block names tags that are not symbols.
 */
export function generateSheet(opts: SheetOptions): Sheet {
  const random = rng(opts.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const [W, H] = SHEET_SIZES[opts.size];
  const b = new SheetBuilder();
  b.rect(10, 10, W - 20, H - 20);
  const cols = Math.floor((W - 30) / CELL_W);
  const rows = Math.floor((H - 62) / CELL_H);
  const tags: UnitTags = { lines: new Map(), loops: new Map(), lineOf: new Map(), index: [] };
  const noteTags: string[] = [];
  let unit = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (opts.density === 'sparse' && random() < 0.45) continue;
      const n = 1000 + opts.seed * 100 + unit * 10;
      unit++;
      const named = drawUnit(
        b,
        tags,
        20 + c * CELL_W,
        18 + r * CELL_H,
        n,
        opts.density === 'dense',
        random,
        pick,
      );
      noteTags.push(...named);
    }
  }
  // Notes and a title block: tags mentioned in prose are not symbols.
  const notesY = H - 48;
  b.text('NOTES:', 20, notesY, TEXT);
  const [first = '', second = ''] = noteTags;
  b.text(`1. ${first} IS DUTY AND STANDBY WITH ITS PAIR.`, 20, notesY + 5, TEXT);
  b.text(`2. CALIBRATE ${second} ON SITE BEFORE START UP.`, 20, notesY + 10, TEXT);
  b.rect(W - 190, H - 50, 180, 40);
  b.text('LOOPLINE SYNTHETIC P AND ID', W - 185, H - 38, 4);
  b.text(`DRAWING ${opts.size} ${opts.density.toUpperCase()} SHEET ${opts.seed}`, W - 185, H - 28, 3);

  for (const [line, set] of tags.lines)
    b.truth.pipelines.push({ lineNumber: line, connected: [...set].sort() });
  for (const [loop, members] of tags.loops)
    b.truth.loops.push({ loopNumber: loop, tags: [...members].sort() });
  for (const row of tags.index) {
    const own = tags.lineOf.get(row.tag);
    const mates = (tags.loops.get(row.loopNumber) ?? [])
      .map((t) => tags.lineOf.get(t) ?? '')
      .filter(Boolean)
      .sort();
    b.truth.index.push({ ...row, lineNumber: own ?? mates[0] ?? '' });
  }
  return {
    name: `${opts.size}-${opts.density}-${opts.seed}`,
    widthMm: W,
    heightMm: H,
    prims: b.prims,
    truth: b.truth,
  };
}

function lineNumberText(n: number, random: () => number, fluid: string): string {
  const styles = [
    () => `${Math.floor(2 + random() * 10)}"-${fluid}-${n}-A1A`,
    () => `${[50, 80, 100, 150, 200][Math.floor(random() * 5)]}-${fluid}-${n}-B2`,
  ];
  return (styles[Math.floor(random() * styles.length)] as () => string)();
}

function drawUnit(
  b: SheetBuilder,
  tags: UnitTags,
  ox: number,
  oy: number,
  n: number,
  dense: boolean,
  random: () => number,
  pick: <T>(xs: readonly T[]) => T,
): string[] {
  const y = oy + 32;
  const connected = new Set<string>();
  const mainLine = lineNumberText(n, random, pick(FLUIDS));
  const addLoopTag = (loop: string, tag: string) =>
    tags.loops.set(loop, [...(tags.loops.get(loop) ?? []), tag]);
  const equipmentKind = pick(['vessel', 'exchanger', 'pumps'] as const);
  let xs: number;
  let noteTag: string;
  if (equipmentKind === 'vessel') {
    b.equipment({ x: ox + 5, y: y - 20, w: 20, h: 50 }, `V-${n}`, 'vessel');
    b.text(`V-${n}`, ox + 6, y + 36);
    connected.add(`V-${n}`);
    xs = ox + 25;
    noteTag = `V-${n}`;
  } else if (equipmentKind === 'exchanger') {
    b.equipment({ x: ox + 3, y: y - 8, w: 30, h: 16 }, `E-${n}`, 'exchanger');
    b.text(`E-${n}`, ox + 10, y + 14);
    connected.add(`E-${n}`);
    xs = ox + 33;
    noteTag = `E-${n}`;
  } else {
    for (const [suffix, py] of [
      ['A', y],
      ['B', y + 24],
    ] as const) {
      b.equipment({ x: ox + 8, y: py - 6, w: 12, h: 12 }, `P-${n}${suffix}`, 'pump', true);
      b.text(`P-${n}${suffix}`, ox + 6, py + 10.5);
      connected.add(`P-${n}${suffix}`);
    }
    b.polyline([
      [ox + 20, y + 24],
      [ox + 32, y + 24],
      [ox + 32, y],
    ]);
    xs = ox + 20;
    noteTag = `P-${n}A/B`;
  }
  const variable = pick(VARIABLES);
  const loop = `${variable}-${n}`;
  const stops: number[] = [xs];
  // Hand valve 1 (some hand valves carry no tag).
  const v1Tag = random() < 0.7 ? `HV-${n + 2}` : '';
  const v1 = b.valve(xs + 16, y, pick(['gate', 'globe', 'ball'] as const), v1Tag);
  if (v1Tag) connected.add(v1Tag);
  stops.push(v1.left, v1.right);
  // Transmitter on a process tap.
  const tx = b.bubble(xs + 30, y - 22, `${variable}T`, String(n), 'field');
  b.line(xs + 30, tx.bottom, xs + 30, y);
  connected.add(tx.tag);
  tags.lineOf.set(tx.tag, mainLine);
  addLoopTag(loop, tx.tag);
  tags.index.push({ tag: tx.tag, functionLetters: `${variable}T`, loopNumber: loop, mounting: 'field' });
  // Control valve, controller and the signal lines.
  const cvTag = `${variable}V-${n}`;
  const cv = b.valve(xs + 60, y, 'control', cvTag);
  stops.push(cv.left, cv.right);
  connected.add(cvTag);
  tags.lineOf.set(cvTag, mainLine);
  addLoopTag(loop, cvTag);
  tags.index.push({ tag: cvTag, functionLetters: `${variable}V`, loopNumber: loop, mounting: 'field' });
  const mounting: InstrumentMounting = pick(['panel', 'shared'] as const);
  const ctl = b.bubble(xs + 60, y - 24, `${variable}IC`, String(n), mounting);
  addLoopTag(loop, ctl.tag);
  tags.index.push({ tag: ctl.tag, functionLetters: `${variable}IC`, loopNumber: loop, mounting });
  b.line(tx.right, y - 22, ctl.left, y - 22, true);
  b.line(xs + 60, ctl.bottom, xs + 60, cv.actuatorTop, true);
  // Line number above the run between the control valve and the second valve.
  const label = mainLine;
  const turnDown = random() < 0.4;
  if (!turnDown) b.lineNumber(label, xs + 68, y - 1.5);
  // Hand valve 2 or a check valve, a local gauge and a flow arrow.
  const v2Kind: ValveKind = pick(['gate', 'check', 'globe'] as const);
  const v2Tag = random() < 0.7 ? `HV-${n + 3}` : '';
  const v2 = b.valve(xs + 100, y, v2Kind, v2Tag);
  if (v2Tag) connected.add(v2Tag);
  stops.push(v2.left, v2.right);
  const gaugeVar = pick(['P', 'T'] as const);
  const gauge = b.bubble(xs + 114, y - 20, `${gaugeVar}I`, String(n + 1), 'field');
  b.line(xs + 114, gauge.bottom, xs + 114, y);
  connected.add(gauge.tag);
  tags.lineOf.set(gauge.tag, mainLine);
  addLoopTag(`${gaugeVar}-${n + 1}`, gauge.tag);
  tags.index.push({
    tag: gauge.tag,
    functionLetters: `${gaugeVar}I`,
    loopNumber: `${gaugeVar}-${n + 1}`,
    mounting: 'field',
  });
  b.flowArrow(xs + 124, y);
  const xe = ox + 168;
  if (turnDown) {
    stops.push(xe);
    b.line(xe, y, xe, y + 52);
    b.lineNumber(label, xe - 1.5, y + 40, 90);
    b.equipment({ x: xe - 10, y: y + 52, w: 20, h: 20 }, `T-${n}`, 'tank');
    b.text(`T-${n}`, xe + 12, y + 63);
    connected.add(`T-${n}`);
  } else {
    stops.push(xe);
    b.offPage(xe, y, `PID-${n}`);
    connected.add(`PID-${n}`);
  }
  stops.sort((p, q) => p - q);
  for (let i = 0; i + 1 < stops.length; i += 2) b.line(stops[i] as number, y, stops[i + 1] as number, y);
  tags.lines.set(label, connected);
  if (dense) drawBranch(b, tags, xs + 46, y, n, random, pick);
  return [noteTag, tx.tag];
}

/** A branch teed off the main run, down and right through a check valve to an off-page connector. */
function drawBranch(
  b: SheetBuilder,
  tags: UnitTags,
  x: number,
  y: number,
  n: number,
  random: () => number,
  pick: <T>(xs: readonly T[]) => T,
) {
  const line = lineNumberText(n + 5, random, pick(FLUIDS));
  const by = y + 36;
  b.line(x, y, x, by);
  b.lineNumber(line, x - 1.5, by - 4, 90);
  const vTag = `HV-${n + 6}`;
  const v = b.valve(x + 22, by, 'check', vTag);
  b.line(x, by, v.left, by);
  b.line(v.right, by, x + 40, by);
  b.offPage(x + 40, by, `PID-${n + 5}`);
  tags.lines.set(line, new Set([vTag, `PID-${n + 5}`]));
}
