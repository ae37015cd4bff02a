import { type ObjectTransfer, presignedTransfer } from './transfer.ts';

/** Where the server-provided upload type is kept between visits (spec 1 §4). */
export const UPLOAD_TYPE_KEY = 'loopline.uploadType';

export interface UploadTypeDeps {
  /** POST /api/cloud/file/getUploadType → its `type`. */
  fetchType: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Builds the 'sts' transfer (loaded only when the type asks for it: Amplify is a lazy chunk). */
  loadSts: () => Promise<ObjectTransfer>;
}

/**
 * The transfer the upload type names (spec 1 §4: 'oss' by default, otherwise the type the server
 * provides, stored locally). 'oss' is presigned multipart through our API; 'sts' is a direct
 * upload with temporary credentials through Amplify Storage. The type is asked once per page;
 * when the server cannot answer, the stored type (or 'oss') is used.
 */
export function transferByUploadType(deps: UploadTypeDeps): ObjectTransfer {
  let type: Promise<string> | null = null;
  let sts: Promise<ObjectTransfer> | null = null;
  const currentType = () => {
    type ??= deps
      .fetchType()
      .then((answer) => {
        deps.storage.setItem(UPLOAD_TYPE_KEY, answer);
        return answer;
      })
      .catch(() => deps.storage.getItem(UPLOAD_TYPE_KEY) ?? 'oss');
    return type;
  };
  const chosen = async () => {
    if ((await currentType()) !== 'sts') return presignedTransfer;
    sts ??= deps.loadSts().catch((error) => {
      sts = null;
      throw error;
    });
    return sts;
  };
  return {
    send: async (input) => (await chosen()).send(input),
    // Only presigned multipart can start before the MD5 is known ('sts' keys its object by the MD5).
    begin: async (input) => (await chosen()).begin?.(input) ?? null,
    async cancel(api, md5, fileSize) {
      await presignedTransfer.cancel(api, md5, fileSize).catch(() => undefined);
      if (sts) await (await sts).cancel(api, md5, fileSize);
    },
  };
}
