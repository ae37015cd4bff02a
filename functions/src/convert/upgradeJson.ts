import type { Document, Node } from '@gltf-transform/core';

/**
 * Shrinks the JSON chunk, which for models of many small elements outweighs the geometry (the
 * 50,000-element IFC: 11.9 MB of JSON for 1 KB of compressed vertices). Element nodes keep their
 * names and extras (picking and the tree match on them); what goes is only repeated or noise:
 *  - mesh names (a copy of the element id: the viewer names objects after nodes);
 *  - element node extras other than elementId (ifcType, expressID, cadType: the element tree
 *    carries the type, and nothing reads them from the GLB);
 *  - digits below the geometry's own precision in node transforms: rotation and scale keep
 *    7 significant digits (relative change ≤ 5e-8), translation is rounded to a power of ten at most
 *    1/16 of the model grid step, halved per level of nesting (a parent's rounding moves its whole
 *    subtree), so rounding moves no vertex by more than 1/16 of a grid step per axis in all.
 */
export function compactJson(doc: Document, worldStep: number): void {
  for (const mesh of doc.getRoot().listMeshes()) mesh.setName('');
  for (const node of doc.getRoot().listNodes()) {
    const { elementId } = node.getExtras() as { elementId?: unknown };
    if (typeof elementId === 'string') node.setExtras({ elementId });
  }
  if (!(worldStep > 0)) return;
  for (const node of doc.getRoot().listNodes()) {
    const quantum = 10 ** Math.floor(Math.log10(worldStep / 16 / 2 ** depth(node) / parentWorldScale(node)));
    node.setTranslation(
      node.getTranslation().map((value) => roundTo(value, quantum)) as [number, number, number],
    );
    node.setRotation(node.getRotation().map(significant) as [number, number, number, number]);
    node.setScale(node.getScale().map(significant) as [number, number, number]);
  }
}

function depth(node: Node): number {
  let levels = 0;
  for (let parent = node.getParentNode(); parent; parent = parent.getParentNode()) levels += 1;
  return levels;
}

/** Largest stretch of the parent's world transform (1 for a node directly in a scene). */
function parentWorldScale(node: Node): number {
  const parent = node.getParentNode();
  if (!parent) return 1;
  const m = parent.getWorldMatrix();
  const scale = Math.max(
    Math.hypot(m[0], m[1], m[2]),
    Math.hypot(m[4], m[5], m[6]),
    Math.hypot(m[8], m[9], m[10]),
  );
  return scale > 0 ? scale : 1;
}

function roundTo(value: number, quantum: number): number {
  if (!Number.isFinite(quantum) || quantum <= 0) return value;
  // Dividing by 1/quantum (an integer power of ten) avoids 0.30000000000000004-style tails.
  return quantum < 1
    ? Math.round(value / quantum) / Math.round(1 / quantum)
    : Math.round(value / quantum) * quantum;
}

function significant(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(7));
}
