/**
 * The identify-preview query (spec 1 §2): type=svg, pk_doc (the drawing's file id), primaryKey (the
 * recognition panel's row), name, page (1-based), projectId, pfileId (the P&ID record: the file id).
 */
export interface IdentifyQuery {
  projectId: string;
  fileId: string;
  pfileId: string;
  name: string;
  page: number;
}

export function readIdentifyQuery(params: URLSearchParams): IdentifyQuery | null {
  const fileId = params.get('pk_doc') ?? params.get('pfileId') ?? '';
  const projectId = params.get('projectId') ?? '';
  if (!fileId || !projectId) return null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    projectId,
    fileId,
    pfileId: params.get('pfileId') || fileId,
    name: params.get('name') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}
