import { http } from '../../../api/client.ts';
import { saveExampleFile } from '../../../api/exampleFiles.ts';
import { uploadApi } from '../../../upload/api.ts';
import { storeContent } from '../../../upload/engine.ts';
import { hashInWorker } from '../../../upload/hashInWorker.ts';
import { xhrPart } from '../../../upload/xhrPart.ts';

const api = uploadApi(
  (path, body) => http.post(path, body, { silent: true }),
  (path, query) => http.get(path, query, { silent: true }),
);

/**
 * An example file the way project files go up (spec 1 §4): MD5 in a Web Worker, the identifier
 * (instant when the content is stored already), presigned parts straight to storage, merge; then
 * the example file is saved by reference. No request carries the bytes, so any size within the
 * upload limit works (one request stops at about 4 MB).
 */
export async function uploadExampleByParts(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) {
  const stored = await storeContent(
    api,
    { file, fileName: file.name },
    {
      signal,
      onProgress: (phase, done, total) => {
        if (phase === 'upload' && total > 0) onProgress(Math.min(99, Math.floor((done / total) * 100)));
      },
    },
    { hash: hashInWorker, sendPart: xhrPart },
  );
  return saveExampleFile(stored.objectId, file.name);
}
