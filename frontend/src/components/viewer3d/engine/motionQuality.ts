import type { BufferGeometry, WebGLRenderer } from 'three';
import type { Batch } from './batching.ts';
import {
  isSoftwareRenderer,
  partialCount,
  QUALITY_LEVELS,
  QualityController,
  type QualityLevel,
} from './quality.ts';

/** The camera counts as moving while dragged, and until this long after its last change (ms; wheel zoom). */
const SETTLE_MS = 160;
const FULL = QUALITY_LEVELS[0];

/** Whether this browser's WebGL 2 runs on the CPU (checked on a throwaway context). */
export function softwareGpu(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return false;
    // RENDERER is masked ("WebKit WebGL"); the debug extension gives the real one where offered.
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return isSoftwareRenderer(name);
  } catch {
    return false;
  }
}

/**
 * Applies the adaptive quality of `quality.ts` to the renderer and the batches: degraded levels
 * while the camera moves (if frames are slow), full quality as soon as it stops.
 */
export class MotionQuality {
  private readonly controller: QualityController;
  private applied: QualityLevel = FULL;
  private lastChange = Number.NEGATIVE_INFINITY;
  /** When the current drag began; null when not dragging. */
  private dragStart: number | null = null;
  private lastTick = 0;
  private renderedLastTick = false;
  /** Observations to ignore after a level change (the pipeline still holds frames of the old level). */
  private cooldown = 0;
  private targets: { geometry: BufferGeometry; count: number; perPrimitive: 2 | 3 }[] = [];

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly basePixelRatio: number,
    software: boolean,
  ) {
    this.controller = new QualityController(software ? 1 : 0);
  }

  setBatches(batches: readonly Batch[]) {
    this.targets = batches.map((batch) => ({
      geometry: batch.geometry,
      count: batch.geometry.index?.count ?? 0,
      perPrimitive: batch.kind === 'mesh' ? 3 : 2,
    }));
    this.apply(FULL);
  }

  /** The camera changed (orbit, pan, zoom). */
  moved(now: number) {
    this.lastChange = now;
  }

  /**
   * A drag began or ended. While dragging, a slow renderer gets its next input only after a frame,
   * so elapsed time alone cannot tell whether the camera is still moving.
   */
  setDragging(dragging: boolean, now: number) {
    this.dragStart = dragging ? now : null;
  }

  /** A jump (fit) rather than a movement: the next frame is drawn at full quality. */
  settle() {
    this.lastChange = Number.NEGATIVE_INFINITY;
  }

  /** Moving: dragged since the press (a click is no movement), or changed within the settle time. */
  private moving(now: number): boolean {
    if (this.dragStart !== null && this.lastChange >= this.dragStart) return true;
    return now - this.lastChange < SETTLE_MS;
  }

  /** Before a frame: switches level if needed; true when the view must be redrawn for it. */
  beforeFrame(now: number): boolean {
    const wanted = this.moving(now) ? this.controller.current : FULL;
    if (wanted === this.applied) return false;
    this.apply(wanted);
    return true;
  }

  /**
   * After each animation frame. The interval from a drawn frame to the next animation frame is
   * what the frame cost (the browser holds animation frames back while the GPU is behind); those
   * intervals, while moving, drive the controller.
   */
  afterFrame(now: number, rendered: boolean) {
    if (this.renderedLastTick && this.moving(now)) {
      if (this.cooldown > 0) this.cooldown--;
      else if (this.controller.observe(now - this.lastTick)) this.cooldown = 1;
    }
    this.renderedLastTick = rendered;
    this.lastTick = now;
  }

  private apply(level: QualityLevel) {
    this.applied = level;
    const ratio = this.basePixelRatio * level.resolution;
    if (this.renderer.getPixelRatio() !== ratio) this.renderer.setPixelRatio(ratio);
    for (const t of this.targets)
      t.geometry.setDrawRange(0, partialCount(t.count, level.share, t.perPrimitive));
  }
}
