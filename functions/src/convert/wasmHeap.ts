import { readFileSync } from 'node:fs';

type WasmImports = Record<string, Record<string, unknown>>;
type ReceiveInstance = (instance: object, module?: object) => unknown;

/** The part of the WebAssembly global used here (the project's lib settings do not type it). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: WasmImports) => object;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Emscripten's `instantiateWasm` hook: gets the imports and hands the instance back. */
export type InstantiateWasm = (imports: WasmImports, receive: ReceiveInstance) => unknown;

const compiled = new Map<string, object>();

/**
 * Counts the growth requests a capped heap refused: some readers (OCCT) swallow the failed
 * allocation and return an empty result, which must then be reported as too large, not as empty.
 */
export class HeapCap {
  refusals = 0;
  found = false;

  constructor(readonly maxBytes: number) {}
}

/**
 * Replaces an Emscripten module's heap growth with one that refuses to grow past `cap.maxBytes`, so
 * a damaged file that makes the reader allocate without end fails inside the wasm (out of memory →
 * error or abort, both catchable) instead of taking the whole Lambda down. Returns whether the
 * growth import was found (it is looked up by its function name because occt's imports are
 * minified).
 */
export function capHeapGrowth(imports: WasmImports, cap: HeapCap): boolean {
  for (const namespace of Object.values(imports)) {
    for (const [key, value] of Object.entries(namespace)) {
      if (typeof value !== 'function' || value.name !== '_emscripten_resize_heap') continue;
      const grow = value as (requested: number) => boolean;
      namespace[key] = function _emscripten_resize_heap(requested: number): boolean {
        if (requested >>> 0 <= cap.maxBytes) return grow(requested);
        cap.refusals += 1;
        return false;
      };
      cap.found = true;
      return true;
    }
  }
  return false;
}

/**
 * An `instantiateWasm` hook that instantiates synchronously (older Emscripten glue only catches
 * synchronous failures) from a module compiled once per process, with the heap capped.
 */
export function cappedInstantiate(wasmPath: string, cap: HeapCap): InstantiateWasm {
  return (imports, receive) => {
    capHeapGrowth(imports, cap);
    let module = compiled.get(wasmPath);
    if (!module) {
      module = new wasm.Module(readFileSync(wasmPath));
      compiled.set(wasmPath, module);
    }
    const instance = new wasm.Instance(module, imports);
    return receive(instance, module);
  };
}
