import { readFileSync } from 'node:fs';
import type { TagType } from '@loopline/shared/contracts/pidRules';
import { validateRuleSet } from '@loopline/shared/pid/rules';
import { describe, expect, it } from 'vitest';
import { readDexpi } from '../../functions/src/pid/dexpi/index.ts';
import { BUILT_IN_ATTRIBUTES, defaultRuleSet } from '../../functions/src/pid/rules/index.ts';
import { seededRules } from '../../functions/src/pid/rules/seed.ts';
import { DEXPI_XML, dexpiCase } from '../pid/dexpi.ts';
import { samplePath } from '../support/samples.ts';

// Pure: no request to the local cloud; here because the harness (test/pid) has no unit project.
describe('the engine on the DEXPI reference SVG with the configured rule set', () => {
  it('reads every line label and most equipment, matched by tag text against the DEXPI XML', () => {
    const { tally } = dexpiCase();
    expect(tally.perType.line?.f1).toBe(1);
    expect(tally.perType.equipment?.f1).toBeGreaterThanOrEqual(0.8);
    expect(tally.tags.f1).toBeGreaterThanOrEqual(0.7);
  });

  it('with rules seeded from the DEXPI XML itself (as pidFile/seedRulesFromDexpi does) reaches tag F1 ≥ 0.9', () => {
    const truth = readDexpi(readFileSync(samplePath(DEXPI_XML), 'utf8'));
    const type: Record<string, TagType> = {
      equipment: 'device',
      valve: 'valve',
      instrument: 'instrument',
      line: 'pipeline',
    };
    const samples = truth.details.map((d) => ({ type: type[d.type], tag: d.tag }));
    const seeded = seededRules(samples, defaultRuleSet(), BUILT_IN_ATTRIBUTES);
    const checked = validateRuleSet(seeded.ruleSet, BUILT_IN_ATTRIBUTES);
    expect(checked.errors).toEqual([]);
    const { figures } = dexpiCase(checked.ruleSet);
    expect(figures.tagF1).toBeGreaterThanOrEqual(0.9);
    // The default rules, for contrast, read fewer: not DEXPI's line numbers ("MNb 47121 75HB13 80").
    const defaults = dexpiCase(defaultRuleSet());
    expect(defaults.figures.tagF1).toBeLessThan(figures.tagF1);
    expect(defaults.tally.perType.line?.f1).toBe(0);
  });
});
