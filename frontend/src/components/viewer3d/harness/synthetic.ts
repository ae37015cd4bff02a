import type { PropertySets } from '@loopline/shared';

/**
 * The synthetic 50 000-element building of the harness: 10 storeys × 5 000 elements on a 100 × 50
 * grid (columns, walls, slabs, beams, windows), each its own box, with IFC-like property sets.
 */
export interface SyntheticBox {
  id: string;
  name: string;
  type: string;
  storey: number;
  center: [number, number, number];
  size: [number, number, number];
  material: { name: string; color: [number, number, number, number] };
  props: PropertySets;
}

const STOREYS = 10;
const COLUMNS = 100;
const ROWS = 50;
const STOREY_HEIGHT = 3.6;
const CELL = 1.2;

const KINDS = [
  {
    type: 'IfcColumn',
    size: [0.4, 3.2, 0.4],
    dy: 1.6,
    material: { name: 'Concrete', color: [0.62, 0.62, 0.6, 1] },
  },
  {
    type: 'IfcWall',
    size: [1.2, 3.2, 0.2],
    dy: 1.6,
    material: { name: 'Plaster', color: [0.86, 0.82, 0.72, 1] },
  },
  {
    type: 'IfcSlab',
    size: [1.2, 0.25, 1.2],
    dy: -0.125,
    material: { name: 'Screed', color: [0.75, 0.76, 0.78, 1] },
  },
  {
    type: 'IfcBeam',
    size: [1.2, 0.4, 0.3],
    dy: 3.0,
    material: { name: 'Steel', color: [0.35, 0.45, 0.55, 1] },
  },
  {
    type: 'IfcWindow',
    size: [1.0, 1.5, 0.05],
    dy: 1.5,
    material: { name: 'Glass', color: [0.55, 0.75, 0.9, 0.45] },
  },
] as const;

export function* buildingBoxes(): Generator<SyntheticBox> {
  for (let s = 0; s < STOREYS; s++) {
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < COLUMNS; c++) {
        const edge = r === 0 || r === ROWS - 1 || c === 0 || c === COLUMNS - 1;
        const kind = edge ? KINDS[(c + r) % 3 === 0 ? 4 : 1] : KINDS[(c * 7 + r * 3) % 4];
        const n = ((s * ROWS + r) * COLUMNS + c).toString().padStart(5, '0');
        const size = [...kind.size] as [number, number, number];
        yield {
          id: `E${n}`,
          name: `${kind.type.slice(3)} ${s + 1}-${r + 1}-${c + 1}`,
          type: kind.type,
          storey: s,
          center: [(c - COLUMNS / 2) * CELL, s * STOREY_HEIGHT + kind.dy, (r - ROWS / 2) * CELL],
          size,
          material: {
            name: kind.material.name,
            color: [...kind.material.color] as [number, number, number, number],
          },
          props: {
            Identity: { GlobalId: `3${n}x${(s * 31 + r * 17 + c) % 997}`, Tag: n, Storey: `Level ${s + 1}` },
            [`Pset_${kind.type.slice(3)}Common`]: {
              IsExternal: edge,
              LoadBearing: kind.type === 'IfcColumn' || kind.type === 'IfcBeam',
              FireRating: edge ? 'REI90' : 'REI60',
            },
            Dimensions: {
              Width: size[0],
              Height: size[1],
              Depth: size[2],
              Volume: Number((size[0] * size[1] * size[2]).toFixed(4)),
            },
            Material: { Name: kind.material.name },
          },
        };
      }
    }
  }
}

/** A box of the given size centred on the origin: 24 vertices (flat normals), 12 triangles. */
export function boxPrimitiveArrays(size: [number, number, number]) {
  const [hx, hy, hz] = size.map((v) => v / 2);
  const faces: [number[], number[][]][] = [
    [
      [1, 0, 0],
      [
        [hx, -hy, hz],
        [hx, -hy, -hz],
        [hx, hy, -hz],
        [hx, hy, hz],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [-hx, -hy, -hz],
        [-hx, -hy, hz],
        [-hx, hy, hz],
        [-hx, hy, -hz],
      ],
    ],
    [
      [0, 1, 0],
      [
        [-hx, hy, hz],
        [hx, hy, hz],
        [hx, hy, -hz],
        [-hx, hy, -hz],
      ],
    ],
    [
      [0, -1, 0],
      [
        [-hx, -hy, -hz],
        [hx, -hy, -hz],
        [hx, -hy, hz],
        [-hx, -hy, hz],
      ],
    ],
    [
      [0, 0, 1],
      [
        [-hx, -hy, hz],
        [hx, -hy, hz],
        [hx, hy, hz],
        [-hx, hy, hz],
      ],
    ],
    [
      [0, 0, -1],
      [
        [hx, -hy, -hz],
        [-hx, -hy, -hz],
        [-hx, hy, -hz],
        [hx, hy, -hz],
      ],
    ],
  ];
  const positions = new Float32Array(72);
  const normals = new Float32Array(72);
  const indices = new Uint16Array(36);
  faces.forEach(([normal, corners], f) => {
    corners.forEach((corner, k) => {
      positions.set(corner, (f * 4 + k) * 3);
      normals.set(normal, (f * 4 + k) * 3);
    });
    indices.set([f * 4, f * 4 + 1, f * 4 + 2, f * 4, f * 4 + 2, f * 4 + 3], f * 6);
  });
  return { positions, normals, indices };
}
