import type { ElementNode, PropertyValue } from '@loopline/shared';
import { type Frame, fixOffset, frame, mapPositions, offsetProps } from '../frame.ts';
import type { Budget } from '../limits.ts';
import { type MeshPart, ModelBuilder, type Rgba, srgbToLinear } from '../modelBuilder.ts';
import { elementNode, IdRegistry, makeTree } from '../tree.ts';
import { ConvertError, type ConvertOutput } from '../types.ts';
import { type Collected, Tessellator } from './cadTessellate.ts';
import type { CadDrawing, CadEntity } from './cadTypes.ts';

/**
 * A drawing becomes one element per model-space entity (an INSERT is one element with its whole
 * block), grouped under its layer in the tree. Lines stay lines and 3DFACE / polyface / SOLID become
 * triangles, so a purely 2D drawing converts too: it lies flat on the ground (z = 0 becomes y = 0),
 * which is how a site plan or a profile is meant to be seen in 3D. Text, hatch fills, images and
 * ACIS solids are not drawn; the tree says how many were left out.
 */
export async function buildCadModel(
  drawing: CadDrawing,
  fileName: string,
  budget: Budget,
): Promise<ConvertOutput> {
  const target = frame(drawing.unitScale, true);
  const builder = new ModelBuilder(budget);
  const tessellator = new Tessellator(drawing, budget.limits.maxPrimitives);
  const registry = new IdRegistry();
  const layers = new Map<string, ElementNode>();
  const skipped = new Map<string, number>();
  drawing.entities.forEach((entity, index) => {
    budget.check();
    if (entity.shape.kind === 'skipped') {
      skipped.set(entity.type, (skipped.get(entity.type) ?? 0) + 1);
      return;
    }
    const collected = tessellator.collect(entity);
    if (collected.count === 0) return;
    fixFrame(target, collected);
    const id = registry.take(entity.handle, `entity-${index}`);
    if (!builder.addElement(id, parts(collected, target), { cadType: entity.type })) return;
    layerNode(layers, registry, entity.layer, drawing).children.push(entityNode(id, entity, tessellator));
  });
  if (builder.elementCount === 0) throw new ConvertError('model.empty', 'no drawable entity in model space');
  const root = elementNode(registry.take(undefined, 'drawing'), fileName, 'Drawing', false, {
    Drawing: drawingProps(drawing, skipped),
  });
  root.children.push(...layers.values());
  const offset = offsetProps(target);
  if (offset && root.props) root.props.Placement = offset;
  return { glb: await builder.toGlb(), tree: makeTree(drawing.format, drawing.schema, root) };
}

function fixFrame(target: Frame, collected: Collected): void {
  const first = [collected.lines, collected.triangles, collected.points]
    .flatMap((groups) => [...groups.values()])
    .find((list) => list.length >= 3);
  if (first) fixOffset(target, first[0]!, first[1]!, first[2]!);
}

function parts(collected: Collected, target: Frame): MeshPart[] {
  const result: MeshPart[] = [];
  const add = (mode: MeshPart['mode'], groups: Map<number, number[]>) => {
    for (const [color, list] of groups)
      result.push({ mode, positions: mapPositions(target, list), color: rgba(color) });
  };
  add('triangles', collected.triangles);
  add('lines', collected.lines);
  add('points', collected.points);
  return result;
}

function rgba(color: number): Rgba {
  const channel = (shift: number) => srgbToLinear(((color >> shift) & 0xff) / 255);
  return [channel(16), channel(8), channel(0), 1];
}

function hex(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

function layerNode(
  layers: Map<string, ElementNode>,
  registry: IdRegistry,
  name: string,
  drawing: CadDrawing,
): ElementNode {
  let node = layers.get(name);
  if (!node) {
    const layer = drawing.layers.get(name);
    const props: Record<string, PropertyValue> = { Name: name };
    if (layer) props.Visible = layer.visible;
    if (layer) props.ColorIndex = layer.colorIndex;
    node = elementNode(registry.take(`layer:${name}`, 'layer'), name, 'Layer', false, { Layer: props });
    layers.set(name, node);
  }
  return node;
}

function entityNode(id: string, entity: CadEntity, tessellator: Tessellator): ElementNode {
  const props: Record<string, PropertyValue> = { Type: entity.type, Layer: entity.layer };
  if (entity.handle) props.Handle = entity.handle;
  props.Color = hex(tessellator.colorOf(entity, -1));
  const shape = entity.shape;
  if (shape.kind === 'insert' || shape.kind === 'blockRef') props.Block = shape.block;
  const name = shape.kind === 'insert' ? shape.block : `${entity.type} ${entity.handle ?? ''}`.trim();
  return elementNode(id, name, entity.type, true, { Entity: props });
}

function drawingProps(drawing: CadDrawing, skipped: Map<string, number>): Record<string, PropertyValue> {
  const props: Record<string, PropertyValue> = {
    Version: drawing.schema,
    Unit: drawing.unitSource,
    Entities: drawing.entities.length,
  };
  if (skipped.size > 0) {
    props.NotDrawn = [...skipped].map(([type, count]) => `${type} ${count}`).join(', ');
  }
  return props;
}
