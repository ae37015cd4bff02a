/**
 * Adaptive quality while the camera moves. On a strong GPU a 50k-element model renders in a few
 * milliseconds and nothing changes. On a weak or software GPU the frame interval grows, and the
 * controller steps down: first half resolution, then a shrinking share of each batch's triangles.
 * Batches hold their largest elements first, so a partial draw keeps the big shapes. When the
 * camera stops, the full model is drawn at full resolution.
 */
export interface QualityLevel {
  /** Multiplier on the device pixel ratio. */
  resolution: number;
  /** Share of each batch's triangles drawn (largest elements first). */
  share: number;
}

export const QUALITY_LEVELS: readonly QualityLevel[] = [
  { resolution: 1, share: 1 },
  { resolution: 0.5, share: 1 },
  { resolution: 0.5, share: 0.5 },
  { resolution: 0.5, share: 0.25 },
  { resolution: 0.35, share: 0.12 },
  { resolution: 0.35, share: 0.06 },
];

/** Frame intervals (ms) above which the controller steps down, and below which it steps back up. */
const SLOW_FRAME = 50;
const FAST_FRAME = 22;

export class QualityController {
  private level: number;
  /** Consecutive fast frames; stepping up needs a few so one lucky frame does not flip-flop. */
  private fastFrames = 0;

  /** `start` > 0 begins degraded (a software renderer is known to be slow). */
  constructor(start = 0) {
    this.level = Math.min(Math.max(0, start), QUALITY_LEVELS.length - 1);
  }

  get current(): QualityLevel {
    return QUALITY_LEVELS[this.level];
  }

  get index(): number {
    return this.level;
  }

  /** Feeds the interval between two consecutive frames drawn while moving; returns whether the level changed. */
  observe(frameMs: number): boolean {
    const lowest = QUALITY_LEVELS.length - 1;
    if (frameMs > SLOW_FRAME && this.level < lowest) {
      // A frame several times too slow goes straight to the lowest level, then climbs back.
      this.level = frameMs > SLOW_FRAME * 4 ? lowest : this.level + 1;
      this.fastFrames = 0;
      return true;
    }
    if (frameMs < FAST_FRAME && this.level > 0) {
      this.fastFrames++;
      if (this.fastFrames >= 10) {
        this.level--;
        this.fastFrames = 0;
        return true;
      }
      return false;
    }
    this.fastFrames = 0;
    return false;
  }
}

/** The index count to draw for a share of a batch: whole primitives (3 for triangles, 2 for lines), at least one. */
export function partialCount(indexCount: number, share: number, perPrimitive: 2 | 3): number {
  if (share >= 1) return indexCount;
  const primitives = Math.floor(indexCount / perPrimitive);
  return Math.max(1, Math.ceil(primitives * share)) * perPrimitive;
}

/** Whether a WebGL renderer string names a CPU rasteriser (SwiftShader, llvmpipe, WARP…). */
export function isSoftwareRenderer(name: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}
