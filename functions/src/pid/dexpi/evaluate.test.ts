import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../convert/testing/samples.ts';
import { evaluateAgainst, lineKey, tagKey } from './evaluate.ts';
import { readDexpi } from './read.ts';

describe('evaluating a drawing against its DEXPI truth', () => {
  const truth = readDexpi(readFileSync(join(SAMPLES, 'images', 'C01V04-VER.EX01.xml'), 'utf8'));
  const drawn = truth.details.filter((d) => d.drawn);

  it('scores a perfect reading 1 and names what a partial one misses', () => {
    const perfect = evaluateAgainst(
      truth,
      drawn.map((d) => ({ kind: d.type, tag: d.tag.replace(' ', '-') })),
      truth.loops,
    );
    for (const s of Object.values(perfect.types)) expect(s.f1).toBe(1);
    expect(perfect.loops).toEqual({ truth: truth.loops.length, exact: truth.loops.length, rate: 1 });

    const partial = evaluateAgainst(
      truth,
      [
        { kind: 'equipment', tag: 'P4711' },
        { kind: 'equipment', tag: 'X-1' },
      ],
      [],
    );
    expect(partial.types.equipment).toMatchObject({ found: 2, matched: 1, precision: 0.5 });
    expect(partial.missing.equipment).toContain('P4712');
    expect(partial.loops.exact).toBe(0);
    expect(tagKey('pi 4712.01')).toBe(tagKey('PI-4712.01'));
    expect(lineKey('PW 1700 B2 6')).toBe(lineKey('6"-PW-1700-B2'));
  });
});
