import { describe, expect, it } from 'vitest';
import { acisWireframe, readAcis } from './cadAcis.ts';

/** A unit segment and a full circle of radius 1 around (4, 0), as SAT text (version 7 header, records ending in '#'). */
const SAT = [
  '700 0 1 0',
  '@8 unittest 1 ACIS',
  '1 9.9999999999999995e-07 1e-10',
  'point $-1 0 0 0 #',
  'point $-1 1 0 0 #',
  'vertex $-1 $5 $0 #',
  'vertex $-1 $5 $1 #',
  'straight-curve $-1 0 0 0 1 0 0 I I #',
  'edge $-1 $2 0 $3 1 $-1 $4 forward #',
  'point $-1 5 0 0 #',
  'vertex $-1 $9 $6 #',
  'ellipse-curve $-1 4 0 0 0 0 1 1 0 0 1 I I #',
  'edge $-1 $7 0 $7 6.28 $-1 $8 forward #',
  'End-of-ACIS-data',
].join('\n');

describe('ACIS wireframe', () => {
  it('draws straight edges between their vertices and closed elliptical edges whole, in top view', () => {
    const records = readAcis(new TextEncoder().encode(SAT));
    expect(records).not.toBeNull();
    const paths = acisWireframe(records!);
    expect(paths).toHaveLength(2);
    expect(paths[0]).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ]);
    const circle = paths[1]!;
    for (const p of circle) expect(Math.hypot(p.x - 4, p.y)).toBeCloseTo(1, 6);
    expect(circle[0]!.x).toBeCloseTo(circle[circle.length - 1]!.x, 6);
  });

  it('does not take other data for ACIS', () => {
    expect(readAcis(new TextEncoder().encode('not acis'))).toBeNull();
  });
});
