import { type Document, PropertyType } from '@gltf-transform/core';
import { dedup, prune } from '@gltf-transform/functions';
import { gltfIo } from './gltfIo.ts';
import { asConvertError } from './limits.ts';
import { ConvertError } from './types.ts';
import { compactJson } from './upgradeJson.ts';
import { useMeshoptCompression } from './upgradeMeshopt.ts';
import { dedupAccessors, weldAndReorder } from './upgradeOps.ts';
import { quantizeDocument } from './upgradeQuantize.ts';

/**
 * The upgrade step (isWlkModel 2→3): a smaller GLB that draws the same. Shared data is merged (dedup
 * of accessors, materials, textures and meshes), identical vertices welded, vertices reordered for
 * the GPU cache, unused data pruned, attributes quantized (KHR_mesh_quantization), shapes that became
 * identical shared, the JSON compacted (upgradeJson.ts), then buffers are meshopt-compressed
 * (EXT_meshopt_compression, one buffer view per attribute kind, upgradeMeshopt.ts).
 *
 * No flatten, join or instance: every element keeps its own named node, which picking relies on.
 * Accessor dedup, weld, reorder and quantize run in place (upgradeOps.ts, upgradeQuantize.ts)
 * because gltf-transform's versions are quadratic in the accessor count. Positions are snapped to a
 * grid of 2^-16 of the model's extent (at most 1 mm), stored as 16 bits per mesh volume; the bound on
 * how far a vertex may move is `positionErrorBound` (upgradeFidelity.test.ts checks it).
 */
export async function upgradeModel(glb: Uint8Array): Promise<Uint8Array> {
  const io = await gltfIo();
  let doc: Document;
  try {
    doc = await io.readBinary(glb);
  } catch (error) {
    throw asConvertError(error, 'model.corrupt');
  }
  const before = elementNames(doc);
  try {
    if (
      doc
        .getRoot()
        .listExtensionsUsed()
        .some((ext) => QUANTIZED.has(ext.extensionName))
    ) {
      // Already upgraded (or quantized by its author): only the compression is renewed.
      await doc.transform(prune({ keepLeaves: true }));
    } else {
      // Weld and reorder first: they only touch vertex data a primitive owns, which dedup would share.
      weldAndReorder(doc);
      dedupAccessors(doc);
      await doc.transform(
        dedup({ propertyTypes: [PropertyType.MATERIAL, PropertyType.TEXTURE, PropertyType.MESH] }),
      );
      await doc.transform(prune({ keepLeaves: true }));
      const worldStep = quantizeDocument(doc);
      // Quantizing puts every mesh in its own unit volume: shapes that differed only in size or
      // place (DXF lines, repeated profiles) now have identical arrays and can share them.
      dedupAccessors(doc);
      await doc.transform(dedup({ propertyTypes: [PropertyType.MESH] }));
      compactJson(doc, worldStep);
    }
    useMeshoptCompression(doc);
  } catch (error) {
    throw asConvertError(error, 'model.upgradeFailed');
  }
  const after = elementNames(doc);
  const lost = [...before].filter((name) => !after.has(name));
  if (lost.length > 0) {
    throw new ConvertError('model.upgradeFailed', `element nodes lost: ${lost.slice(0, 5).join(', ')}`);
  }
  const upgraded = await io.writeBinary(doc).catch((error: unknown) => {
    throw asConvertError(error, 'model.upgradeFailed');
  });
  // A tiny model (one textured box) can grow by the extension overhead; then the original is kept.
  return upgraded.length < glb.length ? upgraded : glb;
}

const QUANTIZED = new Set(['KHR_mesh_quantization', 'EXT_meshopt_compression']);

/** Names of the nodes that are elements (they carry extras.elementId and a mesh). */
export function elementNames(doc: Document): Set<string> {
  const names = new Set<string>();
  for (const node of doc.getRoot().listNodes()) {
    const extras = node.getExtras() as { elementId?: unknown };
    if (node.getMesh() && typeof extras.elementId === 'string') names.add(node.getName());
  }
  return names;
}
