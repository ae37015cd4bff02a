import type { ElementNode } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { convertModel } from './index.ts';
import { expectContract, extent, findNode, pathTo, readSample, sampleNames } from './testing/samples.ts';
import { walkTree } from './tree.ts';
import type { ConvertOutput } from './types.ts';

const convertIfc = (name: string) =>
  convertModel({ bytes: readSample('ifc', name), suffix: 'ifc', fileName: name });

function countTypes(root: ElementNode, prefix: string): number {
  return [...walkTree(root)].filter((node) => node.hasGeometry && node.type.startsWith(prefix)).length;
}

const isWall = (node: ElementNode) => node.hasGeometry && node.type.startsWith('IfcWall');

describe('IFC samples (web-ifc)', () => {
  const outputs = new Map<string, ConvertOutput>();
  const load = async (name: string) => {
    if (!outputs.has(name)) outputs.set(name, await convertIfc(name));
    return outputs.get(name)!;
  };

  it.each(sampleNames('ifc', ['ifc']))(
    '%s converts to a GLB and a spatial tree of the contract',
    async (name) => {
      const output = await load(name);
      const glb = await expectContract(output);
      expect(output.tree.format).toBe('ifc');
      expect(['IFC2X3', 'IFC4']).toContain(output.tree.schema);
      // Buildings in metres: some metres to some tens of metres, and flatter than they are wide (Y is up).
      expect(extent(glb)).toBeGreaterThan(5);
      expect(extent(glb)).toBeLessThan(200);
      const [dx, dy, dz] = glb.max.map((value, axis) => value - glb.min[axis]!);
      expect(dy!).toBeLessThan(Math.max(dx!, dz!));
      expect(
        pathTo(output.tree.root, isWall)
          .map((node) => node.type)
          .slice(0, 4),
      ).toEqual(['IfcProject', 'IfcSite', 'IfcBuilding', 'IfcBuildingStorey']);
    },
    60_000,
  );

  it('AC20-FZK-Haus (IFC4): storeys, 13 walls with property sets and quantities in metres', async () => {
    const { tree } = await load('AC20-FZK-Haus.ifc');
    const storeys = [...walkTree(tree.root)].filter((node) => node.type === 'IfcBuildingStorey');
    expect(storeys.map((storey) => storey.name)).toEqual(['Erdgeschoss', 'Dachgeschoss']);
    expect(storeys.map((storey) => storey.props?.Attributes?.Elevation)).toEqual([0, 2.7]);
    expect(countTypes(tree.root, 'IfcWall')).toBe(13);
    expect(countTypes(tree.root, 'IfcWindow')).toBe(11);
    const wall = findNode(tree.root, (node) => node.name === 'Wand-Int-ERDG-4')!;
    expect(wall).toMatchObject({
      id: '2XPyKWY018sA1ygZKgQPtU',
      type: 'IfcWallStandardCase',
      hasGeometry: true,
    });
    expect(wall.props?.Pset_WallCommon).toBeDefined();
    expect(wall.props?.BaseQuantities).toMatchObject({ Height: 2.5, Width: 0.24 });
    // Umlauts come through decoded from the IFC's \X2\ encoding.
    expect(wall.props?.ArchiCADProperties?.['Außenseite Oberfläche']).toBe('Anstrich');
  }, 60_000);

  it('IfcOpenHouse (IFC4, millimetres): geometry and material layers in metres', async () => {
    const output = await load('IfcOpenHouse_IFC4.ifc');
    const glb = await expectContract(output);
    expect(extent(glb)).toBeLessThan(30);
    expect(countTypes(output.tree.root, 'IfcWall')).toBe(4);
    const southWall = findNode(output.tree.root, (node) => node.name === 'South wall')!;
    expect(southWall.props?.Material).toMatchObject({ 'Layer 1': 'Brick 0.36 m' });
  }, 60_000);

  it('duplex (IFC2X3): 57 walls, 4 storeys, Revit property sets', async () => {
    const { tree } = await load('duplex.ifc');
    expect(tree.schema).toBe('IFC2X3');
    expect(countTypes(tree.root, 'IfcWall')).toBe(57);
    expect(countTypes(tree.root, 'IfcFurnishingElement')).toBe(61);
    const storeys = [...walkTree(tree.root)].filter((node) => node.type === 'IfcBuildingStorey');
    expect(storeys.map((storey) => storey.name).sort()).toEqual(['Level 1', 'Level 2', 'Roof', 'T/FDN']);
    const walls = [...walkTree(tree.root)].filter(isWall);
    expect(walls.every((wall) => Object.keys(wall.props ?? {}).length > 1)).toBe(true);
    expect(walls.some((wall) => wall.props?.Pset_WallCommon !== undefined)).toBe(true);
  }, 60_000);

  it('tested_sample_project (IFC2X3): walls, windows and furniture with geometry', async () => {
    const { tree } = await load('tested_sample_project.ifc');
    expect(countTypes(tree.root, 'IfcWall')).toBe(3);
    expect(countTypes(tree.root, 'IfcWindow')).toBe(9);
    expect(countTypes(tree.root, 'IfcFurnishingElement')).toBe(35);
  }, 60_000);
});
