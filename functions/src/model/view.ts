import { type Language, MODEL_STATE, UPGRADE_STATE } from '@loopline/shared';
import type { ParseProgress } from '@loopline/shared/contracts/file';
import { type EntryView, loadEntry, parseMessageFor, requireMember } from '../file/index.ts';
import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { downBenefits } from '../membership/index.ts';
import { derivativeUrl } from './derivatives.ts';
import { downloadRefusal, viewRefusal } from './policy.ts';
import { refuse } from './service.ts';

async function viewable(caller: Caller, projectId: string, fileId: string): Promise<EntryView> {
  const access = await requireMember(caller, projectId);
  const entry = await loadEntry(access, fileId);
  refuse(viewRefusal(entry));
  return entry;
}

/** The 3D viewer's sources: presigned GLB (the upgraded one when there is one) and element tree. */
export async function modelView(caller: Caller, projectId: string, fileId: string) {
  const e = await viewable(caller, projectId, fileId);
  if (e.isModel !== MODEL_STATE.parsed || !e.derivative) throw new BadRequestError('model.notParsed');
  const upgraded = e.isWlkModel === UPGRADE_STATE.upgraded && Boolean(e.upgraded);
  return {
    id: e.id,
    fileName: e.fileName,
    glbUrl: await derivativeUrl(upgraded ? e.upgraded!.glbKey : e.derivative.glbKey),
    treeUrl: await derivativeUrl(e.derivative.treeKey),
    upgraded,
    isModel: e.isModel,
    isWlkModel: e.isWlkModel ?? null,
    publishStatus: e.publishStatus,
    filePerms: e.filePerms,
    stateVersion: e.modelStateVersion ?? 0,
  };
}

/** schedule/parseProgress: the parse state, percentage and stage of one file. */
export async function parseProgress(caller: Caller, projectId: string, fileId: string, lang: Language) {
  const e = await viewable(caller, projectId, fileId);
  const progress = e.parseProgress ?? (e.isModel === MODEL_STATE.parsed ? 100 : 0);
  return {
    id: e.id,
    isModel: e.isModel,
    progress,
    stage: e.parseStage ?? '',
    parseMessage: parseMessageFor(e, lang),
    stateVersion: e.modelStateVersion ?? 0,
  } satisfies ParseProgress;
}

const stem = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/** downloadFileModel: the parsed GLB (downSpeed) or the upgraded GLB (downAnalysis), presigned. */
export async function downloadModel(
  caller: Caller,
  projectId: string,
  fileId: string,
  type: 'parsed' | 'upgraded',
) {
  const access = await requireMember(caller, projectId);
  const e = await loadEntry(access, fileId);
  refuse(downloadRefusal(e, type, await downBenefits(caller.userId, caller.tenantId)));
  const key = type === 'parsed' ? e.derivative?.glbKey : e.upgraded?.glbKey;
  if (!key) throw new BadRequestError('model.derivativeMissing');
  const fileName = `${stem(e.fileName)}${type === 'parsed' ? '' : '.upgraded'}.glb`;
  return { url: await derivativeUrl(key, fileName), fileName };
}
