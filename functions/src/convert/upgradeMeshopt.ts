import { type Document, PropertyType, type WriterContext } from '@gltf-transform/core';
import { EXTMeshoptCompression } from '@gltf-transform/extensions';

/**
 * EXT_meshopt_compression as gltf-transform writes it, with one change: vertex attributes of all
 * primitives share buffer views (one per attribute layout and filter) instead of one buffer view per
 * accessor. gltf-transform groups vertex attributes by parent, and its meshopt writer keys that
 * group by the accessor itself, so a model of 1,000 small elements got 1,000+ compressed views: each
 * pays the vertex codec's fixed header and tail (a 2-vertex line grew from 16 to 50 bytes) and a
 * bufferView entry in the JSON. One long stream also lets the codec's delta coding run across elements.
 *
 * The vertex codec stays at bitstream version 0, the only one EXT_meshopt_compression allows
 * (header 0xa0). Version 1 would be 8–12% smaller again, but it belongs to KHR_meshopt_compression,
 * which three.js reads and gltf-transform 4.5 (our reader) does not (docs/decisions.md, upgrade-size).
 */
class SharedViewMeshoptCompression extends EXTMeshoptCompression {
  override prewrite(context: WriterContext, propertyType: PropertyType): this {
    if (propertyType === PropertyType.ACCESSOR) context.accessorUsageGroupedByParent.delete('ARRAY_BUFFER');
    return super.prewrite(context, propertyType);
  }
}

/** Replaces any meshopt extension the document was read with by the shared-view one. */
export function useMeshoptCompression(doc: Document): void {
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (extension.extensionName === EXTMeshoptCompression.EXTENSION_NAME) extension.dispose();
  }
  new SharedViewMeshoptCompression(doc)
    .setRequired(true)
    .setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.FILTER });
}
