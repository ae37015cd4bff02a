import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr, type Ocr } from '../../functions/src/pid/engine/index.ts';
import {
  RASTER_SAMPLES,
  type RasterSample,
  readTruth,
  recogniseSample,
  scoreSample,
} from '../pid/real/rasterSamples.ts';

// Pure: no request to the local cloud; here because the harness (test/pid) has no unit project.
// Real raster P&IDs with hand-made truth (test/pid/real), default rules. The floors sit a little under
// what the reader reaches today, so a change that loses bubbles or lets notes in as tags fails here.
const sample = (file: string) => RASTER_SAMPLES.find((s) => s.file === file) as RasterSample;

describe('the raster reader on real drawings with the default rules', () => {
  let ocr: Ocr;
  beforeAll(async () => {
    ocr = await createOcr();
  }, 60_000);
  afterAll(async () => {
    await ocr.close();
  });

  it('reads the instrument bubbles of a feedwater P&ID reduced onto an A4 page', async () => {
    const s = sample('pdf/fw_system.pdf');
    const { result } = await recogniseSample(s, ocr);
    const f = scoreSample(result, readTruth(s));
    expect(f.instrumentF1).toBeGreaterThanOrEqual(0.75);
    expect(f.precision).toBeGreaterThanOrEqual(0.9);
  }, 240_000);

  it('reads the bubbles of the oil and gas excerpt and takes no note or label for a tag', async () => {
    const s = sample('images/sied-pid-excerpt.png');
    const { result } = await recogniseSample(s, ocr);
    const f = scoreSample(result, readTruth(s));
    // Two of its three round bubbles (PI, PT, FO over their loop numbers) at least: tesseract reads
    // the condensed lettering of one of them differently from run to run. Since the default rules read
    // its valves (062-V1058) and five-part line numbers, two of those too.
    expect(f.tp).toBeGreaterThanOrEqual(4);
    // No tag where the drawing has none. A real tag misread (OCR lost the area of 062-V1061, or read
    // SBJ01 as SBJO1) is a wrong tag on the right item: counted in precision, not here.
    expect(f.offTruth).toBe(0);
    expect(f.precision).toBeGreaterThanOrEqual(0.5);
  }, 120_000);

  it('reads the valve tags set tight under their valves again, and the check valves drawn as a flap', async () => {
    const s = sample('images/sied-pid-excerpt.png');
    const { result } = await recogniseSample(s, ocr);
    const f = scoreSample(result, readTruth(s));
    // The page pass lost "062-" of 062-V1061 and 062-V1062 and all of 062-V1059 (the band finder); read
    // again enlarged from the strips beside the valves they are whole. The two swing checks (|/|) are
    // valves now and take their tags: 7 of the 8 valves were tagged right on the last run.
    expect(f.valveF1).toBeGreaterThanOrEqual(0.8);
    expect(f.tp).toBeGreaterThanOrEqual(9);
    expect(f.offTruth).toBe(0);
    expect(f.precision).toBeGreaterThanOrEqual(0.75);
    expect(
      result.details.filter((d) => d.type === 'valve' && d.category === 'check').length,
    ).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
