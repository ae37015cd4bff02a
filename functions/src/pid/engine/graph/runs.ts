import { angleDiff, centre, pointToSegment, segAngle } from '../geometry.ts';
import type { Box } from '../types.ts';
import type { Edge, Network } from './network.ts';

/** A line number label on the page: its box and reading angle. */
export interface LabelOnPage {
  box: Box;
  angle: number;
}

/**
 * The edge each label is written along: parallel to the text, the text beside it (within `reach`)
 * and over its length; failing that, the nearest edge of any direction within twice the reach.
 */
export function attachLabels(net: Network, labels: LabelOnPage[], reach: number): (number | null)[] {
  return labels.map((label) => {
    const c = centre(label.box);
    const textAngle = ((label.angle % 180) + 180) % 180;
    let best: { id: number; d: number } | null = null;
    let fallback: { id: number; d: number } | null = null;
    for (const e of net.edges) {
      if (e.seg.dashed) continue;
      const a = e.seg.a;
      const b = e.seg.b;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len2 = dx * dx + dy * dy || 1;
      const t = ((c.x - a.x) * dx + (c.y - a.y) * dy) / len2;
      const { d } = pointToSegment(c, a, b);
      if (angleDiff(segAngle(e.seg), textAngle) < 10 && t > -0.05 && t < 1.05 && d < reach) {
        if (!best || d < best.d) best = { id: e.id, d };
      }
      if (d < 2 * reach && (!fallback || d < fallback.d)) fallback = { id: e.id, d };
    }
    return best?.id ?? fallback?.id ?? null;
  });
}

/**
 * Spreads each label over the line it names: a shortest-path flood from the labelled edges along
 * process edges, through valves (inline) but not through equipment or instruments. Turning off a
 * straight run at a junction costs `turnCost`, so a branch with no label of its own takes the label
 * of the run it tees off, and a labelled branch keeps its own.
 */
export function spreadLabels(
  net: Network,
  sources: (number | null)[],
  passThrough: (symbol: number) => boolean,
  turnCost: number,
): Int32Array {
  const owner = new Int32Array(net.edges.length).fill(-1);
  const cost = new Float64Array(net.edges.length).fill(Number.POSITIVE_INFINITY);
  const heap: [number, number, number][] = [];
  const push = (c: number, edge: number, label: number) => {
    heap.push([c, edge, label]);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((heap[parent] as [number, number, number])[0] <= c) break;
      [heap[i], heap[parent]] = [
        heap[parent] as [number, number, number],
        heap[i] as [number, number, number],
      ];
      i = parent;
    }
  };
  const pop = (): [number, number, number] | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && (heap[l] as number[])[0] < (heap[m] as number[])[0]) m = l;
        if (r < heap.length && (heap[r] as number[])[0] < (heap[m] as number[])[0]) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m] as [number, number, number], heap[i] as [number, number, number]];
        i = m;
      }
    }
    return top;
  };
  sources.forEach((edge, label) => {
    if (edge !== null) push(0, edge, label);
  });
  const valveNodes = new Map<number, number[]>();
  net.nodes.forEach((n, id) => {
    for (const s of n.symbols) if (passThrough(s)) valveNodes.set(s, [...(valveNodes.get(s) ?? []), id]);
  });
  for (let item = pop(); item; item = pop()) {
    const [c, edgeId, label] = item;
    if (c >= (cost[edgeId] as number)) continue;
    cost[edgeId] = c;
    owner[edgeId] = label;
    const edge = net.edges[edgeId] as Edge;
    for (const nodeId of [edge.a, edge.b]) {
      const node = net.nodes[nodeId];
      if (!node) continue;
      const junction = node.edges.length > 2;
      for (const next of node.edges) {
        if (next === edgeId) continue;
        const nextEdge = net.edges[next] as Edge;
        if (nextEdge.seg.dashed) continue;
        const straight = angleDiff(segAngle(edge.seg), segAngle(nextEdge.seg)) < 10;
        push(c + nextEdge.len + (junction && !straight ? turnCost : 0), next, label);
      }
      for (const s of node.symbols) {
        if (!passThrough(s)) continue;
        for (const other of valveNodes.get(s) ?? []) {
          if (other === nodeId) continue;
          for (const next of (net.nodes[other] as (typeof net.nodes)[number]).edges) {
            const nextEdge = net.edges[next] as Edge;
            if (!nextEdge.seg.dashed) push(c + nextEdge.len, next, label);
          }
        }
      }
    }
  }
  return owner;
}

/** Symbols joined by signal (dashed) lines: pairs of symbol indexes in one dashed component. */
export function signalLinks(net: Network): [number, number][] {
  const parent = net.nodes.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  for (const e of net.edges) if (e.seg.dashed) parent[find(e.a)] = find(e.b);
  const groups = new Map<number, Set<number>>();
  net.nodes.forEach((n, id) => {
    if (!n.edges.some((e) => (net.edges[e] as Edge).seg.dashed)) return;
    const root = find(id);
    for (const s of n.symbols) groups.set(root, (groups.get(root) ?? new Set()).add(s));
  });
  const links: [number, number][] = [];
  for (const set of groups.values()) {
    const list = [...set];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) links.push([list[i] as number, list[j] as number]);
  }
  return links;
}
