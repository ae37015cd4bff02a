import type { RuleSetData } from '@loopline/shared/contracts/pidRules';
import type { DetailTypeName } from '@loopline/shared/contracts/recognition';
import { pidPageKey, pidRunPrefix } from '../../derived/index.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { getObject } from '../../objects/index.ts';
import type { Box, PageGraphics, TextToken } from '../engine/index.ts';
import { vectorPagePrimitives } from '../recognition/readPage.ts';
import { putText, readBytes, readText } from '../recognition/storage.ts';
import { compileRuleSet, type RuleMatcher, type TagMatch } from '../rules/index.ts';
import type { Drawing } from './drawing.ts';

const prefixOf = (d: Drawing) => pidRunPrefix(d.file.projectId, d.file.id, d.record.runId);

/**
 * A page's primitives: those the page worker kept (since pid-edit-api), else, for a run from before then, a
 * vector PDF page read again and kept beside its results for the next call. Null when they cannot be had
 * without recognising again (a scan or an image needs OCR; a drawing whose page no longer has the size it
 * was recognised at has changed since).
 */
export async function pageGraphics(drawing: Drawing, pageNum: number): Promise<PageGraphics | null> {
  if (pageNum > (drawing.record.numPage ?? 0)) throw new BadRequestError('pid.pageMissing');
  const key = pidPageKey(prefixOf(drawing), pageNum, 'json');
  const text = await readText(key);
  if (text === null) return null;
  const stored = JSON.parse(text) as { graphics?: PageGraphics };
  if (stored.graphics) return stored.graphics;
  const graphics = await rederived(drawing, pageNum);
  if (graphics) await putText(key, JSON.stringify({ ...stored, graphics }), 'application/json');
  return graphics;
}

/** The size a page was recognised at, from its stored SVG's view box. */
async function recognisedSize(drawing: Drawing, pageNum: number) {
  const svg = await readText(pidPageKey(prefixOf(drawing), pageNum, 'svg'));
  const box = svg && /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg.slice(0, 400));
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

async function rederived(drawing: Drawing, pageNum: number): Promise<PageGraphics | null> {
  const object = drawing.file.fileId ? await getObject(drawing.file.fileId) : null;
  const size = await recognisedSize(drawing, pageNum);
  if (!object || !size) return null;
  const graphics = await vectorPagePrimitives(
    await readBytes(object.s3Key),
    drawing.file.fileSuffix ?? '',
    pageNum,
  ).catch(() => null);
  const same = (a: number, b: number) => Math.abs(a - b) < 0.01 + 1e-6 * Math.abs(b);
  if (!graphics || !same(graphics.width, size.width) || !same(graphics.height, size.height)) return null;
  return graphics;
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
