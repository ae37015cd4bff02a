import type { RuleSetData } from '@loopline/shared/contracts/pidRules';
import type { DetailTypeName } from '@loopline/shared/contracts/recognition';
import { pidPageKey, pidRunPrefix } from '../../derived/index.ts';
import { BadRequestError } from '../../lib/errors.ts';
import type { Box, PageGraphics, TextToken } from '../engine/index.ts';
import { readText } from '../recognition/storage.ts';
import { compileRuleSet, type RuleMatcher, type TagMatch } from '../rules/index.ts';
import type { Drawing } from './drawing.ts';

const prefixOf = (d: Drawing) => pidRunPrefix(d.file.projectId, d.file.id, d.record.runId);

/** A page's stored primitives (kept by the page worker since pid-edit-api); null for older runs. */
export async function pageGraphics(drawing: Drawing, pageNum: number): Promise<PageGraphics | null> {
  if (pageNum > (drawing.record.numPage ?? 0)) throw new BadRequestError('pid.pageMissing');
  const text = await readText(pidPageKey(prefixOf(drawing), pageNum, 'json'));
  if (text === null) return null;
  return (JSON.parse(text) as { graphics?: PageGraphics }).graphics ?? null;
}

/** The rule set the run classified with (stored beside its results), compiled as the run compiled it. */
export async function runRules(
  drawing: Drawing,
  kind: PageGraphics['kind'] = 'vector',
): Promise<RuleMatcher> {
  const text = await readText(`${prefixOf(drawing)}rules.json`);
  if (text === null) throw new BadRequestError('pid.notRecognised');
  return compileRuleSet(JSON.parse(text) as RuleSetData, { ignoreCase: kind === 'raster' });
}

/** The rule type of each detail type, and back. */
const RULE_TYPE: Partial<Record<DetailTypeName, string>> = {
  line: 'pipeline',
  equipment: 'device',
  valve: 'valve',
  instrument: 'instrument',
};
export const detailTypeOfRule = (ruleType: string): DetailTypeName | null =>
  (Object.entries(RULE_TYPE).find(([, r]) => r === ruleType)?.[0] as DetailTypeName | undefined) ?? null;

/** The reading of a text: of the type asked when the rules read it so, else its most specific reading. */
export function readingOf(rules: RuleMatcher, text: string, type?: DetailTypeName): TagMatch | null {
  const all = text.trim() ? rules.matchAll(text.trim()) : [];
  const wanted = type ? RULE_TYPE[type] : undefined;
  return (wanted ? all.find((m) => m.type === wanted) : undefined) ?? all[0] ?? null;
}

const centreIn = (t: TextToken, b: Box) => {
  const x = t.box.x + t.box.w / 2;
  const y = t.box.y + t.box.h / 2;
  return x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
};

/**
 * The words inside a box in reading order: horizontal words by line then left to right, vertical words
 * (read bottom-up) by column then bottom to top. A word counts when its centre is inside.
 */
export function wordsIn(graphics: PageGraphics | null, box: Box): string {
  if (!graphics) return '';
  const inside = graphics.texts.filter((t) => centreIn(t, box));
  const vertical = inside.filter((t) => Math.abs(t.angle) === 90).length > inside.length / 2;
  const lineOf = (t: TextToken) => (vertical ? t.box.x + t.box.w / 2 : t.box.y + t.box.h / 2);
  const along = (t: TextToken) => (vertical ? -(t.box.y + t.box.h) : t.box.x);
  const height = (t: TextToken) => (vertical ? t.box.w : t.box.h);
  return inside
    .sort((a, b) =>
      Math.abs(lineOf(a) - lineOf(b)) < Math.min(height(a), height(b)) / 2
        ? along(a) - along(b)
        : lineOf(a) - lineOf(b),
    )
    .map((t) => t.text)
    .join(' ');
}
