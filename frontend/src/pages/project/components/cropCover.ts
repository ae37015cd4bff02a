import { type CropArea, cropToDataUrl } from '../../../components/crud/cropImage.ts';
import { COVER_HEIGHT, COVER_WIDTH } from '../rules.ts';

export { readAsDataUrl } from '../../../components/crud/cropImage.ts';

/**
 * Draws the chosen area onto a 640×360 canvas (spec 2 §5) and answers it as a data: URL of the
 * given type. JPEG has no transparency: the background is white.
 */
export function cropCover(src: string, area: CropArea, type: 'image/png' | 'image/jpeg'): Promise<string> {
  return cropToDataUrl(src, area, { width: COVER_WIDTH, height: COVER_HEIGHT, type });
}
