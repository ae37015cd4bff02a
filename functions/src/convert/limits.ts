import { ConvertError } from './types.ts';

/**
 * Guards for one conversion. The readers are synchronous WebAssembly or JavaScript, so a bad file
 * cannot be interrupted from outside; instead every reader checks these budgets between elements
 * (and the wasm heaps are capped, see wasmHeap.ts). The Lambda timeout stays the last resort.
 */
export interface ConvertLimits {
  /** Largest source file accepted, in bytes. */
  maxInputBytes: number;
  /** Most elements (GLB nodes) one model may have. */
  maxElements: number;
  /** Most triangles plus line segments plus points in one model. */
  maxPrimitives: number;
  /** Wall-clock budget for one conversion, in milliseconds. */
  timeoutMs: number;
  /** Cap for the heap of the occt and libredwg WebAssembly modules, in bytes. */
  wasmHeapBytes: number;
}

export const DEFAULT_LIMITS: ConvertLimits = {
  maxInputBytes: 512 * 1024 * 1024,
  maxElements: 500_000,
  maxPrimitives: 30_000_000,
  timeoutMs: 12 * 60 * 1000,
  wasmHeapBytes: 1536 * 1024 * 1024,
};

/** Counts what a converter produces and stops it with a readable key when a limit is passed. */
export class Budget {
  private readonly deadline: number;
  private primitives = 0;
  private elements = 0;

  constructor(readonly limits: ConvertLimits) {
    this.deadline = Date.now() + limits.timeoutMs;
  }

  /** Call between units of work (elements, entities) so a slow file ends with model.timeout. */
  check(): void {
    if (Date.now() > this.deadline) throw new ConvertError('model.timeout', 'conversion deadline passed');
  }

  addElement(): void {
    this.elements += 1;
    if (this.elements > this.limits.maxElements) {
      throw new ConvertError('model.tooLarge', `more than ${this.limits.maxElements} elements`);
    }
  }

  addPrimitives(count: number): void {
    this.primitives += count;
    if (this.primitives > this.limits.maxPrimitives) {
      throw new ConvertError('model.tooLarge', `more than ${this.limits.maxPrimitives} primitives`);
    }
  }
}

/** Turns anything a reader throws into a ConvertError, keeping ConvertErrors as they are. */
export function asConvertError(error: unknown, key = 'model.parseFailed'): ConvertError {
  if (error instanceof ConvertError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new ConvertError(key, detail.slice(0, 500));
}
