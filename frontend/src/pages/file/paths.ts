/** The file area's routes (spec 1 §2): the file manager, with projectId and an optional folder. */
export const FILE_INDEX_PATH = '/file/index';

export const filePaths = {
  /** A project's file manager at its root, or at a folder. */
  index: (projectId: string, dirId?: string) => {
    const query = new URLSearchParams({ projectId });
    if (dirId && dirId !== projectId) query.set('dirId', dirId);
    return `${FILE_INDEX_PATH}?${query}`;
  },
};
