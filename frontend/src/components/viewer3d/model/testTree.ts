import type { ElementNode, ElementTree } from '@loopline/shared';

/** A small building for the tests: site › building › two storeys with walls, a slab without geometry. */
export function node(id: string, children: ElementNode[] = [], type = 'IfcWall'): ElementNode {
  return { id, name: `Name ${id}`, type, hasGeometry: children.length === 0, children };
}

export function sampleTree(): ElementTree {
  return {
    version: 1,
    format: 'ifc',
    schema: 'IFC4',
    upAxis: 'Y',
    unit: 'm',
    elementCount: 8,
    root: node(
      'site',
      [
        node(
          'building',
          [
            node('L1', [node('w1'), node('w2')], 'IfcBuildingStorey'),
            node('L2', [node('w3')], 'IfcBuildingStorey'),
          ],
          'IfcBuilding',
        ),
        node('slab', [], 'IfcSlab'),
      ],
      'IfcSite',
    ),
  };
}
