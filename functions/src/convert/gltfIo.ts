import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';

let ioPromise: Promise<NodeIO> | undefined;

/**
 * A NodeIO that knows every extension gltf-transform implements, with the meshopt codec, so both
 * uploaded GLBs (possibly meshopt-compressed already) and upgraded ones can be read and written.
 * Draco is not registered: no decoder ships with the project, and such files are refused on read.
 */
export function gltfIo(): Promise<NodeIO> {
  ioPromise ??= (async () => {
    await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready]);
    return new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
  })();
  return ioPromise;
}
