import type { ElementTree } from '@loopline/shared';
import type { Object3D } from 'three';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { ElementIndex, elementIdOf, fallbackElementId } from '../model/elementIndex.ts';
import { type FlatTree, flattenTree } from '../model/flatTree.ts';
import { type BatchedModel, batchScene } from './batching.ts';

/** What the viewer holds once a model is ready. */
export interface PreparedModel {
  tree: ElementTree;
  flat: FlatTree;
  index: ElementIndex;
  batched: BatchedModel;
}

export type LoadPhase = 'download' | 'parse' | 'prepare';

export interface LoadProgress {
  phase: LoadPhase;
  /** Bytes received so far (both files). */
  loaded: number;
  /** Expected bytes, 0 while a size is unknown. */
  total: number;
}

/** A load failure the viewer explains: `messageKey` is a viewer3d i18n key, `detail` goes to the console. */
export class ModelLoadError extends Error {
  constructor(
    readonly messageKey: string,
    readonly detail?: string,
  ) {
    super(detail ?? messageKey);
    this.name = 'ModelLoadError';
  }
}

async function download(url: string, signal: AbortSignal, onBytes: (loaded: number, total: number) => void) {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ModelLoadError('viewer3d.error.network', String(error));
  }
  if (!response.ok) throw new ModelLoadError('viewer3d.error.download', `${url}: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  // A compressed response declares the compressed size; the count below then runs past it.
  const encoded = !!response.headers.get('content-encoding');
  const total = encoded ? 0 : declared;
  if (!response.body) {
    const buffer = await response.arrayBuffer();
    onBytes(buffer.byteLength, buffer.byteLength);
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onBytes(loaded, Math.max(total, 0));
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  onBytes(loaded, loaded);
  return bytes.buffer;
}

function parseTree(buffer: ArrayBuffer): ElementTree {
  let tree: ElementTree;
  try {
    tree = JSON.parse(new TextDecoder().decode(buffer)) as ElementTree;
  } catch (error) {
    throw new ModelLoadError('viewer3d.error.tree', String(error));
  }
  if (tree?.version !== 1 || typeof tree.root?.id !== 'string') {
    throw new ModelLoadError('viewer3d.error.tree', 'not an ElementTree version 1');
  }
  return tree;
}

async function parseGlb(buffer: ArrayBuffer): Promise<Object3D> {
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  try {
    const gltf = await loader.parseAsync(buffer, '');
    return gltf.scene;
  } catch (error) {
    throw new ModelLoadError('viewer3d.error.parse', String(error));
  }
}

/** Timings for diagnostics (performance panel, the harness); never fails the load. */
export function measureTiming(name: string, start: string | number) {
  try {
    performance.measure(name, typeof start === 'string' ? start : { start });
  } catch {
    // A missing start mark (cleared by someone else) only loses a timing.
  }
}

/** Yields to the browser so the progress indicator paints between the long synchronous steps. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Downloads both files, parses the GLB (meshopt-compressed or not) and batches it for drawing. */
export async function loadModel(
  glbUrl: string,
  treeUrl: string,
  signal: AbortSignal,
  onProgress: (progress: LoadProgress) => void,
): Promise<PreparedModel> {
  const received = { glb: [0, 0], tree: [0, 0] };
  const report = () => {
    const loaded = received.glb[0] + received.tree[0];
    const total = received.glb[1] > 0 && received.tree[1] > 0 ? received.glb[1] + received.tree[1] : 0;
    onProgress({ phase: 'download', loaded, total });
  };
  performance.mark('viewer3d:start');
  // One failed download stops the other (and its progress reports).
  const both = new AbortController();
  const stop = () => both.abort();
  signal.addEventListener('abort', stop);
  let glbBytes: ArrayBuffer;
  let treeBytes: ArrayBuffer;
  try {
    [glbBytes, treeBytes] = await Promise.all([
      download(glbUrl, both.signal, (loaded, total) => {
        received.glb = [loaded, total];
        report();
      }),
      download(treeUrl, both.signal, (loaded, total) => {
        received.tree = [loaded, total];
        report();
      }),
    ]);
  } catch (error) {
    both.abort();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
  measureTiming('viewer3d:download', 'viewer3d:start');
  const total = glbBytes.byteLength + treeBytes.byteLength;
  onProgress({ phase: 'parse', loaded: total, total });
  await nextFrame();
  const tree = parseTree(treeBytes);
  const parseStart = performance.now();
  const scene = await parseGlb(glbBytes);
  measureTiming('viewer3d:parse', parseStart);
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  onProgress({ phase: 'prepare', loaded: total, total });
  await nextFrame();
  const prepareStart = performance.now();
  const flat = flattenTree(tree);
  const index = new ElementIndex(flat);
  let ordinal = 0;
  const batched = batchScene(
    scene,
    (object) =>
      index.resolve(
        elementIdOf(object, (id) => flat.indexOf.has(id)) ?? fallbackElementId(object, ordinal++),
      ),
    () => index.count,
  );
  measureTiming('viewer3d:prepare', prepareStart);
  return { tree, flat, index, batched };
}
