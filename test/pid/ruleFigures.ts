/**
 * The default rules' figures on the vector cases, without the whole bench: DEXPI (default rules), PID-Rev07,
 * the held-out sheets and the generated vector sheets. `npx tsx test/pid/ruleFigures.ts`
 */
import {
  readVectorPage,
  recognisePage,
  tagMatcherOf,
  withPidPdf,
} from '../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet } from '../../functions/src/pid/rules/index.ts';
import { VECTOR_SHEETS, vectorCase } from './cases.ts';
import { dexpiCase } from './dexpi.ts';
import { emptyTally, figures, score } from './evaluate.ts';
import { heldOutFigures } from './heldout/cases.ts';
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
console.log('generated vector', JSON.stringify(await generatedVector()));
