import { describe, expect, it } from 'vitest';
import { heldOutFigures } from '../pid/heldout/cases.ts';
import { NEW_HELD_OUT_SHEETS } from '../pid/heldout/sheets.ts';
import { rev07Case } from '../pid/real/rev07.ts';

// Pure: no request to the local cloud; here because the harness (test/pid) has no unit project.
describe('the engine with the default rules on vector drawings it was not generated for', () => {
  it('reads the real rocket feed-system P&ID (PID-Rev07.pdf) against its hand-made truth', async () => {
    const { score, tally, result } = await rev07Case();
    // Valve codes with lettered identifiers (BVMO1, SVIF2, HVN) beside bow-ties and angle valves; the
    // check valves (a hinged flap), orifices and uneven regulator bow-ties are not valve symbols yet.
    expect(tally.perType.valve?.tp).toBeGreaterThanOrEqual(18);
    expect(tally.perType.valve?.f1).toBeGreaterThanOrEqual(0.7);
    // Its nine swing checks (a flap between two bars, |\|) are check valves with their CK tags.
    const checks = result.details.filter((d) => d.type === 'valve' && d.category === 'check' && d.tag);
    expect(checks.length).toBeGreaterThanOrEqual(9);
    expect(tally.perType.valve?.tp).toBeGreaterThanOrEqual(26);
    // Bubbles with letters over a named loop (PT over MO1), and the scale bubble with letters alone (SC).
    expect(tally.perType.instrument?.tp).toBeGreaterThanOrEqual(13);
    expect(score.figures.tagF1).toBeGreaterThanOrEqual(0.9);
    // Nothing from the legend or the title block, and no tag the drawing does not have.
    expect(score.wrong).toEqual([]);
    expect(score.counts.equipment ?? 0).toBe(0);
    expect(score.pipelines).toBe(0);
  });

  it('reads the held-out sheets (other fonts, text split per glyph or word, tags beside symbols, turned layout)', async () => {
    const { pooled, perSheet } = await heldOutFigures();
    for (const [name, sheet] of Object.entries(perSheet)) {
      expect({ name, tagF1: sheet.figures.tagF1, wrong: sheet.wrong }).toEqual({ name, tagF1: 1, wrong: [] });
    }
    expect(pooled.topologyF1).toBeGreaterThanOrEqual(0.95);
    expect(pooled.loopsExact).toBe(1);
  });

  it('reads the DXF, SVG-symbol, SVG-class and turned-page sheets (blocks with attributes, <use>, /Rotate 90)', async () => {
    // Held out by pid-more: written and scored before the readers were changed for them (DXF had no
    // reader; SVG <use> placed nothing: tag F1 0.571 on each, no valve or instrument).
    const { pooled, perSheet } = await heldOutFigures(NEW_HELD_OUT_SHEETS);
    for (const [name, sheet] of Object.entries(perSheet)) {
      expect({ name, tagF1: sheet.figures.tagF1, wrong: sheet.wrong }).toEqual({ name, tagF1: 1, wrong: [] });
    }
    expect(pooled.topologyF1).toBeGreaterThanOrEqual(0.95);
    expect(pooled.loopsExact).toBe(1);
  });
});
