/** The file area's routes (spec 1 §2): the file manager, with projectId and an optional folder. */
export const FILE_INDEX_PATH = '/file/index';
/** One file's preview (spec 1 §2); the query is read by preview/query.ts. */
export const FILE_PREVIEW_PATH = '/file/preview';
/** A parsed model in the 3D viewer (issue 7): pk_doc (file id), projectId, name. */
export const FILE_MODEL_PREVIEW_PATH = '/file/model-preview';

export const filePaths = {
  /** A project's file manager at its root, or at a folder. */
  index: (projectId: string, dirId?: string) => {
    const query = new URLSearchParams({ projectId });
    if (dirId && dirId !== projectId) query.set('dirId', dirId);
    return `${FILE_INDEX_PATH}?${query}`;
  },
  /** The model viewer page of a parsed model; `dirId`, the folder it was opened from, for the breadcrumb. */
  modelPreview: (projectId: string, fileId: string, name: string, dirId?: string) => {
    const query = new URLSearchParams({ pk_doc: fileId, projectId, name });
    if (dirId && dirId !== projectId) query.set('dirId', dirId);
    return `${FILE_MODEL_PREVIEW_PATH}?${query}`;
  },
};
