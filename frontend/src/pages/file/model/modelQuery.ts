/** The model viewer's query (#/file/model-preview?pk_doc=&projectId=&name=&dirId=). */
export interface ModelQuery {
  projectId: string;
  fileId: string;
  name: string;
  dirId: string;
}

/** The model the query names, or null when it names none: then the page shows an empty state and calls nothing. */
export function readModelQuery(params: URLSearchParams): ModelQuery | null {
  const projectId = params.get('projectId')?.trim() ?? '';
  const fileId = params.get('pk_doc')?.trim() ?? '';
  if (!projectId || !fileId) return null;
  return { projectId, fileId, name: params.get('name') ?? '', dirId: params.get('dirId') ?? '' };
}

/** The sample model's id (#/sample-model?id=&name=), or null when the query names none. */
export function readSampleModelId(params: URLSearchParams): string | null {
  return params.get('id')?.trim() || null;
}
