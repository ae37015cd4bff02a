import { decodeCover, deleteCover, readCover, storeCover } from './cover.ts';
import type { Covers } from './deps.ts';

/** The project covers on S3. */
export const s3Covers: Covers = {
  decode: decodeCover,
  store: storeCover,
  remove: deleteCover,
  read: readCover,
};
