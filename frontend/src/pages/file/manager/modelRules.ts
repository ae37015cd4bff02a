import {
  MODEL_STATE,
  normalizeSuffix,
  PARSABLE_SUFFIXES,
  previewTypeOf,
  UPGRADE_STATE,
} from '@loopline/shared';
import type { FileEntry } from '../../../api/files.ts';
import type { DownBenefits } from '../../../api/models.ts';
import type { ActionContext, ActionState } from './rules.ts';

/** The model actions of the file manager (spec 1 §4, §6), kept pure so they can be tested. */

export type ModelAction = 'parse' | 'upgrade' | 'attribute' | 'parsedDownload' | 'speedDownload';

export type ModelEntry = Pick<
  FileEntry,
  'isFile' | 'fileName' | 'fileSuffix' | 'filePerms' | 'isModel' | 'isWlkModel' | 'publishStatus'
>;

/** Models whose geometry needs an attribute file (spec 1 §6): parsed through the attribute dialog. */
const ATTRIBUTE_SUFFIXES = new Set(['vue', 'rvm']);
/** What a parse produces: such a file is already the derivative, so there is nothing to download from it. */
const DERIVATIVE_SUFFIXES = new Set(['wlkx', 'glb']);
const PARSABLE = new Set<string>(PARSABLE_SUFFIXES);

const suffixOf = (entry: Pick<FileEntry, 'fileSuffix' | 'fileName'>) =>
  normalizeSuffix(entry.fileSuffix || entry.fileName.slice(entry.fileName.lastIndexOf('.') + 1));

export const isParsed = (entry: Pick<FileEntry, 'isModel'>) => entry.isModel === MODEL_STATE.parsed;
export const isParsing = (entry: Pick<FileEntry, 'isModel'>) => entry.isModel === MODEL_STATE.parsing;

export function isAttributeModel(entry: Pick<FileEntry, 'isFile' | 'fileSuffix' | 'fileName'>): boolean {
  return entry.isFile === 1 && ATTRIBUTE_SUFFIXES.has(suffixOf(entry));
}

/** A file the parse pipeline reads on its own (vue/rvm go through the attribute dialog). */
export function isParsable(entry: Pick<FileEntry, 'isFile' | 'fileSuffix' | 'fileName'>): boolean {
  return entry.isFile === 1 && PARSABLE.has(suffixOf(entry));
}

/** Whether the file manager treats the entry as a model (its open action goes to the model viewer). */
export function isModelFile(entry: Pick<FileEntry, 'isFile' | 'fileSuffix' | 'fileName' | 'isModel'>) {
  if (entry.isFile !== 1) return false;
  // A dwg/dxf is a drawing (2D preview) unless it was submitted as a model (spec 1 §5).
  return previewTypeOf(suffixOf(entry)) === 'model' || Boolean(entry.isModel);
}

/**
 * Parse is offered for a model never parsed, waiting or failed; not while parsing, once parsed, or
 * when published (spec 1 §6 blocks parsing published files).
 */
export function canParse(entry: ModelEntry): boolean {
  if (!isParsable(entry) || !entry.filePerms.includes('editFile')) return false;
  if (entry.publishStatus === '1') return false;
  return entry.isModel !== MODEL_STATE.parsing && entry.isModel !== MODEL_STATE.parsed;
}

/** Upgrade (spec 1 §4): parsed, neither upgraded nor upgrading. */
export function canUpgrade(entry: ModelEntry): boolean {
  if (entry.isFile !== 1 || !isParsed(entry) || !entry.filePerms.includes('editFile')) return false;
  return entry.isWlkModel !== UPGRADE_STATE.upgraded && entry.isWlkModel !== UPGRADE_STATE.upgrading;
}

export function canAssociate(entry: ModelEntry): boolean {
  return isAttributeModel(entry) && entry.filePerms.includes('editFile') && !isParsing(entry);
}

/** Parsed download (spec 1 §6): downSpeed, a parsed file that is not already the derivative. */
export function canDownloadParsed(entry: ModelEntry, benefits: DownBenefits | null): boolean {
  if (!benefits?.downSpeed || entry.isFile !== 1 || !entry.filePerms.includes('downFile')) return false;
  return isParsed(entry) && !DERIVATIVE_SUFFIXES.has(suffixOf(entry));
}

/** Speed download (spec 1 §6): an upgraded parsed model and downAnalysis. */
export function canDownloadUpgraded(entry: ModelEntry, benefits: DownBenefits | null): boolean {
  if (!benefits?.downAnalysis || entry.isFile !== 1 || !entry.filePerms.includes('downFile')) return false;
  return isParsed(entry) && entry.isWlkModel === UPGRADE_STATE.upgraded;
}

const RULE: Record<ModelAction, (entry: ModelEntry, benefits: DownBenefits | null) => boolean> = {
  parse: canParse,
  upgrade: canUpgrade,
  attribute: canAssociate,
  parsedDownload: canDownloadParsed,
  speedDownload: canDownloadUpgraded,
};

/** Actions that act on one entry (spec 1 §6: parse and attribute are disabled for several). */
const SINGLE: ReadonlySet<ModelAction> = new Set(['parse', 'attribute', 'parsedDownload', 'speedDownload']);

/**
 * What the toolbar offers for a selection: shown when every selected entry allows it, disabled for
 * more than one entry where the action takes one; nothing in the special project. Publish is not a
 * file manager action (spec 1 §6): it lives on the model viewer page.
 */
export function modelActionState(
  action: ModelAction,
  selection: readonly ModelEntry[],
  context: Pick<ActionContext, 'isDefault'>,
  benefits: DownBenefits | null,
): ActionState {
  if (context.isDefault === 2 || selection.length === 0) return 'hidden';
  if (!selection.every((entry) => RULE[action](entry, benefits))) return 'hidden';
  return SINGLE.has(action) && selection.length > 1 ? 'disabled' : 'enabled';
}

/** Publishing on the model viewer page (spec 1 §4): the project creator, parsed files only. */
export function publishAction(
  view: { isModel: string; publishStatus: '0' | '1' },
  isCreator: boolean,
): 'publish' | 'unpublish' | null {
  if (!isCreator || view.isModel !== MODEL_STATE.parsed) return null;
  return view.publishStatus === '1' ? 'unpublish' : 'publish';
}

/** The parse state a row shows (spec 1 §4). */
export type ParseBadge =
  | { kind: 'none' }
  | { kind: 'unparsed' }
  | { kind: 'parsing'; progress: number }
  | { kind: 'parsed' }
  | { kind: 'failed'; message: string };

export function parseBadge(
  entry: Pick<FileEntry, 'isFile' | 'isModel'> & { parseProgress?: number; parseMessage?: string },
): ParseBadge {
  if (entry.isFile !== 1) return { kind: 'none' };
  switch (entry.isModel) {
    case MODEL_STATE.unparsed:
      return { kind: 'unparsed' };
    case MODEL_STATE.parsing:
      return { kind: 'parsing', progress: clampPercent(entry.parseProgress ?? 0) };
    case MODEL_STATE.parsed:
      return { kind: 'parsed' };
    case MODEL_STATE.failed:
      return { kind: 'failed', message: entry.parseMessage ?? '' };
    default:
      return { kind: 'none' };
  }
}

export type UpgradeBadge = 'none' | 'upgrading' | 'upgraded' | 'failed';

export function upgradeBadge(entry: Pick<FileEntry, 'isWlkModel'>): UpgradeBadge {
  if (entry.isWlkModel === UPGRADE_STATE.upgrading) return 'upgrading';
  if (entry.isWlkModel === UPGRADE_STATE.upgraded) return 'upgraded';
  if (entry.isWlkModel === UPGRADE_STATE.failed) return 'failed';
  return 'none';
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
