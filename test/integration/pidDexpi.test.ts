import { describe, expect, it } from 'vitest';
import { dexpiCase } from '../pid/dexpi.ts';

// Pure: no request to the local cloud; here because the harness (test/pid) has no unit project.
describe('the engine on the DEXPI reference SVG with the configured rule set', () => {
  it('reads every line label and most equipment, matched by tag text against the DEXPI XML', () => {
    const { tally } = dexpiCase();
    expect(tally.perType.line?.f1).toBe(1);
    expect(tally.perType.equipment?.f1).toBeGreaterThanOrEqual(0.8);
    expect(tally.tags.f1).toBeGreaterThanOrEqual(0.7);
  });
});
