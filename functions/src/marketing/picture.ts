import { EVENT_IMAGE_MAX_BYTES } from '@loopline/shared/contracts/event';
import { imageSize } from 'image-size';
import { BadRequestError } from '../lib/errors.ts';

/** The activity picture (spec 3 §5): jpg, jpeg or png within 20 KB, judged by its bytes, not its name. */

const MIME = { jpg: 'image/jpeg', png: 'image/png' } as const;

/** The picture's MIME type; 400 when it is too large or not a jpg/png. */
export function checkEventImage(bytes: Buffer): (typeof MIME)[keyof typeof MIME] {
  if (bytes.length > EVENT_IMAGE_MAX_BYTES) throw new BadRequestError('event.imageTooLarge');
  let type: string | undefined;
  try {
    type = imageSize(bytes).type;
  } catch {
    type = undefined;
  }
  const mime = type === 'jpg' || type === 'png' ? MIME[type] : undefined;
  if (!mime) throw new BadRequestError('event.imageType');
  return mime;
}

/** The picture as the data URL an activity stores and the pages show. */
export function eventImageUrl(bytes: Buffer): string {
  return `data:${checkEventImage(bytes)};base64,${bytes.toString('base64')}`;
}
