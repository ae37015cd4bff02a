import { MODEL_STATE, PARSABLE_SUFFIXES, UPGRADE_STATE } from '@loopline/shared';
import type { Sign } from '../lib/policies/signs.ts';

/**
 * Who may do what with models (docs/decisions.md "Model pipeline"), as pure functions of the entry,
 * the caller's signs on it and the project. A refusal is a 403 (`forbidden`) or a 400/409 with a key.
 */
export type Refusal = { kind: 'forbidden' } | { kind: 'invalid' | 'conflict'; key: string } | null;

/** Models that take an attribute file (spec 1 §6); their geometry has no reader yet. */
export const ATTRIBUTE_SUFFIXES = ['rvm', 'vue'] as const;
const ATTRIBUTE = new Set<string>(ATTRIBUTE_SUFFIXES);
const PARSABLE = new Set<string>([...PARSABLE_SUFFIXES, ...ATTRIBUTE_SUFFIXES]);

/** Suffixes a new upload starts as '1' (unparsed) with. */
export const isModelSuffix = (suffix: string) => PARSABLE.has(suffix.toLowerCase());
export const takesAttributes = (suffix: string) => ATTRIBUTE.has(suffix.toLowerCase());

export interface ModelFacts {
  isFile: 0 | 1;
  fileSuffix: string;
  isModel: string;
  isWlkModel: number | null;
  publishStatus: '0' | '1';
  filePerms: readonly Sign[];
}

export interface ProjectFacts {
  createUser: string;
  isDefault: number;
}

const forbidden = { kind: 'forbidden' } as const;
const invalid = (key: string) => ({ kind: 'invalid', key }) as const;
const conflict = (key: string) => ({ kind: 'conflict', key }) as const;

/** Parse (modelConvert, modelConvertVueRvm): editFile; a model suffix; not parsing, parsed or published. */
export function parseRefusal(e: ModelFacts): Refusal {
  if (!e.isFile || !isModelSuffix(e.fileSuffix)) return invalid('model.notParsable');
  if (!e.filePerms.includes('editFile')) return forbidden;
  if (e.publishStatus === '1') return conflict('model.publishedBlocked');
  if (e.isModel === MODEL_STATE.parsing) return conflict('model.alreadyParsing');
  if (e.isModel === MODEL_STATE.parsed) return conflict('model.alreadyParsed');
  return null;
}

/** Upgrade (convertModelWlk): editFile; parsed; neither upgraded nor upgrading (spec 1 §4). */
export function upgradeRefusal(e: ModelFacts): Refusal {
  if (!e.isFile) return invalid('model.notParsable');
  if (!e.filePerms.includes('editFile')) return forbidden;
  if (e.isModel !== MODEL_STATE.parsed) return invalid('model.notParsed');
  if (e.isWlkModel === UPGRADE_STATE.upgrading) return conflict('model.upgrading');
  if (e.isWlkModel === UPGRADE_STATE.upgraded) return conflict('model.alreadyUpgraded');
  return null;
}

/** Attribute association (updateAttId): editFile on a .vue/.rvm model; the attribute must be a file. */
export function attributeRefusal(model: ModelFacts, attribute: ModelFacts | null): Refusal {
  if (!model.isFile || !takesAttributes(model.fileSuffix)) return invalid('model.attributeOnlyVueRvm');
  if (!model.filePerms.includes('editFile')) return forbidden;
  if (model.isModel === MODEL_STATE.parsing) return conflict('model.alreadyParsing');
  if (!attribute) return null;
  if (!attribute.isFile) return invalid('model.selectAttributeTip');
  if (!attribute.filePerms.includes('viewFile')) return forbidden;
  return null;
}

/**
 * Publish and unpublish: only the project's creator, never in the special read-only project; only
 * parsed files; publishing an unpublished file and unpublishing a published one (spec 1 §4/§6).
 */
export function publishRefusal(e: ModelFacts, project: ProjectFacts, userId: string, to: '0' | '1'): Refusal {
  if (project.isDefault === 2 || project.createUser !== userId) return forbidden;
  if (!e.isFile || e.isModel !== MODEL_STATE.parsed) return invalid('model.notParsed');
  if (e.publishStatus === to) return conflict(to === '1' ? 'model.published' : 'model.unpublished');
  return null;
}

/** Viewing a model or its progress needs viewFile. */
export function viewRefusal(e: ModelFacts): Refusal {
  if (!e.isFile) return invalid('model.notParsable');
  return e.filePerms.includes('viewFile') ? null : forbidden;
}

export interface Benefits {
  downSpeed: boolean;
  downAnalysis: boolean;
}

/**
 * Downloads (spec 1 §6): the parsed GLB needs downFile, a parsed model that is not itself a GLB and
 * the downSpeed benefit; the upgraded GLB needs downFile, a finished upgrade and downAnalysis.
 */
export function downloadRefusal(e: ModelFacts, type: 'parsed' | 'upgraded', benefits: Benefits): Refusal {
  if (!e.isFile) return invalid('model.notParsable');
  if (!e.filePerms.includes('downFile')) return forbidden;
  if (e.isModel !== MODEL_STATE.parsed) return invalid('model.notParsed');
  if (type === 'parsed') {
    if (e.fileSuffix.toLowerCase() === 'glb') return invalid('model.alreadyParsed');
    return benefits.downSpeed ? null : invalid('model.noDownSpeed');
  }
  if (e.isWlkModel !== UPGRADE_STATE.upgraded) return invalid('model.notUpgraded');
  return benefits.downAnalysis ? null : invalid('model.noDownAnalysis');
}
