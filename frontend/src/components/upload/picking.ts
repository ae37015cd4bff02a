import type { PickedFile } from '../../upload/queue.ts';

/** Files of an <input type=file> (a folder pick carries webkitRelativePath). */
export function pickedFromInput(files: FileList | null): PickedFile[] {
  return [...(files ?? [])].map((file) => ({
    file,
    relativePath: file.webkitRelativePath || undefined,
  }));
}

function entryFiles(entry: FileSystemEntry, path: string): Promise<PickedFile[]> {
  if (entry.isFile)
    return new Promise((resolve, reject) =>
      (entry as FileSystemFileEntry).file(
        (file) => resolve([{ file, relativePath: path || undefined }]),
        reject,
      ),
    );
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    // readEntries answers in batches until it answers none.
    const read = () =>
      reader.readEntries(async (batch) => {
        if (batch.length) {
          all.push(...batch);
          return read();
        }
        const nested = await Promise.all(all.map((e) => entryFiles(e, `${path}/${e.name}`)));
        resolve(nested.flat());
      }, reject);
    read();
  });
}

/** Files and folders dropped on a drop area, folders walked with their relative paths. */
export async function pickedFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  const entries = [...data.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((e): e is FileSystemEntry => Boolean(e));
  if (!entries.length) return [...data.files].map((file) => ({ file }));
  const nested = await Promise.all(entries.map((e) => entryFiles(e, e.isFile ? '' : e.name)));
  return nested.flat();
}
