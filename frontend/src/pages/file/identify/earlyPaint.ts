import type { PidDetailRow } from '@loopline/shared/contracts/recognition';
import { paths } from '../../../app/paths.ts';
import { TYPE_COLOURS } from './colours.ts';
import type { PageDrawing } from './drawing.ts';
import { premadeUrl } from './drawing.ts';
import { fitView, type View, zoomAt } from './geometry.ts';

/**
 * The page drawn before the app exists: the drawing with every box over it, in plain DOM, panned by a
 * drag and zoomed by the wheel (one CSS transform, as the Stage does). The Stage takes it over when it
 * mounts (takeEarlyPaint: the view the user left it at), which brings selection and editing. Anything
 * else the page shows (a failure, another route) removes it first (dismissEarlyPaint).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Where the page's side panel will be: the early view leaves it free, so taking over barely moves. */
const SIDE_PX = 340;
/** Never left over the app: the page has mounted long before this, or something else is shown. */
const LONGEST_MS = 20_000;
/** The painted frame and two more, answered before the app starts (framesOut). */
const FRAMES_BEFORE_APP = 3;

interface Painted {
  root: HTMLElement;
  view: View;
  moved: boolean;
  stop: () => void;
}

let painted: Painted | null = null;
/** The page has shown itself (its Stage, or anything else): an answer coming later paints nothing. */
let over = false;

/**
 * A path of one type's boxes: one closed subpath per box. Six paths instead of ~1,000 rects is what
 * makes this frame cheap (style, layout and paint of one element per type); the Stage's BoxLayer draws a
 * rect per box when it takes over, for selection.
 */
export function boxesPath(rows: readonly Pick<PidDetailRow, 'type' | 'box'>[], type: string): string {
  let d = '';
  for (const { type: t, box } of rows) {
    if (t === type) d += `M${box.x} ${box.y}h${box.w}v${box.h}h${-box.w}z`;
  }
  return d;
}

function boxLayer(rows: PidDetailRow[], w: number, h: number): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'identify-boxes');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  svg.setAttribute('data-testid', 'identify-boxes');
  // How many boxes are drawn (there is no element per box to count).
  svg.setAttribute('data-boxes', String(rows.length));
  for (const [type, colour] of Object.entries(TYPE_COLOURS)) {
    const d = boxesPath(rows, type);
    if (!d) continue;
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    path.setAttribute('stroke', colour);
    path.setAttribute('fill', colour);
    path.setAttribute('fill-opacity', '0.06');
    path.setAttribute('vector-effect', 'non-scaling-stroke');
    path.setAttribute('stroke-width', '1.5');
    svg.append(path);
  }
  return svg;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The painted frame is out and the page has answered in the frames after it: the app's start (module
 * evaluation and first render, long tasks) runs from here. Started earlier, it would hold the frame after
 * the first back, and a drag or wheel on the drawing with it.
 */
const framesOut = async () => {
  for (let i = 0; i < FRAMES_BEFORE_APP; i++) await nextFrame();
  await new Promise<void>((resolve) => window.setTimeout(resolve, 0));
};

/** The drawing with its boxes, sized in page units (the transform scales it). */
function stageOf(drawing: PageDrawing, rows: PidDetailRow[]) {
  const { w, h } = drawing.size;
  const stage = document.createElement('div');
  stage.style.cssText = `position:absolute;left:0;top:0;width:${w}px;height:${h}px;transform-origin:0 0;background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.25)`;
  const image = document.createElement('img');
  image.className = 'identify-drawing';
  image.alt = '';
  image.width = w;
  image.height = h;
  image.draggable = false;
  image.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none';
  image.src = premadeUrl(drawing.blob);
  const boxes = boxLayer(rows, w, h);
  boxes.style.cssText = 'position:absolute;left:0;top:0;overflow:visible;pointer-events:none';
  stage.append(image, boxes);
  return { stage, image };
}

/** Drag to pan, wheel to zoom about the pointer: the view changes, `apply` writes it. */
function panAndZoom(root: HTMLElement, state: Painted, apply: () => void) {
  let drag: { x: number; y: number; view: View } | null = null;
  const move = (view: View) => {
    state.view = view;
    state.moved = true;
    apply();
  };
  root.addEventListener('pointerdown', (e) => {
    drag = { x: e.clientX, y: e.clientY, view: state.view };
    root.setPointerCapture(e.pointerId);
  });
  root.addEventListener('pointermove', (e) => {
    if (drag)
      move({ ...drag.view, x: drag.view.x + e.clientX - drag.x, y: drag.view.y + e.clientY - drag.y });
  });
  const endDrag = () => {
    drag = null;
  };
  root.addEventListener('pointerup', endDrag);
  root.addEventListener('pointercancel', endDrag);
  root.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      move(
        zoomAt(state.view, Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), e.clientX, e.clientY),
      );
    },
    { passive: false },
  );
}

/** Draws the page at once, over whatever the app shows meanwhile; settles once its frame is out. */
export function paintEarly(drawing: PageDrawing, rows: PidDetailRow[]): Promise<void> {
  if (over || painted || !document.body) return Promise.resolve();
  const root = document.createElement('div');
  root.setAttribute('data-testid', 'identify-early');
  root.setAttribute('aria-busy', 'true');
  root.style.cssText = `position:fixed;inset:0 ${SIDE_PX}px 0 0;z-index:2000;overflow:hidden;background:#e9ebed;touch-action:none;cursor:grab;user-select:none`;
  const { stage, image } = stageOf(drawing, rows);
  root.append(stage);
  const { w, h } = drawing.size;
  const state: Painted = {
    root,
    view: fitView(w, h, window.innerWidth - SIDE_PX, window.innerHeight),
    moved: false,
    stop: () => undefined,
  };
  const apply = () => {
    const { x, y, s } = state.view;
    stage.style.transform = `translate(${x}px, ${y}px) scale(${s})`;
  };
  apply();
  panAndZoom(root, state, apply);

  const onHash = () => {
    if (!window.location.hash.startsWith(`#${paths.identifyPreview}`)) dismissEarlyPaint();
  };
  window.addEventListener('hashchange', onHash);
  const timer = window.setTimeout(dismissEarlyPaint, LONGEST_MS);
  state.stop = () => {
    window.removeEventListener('hashchange', onHash);
    window.clearTimeout(timer);
  };
  painted = state;
  document.body.append(root);
  performance.mark('identify:early-paint');
  // The drawing is parsed ahead (drawing.ts loadAhead, usually done by now): the frame coming shows it
  // with its boxes.
  return image
    .decode()
    .catch(() => undefined)
    .then(framesOut);
}

/** Removes the early paint (the page shows something else than the drawing). */
export function dismissEarlyPaint(): void {
  over = true;
  if (!painted) return;
  painted.stop();
  painted.root.remove();
  painted = null;
}

/**
 * The Stage takes over: the early paint goes, and its view (window pixels) comes back when the user moved
 * it, so the drawing stays where they left it; null when there was none or it was not moved.
 */
export function takeEarlyPaint(): View | null {
  const taken = painted;
  dismissEarlyPaint();
  return taken?.moved ? taken.view : null;
}
