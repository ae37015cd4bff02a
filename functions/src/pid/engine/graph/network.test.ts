import { describe, expect, it } from 'vitest';
import type { Segment } from '../types.ts';
import { buildNetwork } from './network.ts';
import { attachLabels, signalLinks, spreadLabels } from './runs.ts';
import { joinDashes } from './segments.ts';

const seg = (x1: number, y1: number, x2: number, y2: number, dashed = false): Segment => ({
  a: { x: x1, y: y1 },
  b: { x: x2, y: y2 },
  dashed,
  width: 1,
});

describe('line network', () => {
  it('splits a run where a branch tees into it and attaches line ends to symbols', () => {
    const net = buildNetwork(
      [seg(0, 0, 100, 0), seg(50, 0, 50, 40)],
      [{ x: 95, y: -5, w: 10, h: 10 }],
      0.5,
      1,
    );
    expect(net.edges).toHaveLength(3);
    const tee = net.nodes.find((n) => n.p.x === 50 && n.p.y === 0);
    expect(tee?.edges).toHaveLength(3);
    expect(net.nodes.find((n) => n.p.x === 100)?.symbols).toEqual([0]);
  });

  it('keeps a labelled branch to its own label and gives an unlabelled one the through run', () => {
    const net = buildNetwork([seg(0, 0, 100, 0), seg(50, 0, 50, 40), seg(80, 0, 80, 30)], [], 0.5, 1);
    const sources = attachLabels(
      net,
      [
        { box: { x: 5, y: -6, w: 20, h: 4 }, angle: 0 },
        { box: { x: 44, y: 10, w: 4, h: 20 }, angle: 90 },
      ],
      5,
    );
    const owner = spreadLabels(net, sources, () => false, 1e6);
    const labelOf = (x: number, y: number) =>
      owner[net.edges.findIndex((e) => e.seg.a.x === x && e.seg.a.y === y && e.seg.b.x !== x)] ?? -2;
    const vertical = (x: number) => owner[net.edges.findIndex((e) => e.seg.a.x === x && e.seg.b.x === x)];
    expect(vertical(50)).toBe(1);
    expect(vertical(80)).toBe(0);
    expect(labelOf(50, 0)).toBe(0);
  });

  it('joins separately drawn dashes into one dashed line and links the symbols it joins', () => {
    const dashes = [0, 3, 6, 9].map((x) => seg(x, 0, x + 1.8, 0));
    const joined = joinDashes(dashes, 1);
    expect(joined).toHaveLength(1);
    expect(joined[0]?.dashed).toBe(true);
    const net = buildNetwork(
      joined,
      [
        { x: -4, y: -2, w: 4, h: 4 },
        { x: 10.8, y: -2, w: 4, h: 4 },
      ],
      0.5,
      1,
    );
    expect(signalLinks(net)).toEqual([[0, 1]]);
  });
});
