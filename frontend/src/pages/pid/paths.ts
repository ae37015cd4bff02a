import { currentClientId } from '../../app/clientId.ts';
import { withClientId } from '../../app/paths.ts';

/** `#/pid/instrument-index`: a recognised drawing's instrument index, in its own window. */
export const INSTRUMENT_INDEX_PATH = '/pid/instrument-index';

export interface IndexTarget {
  projectId: string;
  pfileId: string;
  name: string;
}

export function instrumentIndexPath({ projectId, pfileId, name }: IndexTarget) {
  return `${INSTRUMENT_INDEX_PATH}?${new URLSearchParams({ projectId, pfileId, name })}`;
}

/** The index query of the address; null when it names no drawing. */
export function readIndexTarget(params: URLSearchParams): IndexTarget | null {
  const projectId = params.get('projectId') ?? '';
  const pfileId = params.get('pfileId') ?? '';
  if (!projectId || !pfileId) return null;
  return { projectId, pfileId, name: params.get('name') ?? '' };
}

/** Opens the index in a new window, as identify-preview opens from the recognition panel. */
export function openInstrumentIndex(target: IndexTarget) {
  window.open(`#${withClientId(instrumentIndexPath(target), currentClientId())}`, '_blank', 'noopener');
}
