/**
 * The default rules' figures on the vector cases, without the whole bench: DEXPI (default rules), PID-Rev07,
 * the held-out sheets and the generated vector sheets; with `--scans` the generated 300-dpi scans too (OCR,
 * slower). `npx tsx test/pid/ruleFigures.ts [--scans]`
 */
import {
  createOcr,
  readRasterPage,
  readVectorPage,
  recognisePage,
  tagMatcherOf,
  withPidPdf,
} from '../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet } from '../../functions/src/pid/rules/index.ts';
import { SCAN_SHEETS, scanCase, VECTOR_SHEETS, vectorCase } from './cases.ts';
import { dexpiCase } from './dexpi.ts';
import { emptyTally, figures, score } from './evaluate.ts';
import { heldOutFigures } from './heldout/cases.ts';
import { NEW_HELD_OUT_SHEETS } from './heldout/sheets.ts';
import { rev07Case } from './real/rev07.ts';

async function generatedVector() {
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet()));
  let tally = emptyTally();
  for (const opts of VECTOR_SHEETS) {
    const c = await vectorCase(opts);
    const result = await withPidPdf(c.bytes, async (doc) =>
      recognisePage(await readVectorPage(doc, 1), { matcher }),
    );
    tally = score(tally, result, c.truth);
  }
  return figures(tally);
}

async function generatedScans() {
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet(), { ignoreCase: true }));
  const ocr = await createOcr();
  let tally = emptyTally();
  try {
    for (const opts of SCAN_SHEETS) {
      const c = await scanCase(opts);
      const page = await readRasterPage(c.bytes, ocr);
      tally = score(tally, recognisePage(page, { matcher, toImage: page.toImage }), c.truth);
    }
  } finally {
    await ocr.close();
  }
  return figures(tally);
}

const dexpi = dexpiCase(defaultRuleSet());
console.log(
  'dexpi default',
  JSON.stringify({
    tagF1: dexpi.figures.tagF1,
    line: dexpi.tally.perType.line,
    perType: Object.fromEntries(Object.entries(dexpi.tally.perType).map(([k, v]) => [k, v.f1])),
  }),
);
const rev07 = await rev07Case();
console.log('rev07', JSON.stringify({ tagF1: rev07.score.figures.tagF1, wrong: rev07.score.wrong }));
const heldOut = await heldOutFigures();
console.log('heldout pooled', JSON.stringify(heldOut.pooled));
const newHeldOut = await heldOutFigures(NEW_HELD_OUT_SHEETS);
console.log('heldout (pid-more: dxf, svg symbols, turned page) pooled', JSON.stringify(newHeldOut.pooled));
console.log('generated vector', JSON.stringify(await generatedVector()));
if (process.argv.includes('--scans')) console.log('generated scans', JSON.stringify(await generatedScans()));
