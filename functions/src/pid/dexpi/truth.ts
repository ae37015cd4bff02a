import type { Language } from '@loopline/shared';
import type { DexpiEvaluation, DexpiTruthCounts } from '@loopline/shared/contracts/pidLoops';
import type { RuleSeedAnswer, TagType } from '@loopline/shared/contracts/pidRules';
import { pidTruthKey } from '../../derived/index.ts';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { getObject } from '../../objects/index.ts';
import { detailsOf, drawingFor, fileFor } from '../loops/drawing.ts';
import { loopsOf } from '../loops/store.ts';
import { putText, readBytes, readText } from '../recognition/storage.ts';
import type { NeedsConfirmation } from '../rules/api/service.ts';
import { ruleService } from '../rules/api/wiring.ts';
import { evaluateAgainst } from './evaluate.ts';
import { type DexpiTruth, readDexpi } from './read.ts';

/** The largest DEXPI file read (the reference sheet is 1 MB with its graphics). */
const DEXPI_MAX_MB = 20;

/**
 * pidFile/importDexpi (editFile on the drawing, viewFile on the file): a DEXPI XML entry of the project read
 * as the drawing's ground truth and stored beside its runs. A file that is not a plant model is a 400.
 */
export async function importTruth(
  caller: Caller,
  b: { projectId: string; pfileId: string; fileId: string },
): Promise<DexpiTruthCounts> {
  await fileFor(caller, b.projectId, b.pfileId, 'editFile');
  const file = await fileFor(caller, b.projectId, b.fileId, 'viewFile');
  if ((file.fileSuffix ?? '').toLowerCase() !== 'xml') throw new BadRequestError('pid.dexpi.notXml');
  const object = file.fileId ? await getObject(file.fileId) : null;
  if (!object || object.size === 0 || object.size > DEXPI_MAX_MB * 1024 * 1024)
    throw new BadRequestError('pid.dexpi.unreadable');
  const xml = new TextDecoder().decode(await readBytes(object.s3Key));
  let truth: DexpiTruth;
  try {
    if (!/<PlantModel[\s>]/.test(xml)) throw new Error('not a plant model');
    truth = readDexpi(xml);
  } catch {
    throw new BadRequestError('pid.dexpi.unreadable');
  }
  await putText(pidTruthKey(b.projectId, b.pfileId), JSON.stringify(truth), 'application/json');
  const count = (type: string) => truth.details.filter((d) => d.type === type).length;
  return {
    equipment: count('equipment'),
    valve: count('valve'),
    instrument: count('instrument'),
    line: count('line'),
    loops: truth.loops.length,
  };
}

/** pidFile/dexpiEvaluation (viewFile): the recognised drawing against its imported truth. */
export async function evaluateTruth(
  caller: Caller,
  q: { projectId: string; fileId: string },
): Promise<DexpiEvaluation> {
  const d = await drawingFor(caller, q.projectId, q.fileId, 'viewFile');
  const text = await readText(pidTruthKey(q.projectId, q.fileId));
  if (text === null) throw new BadRequestError('pid.dexpi.noTruth');
  const [details, loops] = await Promise.all([detailsOf(d), loopsOf(d)]);
  return evaluateAgainst(
    JSON.parse(text) as DexpiTruth,
    details.map((r) => ({ kind: r.kind, tag: r.tag ?? '' })),
    loops.map((l) => ({ tags: l.tags ?? [] })),
  );
}

/** DEXPI item types as the tag types of the rules. */
const RULE_TYPE: Record<string, TagType> = {
  equipment: 'device',
  valve: 'valve',
  instrument: 'instrument',
  line: 'pipeline',
};

/**
 * pidFile/seedRulesFromDexpi: tag rules inferred from the drawing's imported DEXPI truth (viewFile on the
 * drawing to read it), saved for the drawing or its project with the rights a rule save needs, or previewed.
 * Every tag of the truth counts, drawn or not: each is a tag of the plant as the project writes them.
 */
export async function seedRulesFromTruth(
  caller: Caller,
  lang: Language,
  b: {
    projectId: string;
    pfileId: string;
    level: 'file' | 'project';
    preview?: boolean;
    confirmed?: boolean;
  },
): Promise<RuleSeedAnswer | NeedsConfirmation> {
  await fileFor(caller, b.projectId, b.pfileId, 'viewFile');
  const text = await readText(pidTruthKey(b.projectId, b.pfileId));
  if (text === null) throw new BadRequestError('pid.dexpi.noTruth');
  const truth = JSON.parse(text) as DexpiTruth;
  const samples = truth.details.flatMap((d) =>
    RULE_TYPE[d.type] ? [{ type: RULE_TYPE[d.type], tag: d.tag }] : [],
  );
  return ruleService.seed(
    caller,
    {
      projectId: b.projectId,
      ...(b.level === 'file' ? { fkFileId: b.pfileId } : {}),
      samples,
      preview: b.preview,
      confirmed: b.confirmed,
    },
    lang,
  );
}
