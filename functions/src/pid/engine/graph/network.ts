import { dist, pointToBox, pointToSegment, segmentHitsBox } from '../geometry.ts';
import type { Box, Point, Segment } from '../types.ts';
import { collinear, onInterior } from './segments.ts';

export interface Edge {
  id: number;
  a: number;
  b: number;
  seg: Segment;
  len: number;
}

export interface GraphNode {
  p: Point;
  edges: number[];
  /** Indexes of the symbols a line ends on at this node. */
  symbols: number[];
}

export interface Network {
  nodes: GraphNode[];
  edges: Edge[];
}

/**
 * A line network: segments are split where another segment's end meets them (T-junctions), ends
 * within `tol` snap to one node, and line ends on a symbol's outline attach to that symbol.
 * Crossings without a shared end stay unconnected (the drawing convention for lines that cross).
 */
export function buildNetwork(
  segments: Segment[],
  symbolBoxes: Box[],
  tol: number,
  attachTol: number,
): Network {
  const ends = segments.flatMap((s) => [s.a, s.b]);
  const pieces: Segment[] = [];
  for (const s of segments) {
    const cuts = ends
      .filter((p) => Math.abs(p.x - (s.a.x + s.b.x) / 2) <= Math.abs(s.a.x - s.b.x) / 2 + tol)
      .filter((p) => Math.abs(p.y - (s.a.y + s.b.y) / 2) <= Math.abs(s.a.y - s.b.y) / 2 + tol)
      .filter((p) => onInterior(p, s, tol))
      .map((p) => pointToSegment(p, s.a, s.b).t)
      .sort((x, y) => x - y);
    let t0 = 0;
    const at = (t: number): Point => ({ x: s.a.x + (s.b.x - s.a.x) * t, y: s.a.y + (s.b.y - s.a.y) * t });
    for (const t of [...cuts, 1]) {
      if (t - t0 > 1e-9) pieces.push({ ...s, a: at(t0), b: at(t) });
      t0 = t;
    }
  }
  const nodes: GraphNode[] = [];
  const grid = new Map<string, number[]>();
  const cell = Math.max(tol, 1e-6);
  const nodeAt = (p: Point): number => {
    const gx = Math.floor(p.x / cell);
    const gy = Math.floor(p.y / cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const id of grid.get(`${gx + dx},${gy + dy}`) ?? []) {
          if (dist((nodes[id] as GraphNode).p, p) <= tol) return id;
        }
      }
    }
    nodes.push({ p, edges: [], symbols: [] });
    const id = nodes.length - 1;
    grid.set(`${gx},${gy}`, [...(grid.get(`${gx},${gy}`) ?? []), id]);
    return id;
  };
  const edges: Edge[] = [];
  for (const seg of pieces) {
    const a = nodeAt(seg.a);
    const b = nodeAt(seg.b);
    if (a === b) continue;
    const id = edges.length;
    edges.push({ id, a, b, seg, len: dist(seg.a, seg.b) });
    (nodes[a] as GraphNode).edges.push(id);
    (nodes[b] as GraphNode).edges.push(id);
  }
  nodes.forEach((n) => {
    if (n.edges.length > 2) return;
    symbolBoxes.forEach((box, i) => {
      if (pointToBox(n.p, box) <= attachTol) n.symbols.push(i);
    });
  });
  return { nodes, edges };
}

/**
 * Bridges the gaps a drawing leaves where a label is written across a line: two loose ends facing
 * each other along one direction, no further apart than `maxGap`, with a word in between.
 */
export function bridgeTextGaps(net: Network, texts: Box[], maxGap: number): void {
  const loose = net.nodes
    .map((n, id) => ({ n, id }))
    .filter(({ n }) => n.edges.length === 1 && n.symbols.length === 0);
  for (const { n, id } of loose) {
    const own = net.edges[n.edges[0] as number] as Edge;
    for (const other of loose) {
      if (other.id <= id || other.n.edges.length !== 1) continue;
      const gap = dist(n.p, other.n.p);
      if (gap > maxGap) continue;
      const mate = net.edges[other.n.edges[0] as number] as Edge;
      const bridge: Segment = { a: n.p, b: other.n.p, dashed: own.seg.dashed, width: own.seg.width };
      if (!collinear(own.seg, mate.seg) || !collinear(own.seg, bridge)) continue;
      if (!texts.some((t) => segmentHitsBox(n.p, other.n.p, t))) continue;
      const eid = net.edges.length;
      net.edges.push({ id: eid, a: id, b: other.id, seg: bridge, len: gap });
      n.edges.push(eid);
      other.n.edges.push(eid);
    }
  }
}
